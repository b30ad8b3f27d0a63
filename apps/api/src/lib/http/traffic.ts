import type { ServerResponse } from 'node:http';

/** How long the server must have been without requests before background work counts it as quiet. */
export const QUIET_MS = 25;
/** The longest background work waits for a quiet moment: under steady traffic it runs anyway. */
export const MOST_WAIT_MS = 10_000;

/**
 * The requests the server is answering, so that background work (mails about orders, with their
 * PDFs) can wait for a quiet moment instead of taking the processor from shoppers at a checkout.
 *
 * A request its route answers counts from its arrival until its response closes, whether
 * answered or cut short by the client. An answer from memory is written before its handler
 * returns: it only marks its arrival, as one assignment, because a listener on every such
 * response cost a fifth of the throughput of the smallest answer.
 */
export class Traffic {
  #inFlight = 0;
  #lastSeen = -Infinity;
  #wakers = new Set<() => void>();
  #timer: NodeJS.Timeout | undefined;

  /** A request arrived and was answered at once (`at`: its `performance.now()`). */
  arrived(at = performance.now()): void {
    this.#lastSeen = at;
  }

  /** A request arrived whose answer is on its way: in flight until `res` closes. */
  track(res: ServerResponse, at = performance.now()): void {
    this.#lastSeen = at;
    this.#inFlight++;
    res.once('close', () => {
      this.#inFlight--;
      this.#lastSeen = performance.now();
      this.#schedule();
    });
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  /** Milliseconds until the server has been quiet for QUIET_MS (0: quiet now; Infinity: busy). */
  #quietIn(): number {
    if (this.#inFlight > 0) return Infinity;
    return Math.max(0, this.#lastSeen + QUIET_MS - performance.now());
  }

  #schedule(): void {
    if (this.#wakers.size === 0 || this.#timer) return;
    const wait = this.#quietIn();
    if (wait === Infinity) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      if (this.#quietIn() > 0) return this.#schedule();
      this.release();
    }, wait);
    this.#timer.unref();
  }

  /**
   * Resolves once no request has been in flight or arrived for QUIET_MS, or `mostMs` after
   * `since` (a `Date.now()` time, by default now) whatever the traffic, or at `release()`. Work
   * that has already waited in a queue counts that wait: under steady traffic a backlog runs at
   * once instead of waiting `mostMs` more for each of its items in turn.
   */
  quiet(mostMs = MOST_WAIT_MS, since = Date.now()): Promise<void> {
    const limit = since + mostMs - Date.now();
    if (limit <= 0 || this.#quietIn() === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(deadline);
        this.#wakers.delete(wake);
        resolve();
      };
      const deadline = setTimeout(wake, limit);
      this.#wakers.add(wake);
      this.#schedule();
    });
  }

  /** Ends every wait at once (the server is closing: its last work must not wait for traffic). */
  release(): void {
    const wakers = [...this.#wakers];
    this.#wakers.clear();
    for (const wake of wakers) wake();
  }
}
