import type { FastifyInstance } from 'fastify';
import { UNPAID_ONLINE_ORDER_TTL_MINUTES } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { runExclusive } from '../../db/exclusive.ts';
import * as repo from './orders.repository.ts';
import { restoreOrderStock } from './orders.stock.ts';

export const SWEEP_INTERVAL_MS = 60_000;
const MAX_ORDERS_PER_SWEEP = 500;

/**
 * Cancels online orders still unpaid `UNPAID_ONLINE_ORDER_TTL_MINUTES` after they were placed and
 * puts their stock back; answers the ids it cancelled. One order per transaction: each claims its
 * row with FOR UPDATE SKIP LOCKED and changes it only while it is still pending and unpaid, so
 * several API instances sweeping at once (or a payment arriving meanwhile) never double-restore.
 */
export async function expireUnpaidOnlineOrders(db: Db, now = new Date()): Promise<string[]> {
  const cutoff = new Date(now.getTime() - UNPAID_ONLINE_ORDER_TTL_MINUTES * 60_000);
  const expired: string[] = [];
  while (expired.length < MAX_ORDERS_PER_SWEEP) {
    const id = await db.transaction(async (tx) => {
      const [order] = await repo.cancelUnpaidOnlineOrders(tx, cutoff, 1, now);
      if (!order) return null;
      await restoreOrderStock(tx, order.id);
      await repo.insertStatusChange(tx, {
        orderId: order.id,
        fromStatus: 'pending',
        toStatus: 'cancelled',
        changedBy: null,
        note: `Online payment not received within ${UNPAID_ONLINE_ORDER_TTL_MINUTES} minutes`,
      });
      return order.id;
    });
    if (!id) break;
    expired.push(id);
  }
  return expired;
}

/**
 * One sweep across all instances: whichever instance takes the job's lock sweeps; the others skip
 * this tick. Answers the ids cancelled, or undefined when another instance was sweeping.
 */
export function sweepOnce(db: Db, now = new Date()): Promise<string[] | undefined> {
  return runExclusive(db, 'unpaid-order-sweep', (locked) => expireUnpaidOnlineOrders(locked, now));
}

/** Runs the sweep every minute while the app is up (started on ready, stopped on close). */
export function scheduleUnpaidOrderSweep(app: FastifyInstance, everyMs = SWEEP_INTERVAL_MS) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const sweep = async () => {
    try {
      const expired = await sweepOnce(app.db);
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
