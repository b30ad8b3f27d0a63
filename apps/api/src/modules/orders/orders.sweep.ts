import type { FastifyInstance } from 'fastify';
import { runExclusive } from '../../db/exclusive.ts';
import { expireUnpaidOnlineOrders, type LifecycleDeps } from './orders.lifecycle.ts';

export const SWEEP_INTERVAL_MS = 60_000;

/**
 * One sweep across all instances: whichever instance takes the job's lock sweeps; the others skip
 * this tick. Answers the ids cancelled, or undefined when another instance was sweeping.
 */
export function sweepOnce(deps: LifecycleDeps, now = new Date()): Promise<string[] | undefined> {
  return runExclusive(deps.db, 'unpaid-order-sweep', (locked) =>
    expireUnpaidOnlineOrders({ ...deps, db: locked }, now),
  );
}

/** Runs the sweep every minute while the app is up (started on ready, stopped on close). */
export function scheduleUnpaidOrderSweep(app: FastifyInstance, everyMs = SWEEP_INTERVAL_MS) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const sweep = async () => {
    try {
      const expired = await sweepOnce({ db: app.db, payments: app.payments, events: app.orderEvents, log: app.log });
      if (expired && expired.length > 0)
        app.log.info({ orders: expired }, 'unpaid online orders expired, stock restored');
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
