import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS, Traffic } from './traffic.ts';

/**
 * When the server counts as quiet is a matter of time, so it is checked on a fake clock: a test
 * sharing two cores with the browser tests cannot say "nothing happened within 100 ms".
 */
describe('traffic, on the clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
  });
  afterEach(() => vi.useRealTimers());

  /** Whether `promise` has resolved by now, and at which (fake) time. */
  function watch(promise: Promise<void>) {
    const seen: { at?: number } = {};
    void promise.then(() => (seen.at = performance.now()));
    return seen;
  }

  it('is quiet at once when nothing has been asked', async () => {
    const quiet = watch(new Traffic().quiet());
    await vi.advanceTimersByTimeAsync(0);
    expect(quiet.at).toBe(0);
  });

  it('waits while answers from memory keep arriving, then QUIET_MS after the last one', async () => {
    const traffic = new Traffic();
    let lastArrival = performance.now();
    traffic.arrived(lastArrival);
    const arriving = setInterval(() => traffic.arrived((lastArrival = performance.now())), 5);
    const quiet = watch(traffic.quiet());

    await vi.advanceTimersByTimeAsync(2000);
    expect(quiet.at).toBeUndefined();

    clearInterval(arriving);
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(quiet.at).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(quiet.at).toBe(lastArrival + QUIET_MS);
  });

  it('waits no longer than its limit under steady traffic, and not at all once released', async () => {
    const traffic = new Traffic();
    traffic.arrived();
    const arriving = setInterval(() => traffic.arrived(), 5);
    try {
      const limited = watch(traffic.quiet(100));
      await vi.advanceTimersByTimeAsync(99);
      expect(limited.at).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(limited.at).toBe(100);

      const released = watch(traffic.quiet());
      await vi.advanceTimersByTimeAsync(50);
      expect(released.at).toBeUndefined();
      traffic.release();
      await vi.advanceTimersByTimeAsync(0);
      expect(released.at).toBe(150);
    } finally {
      clearInterval(arriving);
    }
  });
});

describe('traffic, for work that has waited in a queue', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('counts the time since the work was due: a backlog under steady traffic runs at once, not a full wait each', async () => {
    const traffic = new Traffic();
    traffic.arrived();
    const arriving = setInterval(() => traffic.arrived(), 5);
    try {
      const done: number[] = [];
      // Ten mails due 20 s ago, one after another, each waiting for a quiet moment at most 10 s.
      const backlog = (async () => {
        for (let i = 0; i < 10; i++) {
          await traffic.quiet(10_000, Date.now() - 20_000);
          done.push(Date.now());
        }
      })();
      // Without the time since counted, the second would still be waiting 10 s from now.
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toHaveLength(10);
      await backlog;
      // One due 4 s ago waits the 6 s left of its 10, not 10 more.
      const dueAt = Date.now();
      let ranAt: number | undefined;
      void traffic.quiet(10_000, dueAt - 4_000).then(() => (ranAt = Date.now()));
      await vi.advanceTimersByTimeAsync(5_999);
      expect(ranAt).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(ranAt).toBe(dueAt + 6_000);
    } finally {
      clearInterval(arriving);
    }
  });
});

/** What a real server's responses do to the count: each request is in flight until it closes. */
describe('traffic, on a real server', () => {
  const traffic = new Traffic();
  let server: http.Server;
  let base: string;
  /** The next request's response, held until the test ends it; resolved when the request arrives. */
  let arrived: Promise<http.ServerResponse>;
  let onArrival: (res: http.ServerResponse) => void;
  const expectRequest = () => {
    arrived = new Promise((resolve) => (onArrival = resolve));
  };
  /** When the server last finished an answer. */
  let closedAt = 0;

  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      traffic.track(res);
      res.once('close', () => (closedAt = performance.now()));
      onArrival(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('waits for the request in flight to be answered, then for a quiet moment', async () => {
    expectRequest();
    const answered = fetch(base).then((res) => res.text());
    const res = await arrived;
    expect(traffic.inFlight).toBe(1);

    let quietAt = 0;
    const quiet = traffic.quiet().then(() => (quietAt = performance.now()));
    res.end('ok');
    expect(await answered).toBe('ok');
    await quiet;
    expect(traffic.inFlight).toBe(0);
    expect(quietAt - closedAt).toBeGreaterThanOrEqual(QUIET_MS - 1);
  });

  it('counts a request the client gave up on as ended', async () => {
    expectRequest();
    const controller = new AbortController();
    const asked = fetch(base, { signal: controller.signal }).catch(() => 'aborted');
    const res = await arrived;
    expect(traffic.inFlight).toBe(1);

    const closed = new Promise((resolve) => res.once('close', resolve));
    controller.abort();
    expect(await asked).toBe('aborted');
    await closed;
    expect(traffic.inFlight).toBe(0);
    await traffic.quiet();
  });
});
