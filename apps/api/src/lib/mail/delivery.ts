import { MOST_WAIT_MS, type Traffic } from '../http/traffic.ts';
import type { MailMessage, Mailer } from './mail.ts';

export type DeliveryOptions = {
  /** Attempts in all, the first included. */
  attempts: number;
  /** Wait before the second attempt; each further wait is `factor` times longer. */
  firstDelayMs: number;
  factor: number;
  /**
   * The server's traffic: deferred work (see `defer`) waits for a quiet moment, so writing mails
   * never takes the processor from shoppers answering a checkout. Without it, it starts at once.
   */
  traffic?: Pick<Traffic, 'quiet' | 'release'>;
  /** The longest deferred work waits for a quiet moment (MOST_WAIT_MS when left out). */
  mostWaitMs?: number;
};

/** Where failed sends are reported; the app's logger fits. */
export type MailLog = { error(details: object, message: string): void };

export const DEFAULT_DELIVERY: DeliveryOptions = { attempts: 5, firstDelayMs: 2_000, factor: 4 };

/**
 * Sends mails in the background, after the change they report has been committed: a failed send
 * is tried again a bounded number of times with growing waits, then logged and given up. Nothing
 * here can fail the request that caused the mail.
 */
export type MailDelivery = {
  /**
   * Queue a mail; returns at once. A mail that takes work to write (a PDF to attach) can be given
   * as a function, so that work is done in the background too.
   */
  deliver(message: MailMessage | (() => Promise<MailMessage>), context?: Record<string, unknown>): void;
  /**
   * Runs `work` in the background, one such work after another in the order given: what it takes
   * to find out which mails to send (reading what they report), which it then queues with
   * `deliver`. Each work waits for the server to be quiet (see `DeliveryOptions.traffic`), at most
   * `mostWaitMs` after it was given. Returns at once; a failure is logged. `drain` and `settled` wait for it too.
   */
  defer(work: () => Promise<void>, context?: Record<string, unknown>): void;
  /** Resolves when every queued mail has been sent or given up (waits are cut short). */
  drain(): Promise<void>;
  /** Resolves when every queued mail has been sent or given up, waiting out the backoff. */
  settled(): Promise<void>;
};

export function mailDelivery(mailer: Mailer, log: MailLog, options: DeliveryOptions = DEFAULT_DELIVERY): MailDelivery {
  const pending = new Set<Promise<void>>();
  /** Wake-ups of mails waiting between attempts, so `drain` can cut the wait short. */
  const waiting = new Set<() => void>();
  let hurry = false;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (hurry) return resolve();
      const wake = () => {
        clearTimeout(timer);
        waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      waiting.add(wake);
    });

  async function attempt(
    prepare: MailMessage | (() => Promise<MailMessage>),
    context: Record<string, unknown>,
  ): Promise<void> {
    let message: MailMessage;
    try {
      message = typeof prepare === 'function' ? await prepare() : prepare;
    } catch (error) {
      log.error({ err: error, ...context }, 'mail not written, given up');
      return;
    }
    let delay = options.firstDelayMs;
    for (let n = 1; ; n++) {
      try {
        await mailer.send(message);
        return;
      } catch (error) {
        const last = n >= options.attempts || hurry;
        log.error(
          { err: error, to: message.to, subject: message.subject, attempt: n, ...context },
          last ? 'mail not sent, given up' : 'mail not sent, will retry',
        );
        if (last) return;
        await pause(delay);
        delay *= options.factor;
      }
    }
  }

  let deferred: Promise<void> = Promise.resolve();

  return {
    deliver(message, context = {}) {
      const job = attempt(message, context).finally(() => pending.delete(job));
      pending.add(job);
    },
    defer(work, context = {}) {
      const latest = performance.now() + (options.mostWaitMs ?? MOST_WAIT_MS);
      const job = deferred
        // The longest wait counts from now, not from when the work before it is done: a backlog
        // under steady traffic is not held back once more for each work in it.
        .then(() => (hurry ? undefined : options.traffic?.quiet(Math.max(0, latest - performance.now()))))
        .then(work)
        .catch((error: unknown) => log.error({ err: error, ...context }, 'mails not written, given up'))
        .finally(() => pending.delete(job));
      deferred = job;
      pending.add(job);
    },
    async drain() {
      hurry = true;
      options.traffic?.release();
      for (const wake of [...waiting]) wake();
      while (pending.size) await Promise.all([...pending]);
      hurry = false;
    },
    async settled() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
