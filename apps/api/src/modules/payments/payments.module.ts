import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@shop/shared';
import { outboxOf } from '../../lib/outbox/outbox.ts';
import { providedLater } from '../../plugins/ports.ts';
import type { PaymentEvent } from './payments.events.ts';
import { schedulePaymentJobs } from './payments.jobs.ts';
import { createLedger, type Ledger } from './payments.ledger.ts';
import paymentsRoutes from './payments.routes.ts';
import type { OrderPayments, SwitchPayments } from './payments.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The only writer of money in and out of an order: its tenders and every refund. */
    ledger: Ledger;
    /** A captured payment applied to its order: provided by the orders module (registered after payments). */
    orderPayments: OrderPayments;
    /** A cash-on-delivery order's switch to paying online: provided by the cod-risk module (registered after payments). */
    switchPayments: SwitchPayments;
  }
}

/**
 * The payments module: the ledger, as the `ledger` port every order and return change writes
 * through; the gateway's routes and webhook, which hand a captured payment to the order (or to a
 * COD order's switch) it pays; the refunds' jobs.
 */
export const paymentsModule = fp(
  async (app) => {
    const ledger = createLedger(outboxOf<PaymentEvent>(app.outbox));
    app.decorate('ledger', ledger);
    await app.register(paymentsRoutes, {
      prefix: API_BASE_PATH,
      db: app.db,
      payments: app.payments,
      ledger,
      orders: providedLater(app, 'orderPayments'),
      switches: providedLater(app, 'switchPayments'),
    });
    // Every provider refund is sent and settled here, whatever caused it.
    schedulePaymentJobs({ db: app.db, payments: app.payments, ledger, log: app.log, jobs: app.jobs });
  },
  { name: 'payments' },
);
