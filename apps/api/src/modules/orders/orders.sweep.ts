import type { FastifyInstance } from 'fastify';
import { expireUnpaidOnlineOrders, type LifecycleDeps } from './orders.lifecycle.ts';

export const SWEEP_INTERVAL_MS = 60_000;

/**
 * One sweep. Several instances may sweep at the same moment: each expired order is claimed in its
 * own transaction with FOR UPDATE SKIP LOCKED, so each is cancelled once, and its events are
 * published after its own commit. (A job-wide lock around the sweep would turn those transactions
 * into savepoints of one long transaction and publish events before anything committed.)
 */
export function sweepOnce(deps: LifecycleDeps, now = new Date()): Promise<string[]> {
  return expireUnpaidOnlineOrders(deps, now);
}

/** Runs the sweep every minute while the app is up (started on ready, stopped on close). */
export function scheduleUnpaidOrderSweep(app: FastifyInstance, everyMs = SWEEP_INTERVAL_MS) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const sweep = async () => {
    try {
      const expired = await sweepOnce({ db: app.db, payments: app.payments, events: app.orderEvents, log: app.log });
      if (expired.length > 0) app.log.info({ orders: expired }, 'unpaid online orders expired, stock restored');
    } catch (error) {
      app.log.error({ err: error }, 'unpaid order sweep failed');
    } finally {
      running = undefined;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= sweep();
    }, everyMs);
    timer.unref();
  });
  // Stops the timer and lets a sweep in progress finish before the database closes.
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
