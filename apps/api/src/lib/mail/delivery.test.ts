import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS, Traffic } from '../http/traffic.ts';
import { mailDelivery } from './delivery.ts';
import type { MailMessage, Mailer } from './mail.ts';

const mail = (subject: string): MailMessage => ({ to: 'asha@example.in', subject, text: subject, html: subject });

/** A mailer that fails its first `failures` sends and records when each send happened. */
function flakyMailer(failures: number) {
  const sent: string[] = [];
  const attempts: number[] = [];
  let left = failures;
  const mailer: Mailer = {
    async send(message) {
      attempts.push(Date.now());
      if (left-- > 0) throw new Error('connection refused');
      sent.push(message.subject);
    },
    close: () => {},
  };
  return { mailer, sent, attempts };
}

const logged: string[] = [];
const log = { error: (_details: object, message: string) => void logged.push(message) };

describe('mail delivery', () => {
  it('sends once when the mail server answers', async () => {
    const { mailer, sent, attempts } = flakyMailer(0);
    const delivery = mailDelivery(mailer, log, { attempts: 3, firstDelayMs: 10, factor: 2 });
    delivery.deliver(mail('one'));
    await delivery.settled();
    expect(sent).toEqual(['one']);
    expect(attempts).toHaveLength(1);
  });

  it('retries a failed send with growing waits and sends it once', async () => {
    const { mailer, sent, attempts } = flakyMailer(2);
    const delivery = mailDelivery(mailer, log, { attempts: 4, firstDelayMs: 40, factor: 3 });
    delivery.deliver(mail('shipped'));
    await delivery.settled();
    expect(sent).toEqual(['shipped']);
    expect(attempts).toHaveLength(3);
    const [a, b, c] = attempts as [number, number, number];
    expect(b - a).toBeGreaterThanOrEqual(35);
    expect(c - b).toBeGreaterThanOrEqual(110);
  });

  it('gives up after the last attempt', async () => {
    const { mailer, sent, attempts } = flakyMailer(10);
    const delivery = mailDelivery(mailer, log, { attempts: 3, firstDelayMs: 5, factor: 2 });
    delivery.deliver(mail('lost'));
    await delivery.settled();
    expect(sent).toEqual([]);
    expect(attempts).toHaveLength(3);
    expect(logged.slice(-3)).toEqual([
      'mail not sent, will retry',
      'mail not sent, will retry',
      'mail not sent, given up',
    ]);
  });

  it('drain cuts a long backoff short with one last attempt', async () => {
    const { mailer, sent, attempts } = flakyMailer(1);
    const delivery = mailDelivery(mailer, log, { attempts: 5, firstDelayMs: 60_000, factor: 2 });
    delivery.deliver(mail('closing'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    await delivery.drain();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(sent).toEqual(['closing']);
    expect(attempts).toHaveLength(2);
  });

  it('runs deferred work one after another in the order given, and waits for the mails it queues', async () => {
    const { mailer, sent } = flakyMailer(0);
    const delivery = mailDelivery(mailer, log, { attempts: 3, firstDelayMs: 10, factor: 2 });
    const ran: string[] = [];
    delivery.defer(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      ran.push('first');
      delivery.deliver(mail('first'));
    });
    delivery.defer(async () => {
      ran.push('second');
      delivery.deliver(mail('second'));
    });
    await delivery.settled();
    expect(ran).toEqual(['first', 'second']);
    expect(sent.sort()).toEqual(['first', 'second']);
  });

  it('logs deferred work that fails and goes on with the next', async () => {
    const { mailer, sent } = flakyMailer(0);
    const delivery = mailDelivery(mailer, log, { attempts: 3, firstDelayMs: 10, factor: 2 });
    delivery.defer(() => Promise.reject(new Error('database away')));
    delivery.defer(async () => delivery.deliver(mail('after')));
    await delivery.drain();
    expect(logged.at(-1)).toBe('mails not written, given up');
    expect(sent).toEqual(['after']);
  });

  describe("with the server's traffic, on a fake clock", () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    });
    afterEach(() => vi.useRealTimers());

    /** Requests arriving every 5 ms, as at a sale, until the returned function is called. */
    function steadyTraffic(traffic: Traffic) {
      traffic.arrived();
      const arriving = setInterval(() => traffic.arrived(), 5);
      return () => clearInterval(arriving);
    }

    it('starts deferred work once requests stop arriving, and at once when drained', async () => {
      const traffic = new Traffic();
      const stop = steadyTraffic(traffic);
      const { mailer, sent } = flakyMailer(0);
      const delivery = mailDelivery(mailer, log, { attempts: 3, firstDelayMs: 10, factor: 2, traffic });
      let ranAt: number | undefined;
      delivery.defer(async () => {
        ranAt = performance.now();
        delivery.deliver(mail('confirmed'));
      });
      await vi.advanceTimersByTimeAsync(1000);
      expect(ranAt).toBeUndefined();
      stop();
      const quietFrom = performance.now();
      await vi.advanceTimersByTimeAsync(QUIET_MS);
      await delivery.settled();
      expect(ranAt).toBeGreaterThanOrEqual(quietFrom);
      expect(sent).toEqual(['confirmed']);

      // A closing server sends what is left without waiting for its traffic.
      const stopAgain = steadyTraffic(traffic);
      try {
        delivery.defer(async () => delivery.deliver(mail('closing')));
        const started = performance.now();
        await delivery.drain();
        expect(performance.now()).toBe(started);
        expect(sent).toEqual(['confirmed', 'closing']);
      } finally {
        stopAgain();
      }
    });

    it('under steady traffic, runs every deferred work by its own latest time', async () => {
      const traffic = new Traffic();
      const stop = steadyTraffic(traffic);
      try {
        const { mailer } = flakyMailer(0);
        const delivery = mailDelivery(mailer, log, {
          attempts: 3,
          firstDelayMs: 10,
          factor: 2,
          traffic,
          mostWaitMs: 150,
        });
        const ranAt: number[] = [];
        for (let i = 0; i < 3; i++) delivery.defer(async () => void ranAt.push(performance.now()));
        await vi.advanceTimersByTimeAsync(149);
        expect(ranAt).toEqual([]);
        await vi.advanceTimersByTimeAsync(1);
        // Each waited for the same busy moment, not once more for each work before it.
        expect(ranAt).toEqual([150, 150, 150]);
      } finally {
        stop();
      }
    });
  });
});
