import fp from 'fastify-plugin';
import { API_BASE_PATH, PAGES } from '@shop/shared';
import { outboxOf } from '../../lib/outbox/outbox.ts';
import { MOST_WAIT_MS } from '../../lib/http/traffic.ts';
import { providedLater } from '../../plugins/ports.ts';
import { documentAttachment, issueCreditNote, issueInvoice, reissueInvoice } from '../invoices/index.ts';
import type { OrderPayments } from '../payments/index.ts';
import { createOrderEvents, type OrderEvent, type OrderEvents } from './orders.events.ts';
import { followRefunds, type LifecycleDeps } from './orders.lifecycle.ts';
import { subscribeOrderMails, type PayOnlineOffer } from './orders.notify.ts';
import { assertPayableOrder, captureOrderPayment } from './orders.payments.ts';
import ordersRoutes from './orders.routes.ts';
import type { CodPlacement } from './orders.service.ts';
import { scheduleOrderJobs } from './orders.sweep.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The order lifecycle's events: `subscribe` (after commit) and `registerTransitionEffect` (in it). */
    orderEvents: OrderEvents;
    /** What every change of an order needs: the lifecycle's owners of status, stock and money. */
    orderLifecycle: LifecycleDeps;
    /**
     * The COD decision at checkout, made in the placing transaction: provided by the cod-risk
     * module, which stands on the order lifecycle and so registers after orders.
     */
    codPlacement: CodPlacement;
    /** The link a COD order's mails offer for paying online instead: provided by the cod-risk module. */
    payOnlineOffer: PayOnlineOffer;
  }
}

/**
 * The orders module: the order lifecycle and its events, as ports (the shipping, cod-risk and
 * admin modules change orders through them); the tax documents every change owes, in its
 * transaction; the customer's and the owner's mails; checkout and the customer's routes; the
 * sweeps; the capture of a payment, as the payments module's `orderPayments` port.
 */
export const ordersModule = fp(
  async (app) => {
    const { config } = app;
    const events = createOrderEvents(outboxOf<OrderEvent>(app.outbox));
    app.decorate('orderEvents', events);
    const lifecycle: LifecycleDeps = {
      db: app.db,
      payments: app.payments,
      events,
      inventory: app.inventory,
      ledger: app.ledger,
      log: app.log,
    };
    app.decorate('orderLifecycle', lifecycle);

    // Invoices commit or roll back with the change that causes them: a tax invoice when an order
    // is confirmed (cash on delivery placed, online paid), a credit note when it is cancelled.
    events.registerTransitionEffect(async (tx, event, written) => {
      if (event.type === 'order.confirmed') {
        const invoice = await issueInvoice(tx, event.orderId, config.seller, new Date(), app.invoiceIssuer, written);
        // The order's answer shows its invoice's number without reading it back.
        if (written) written.invoiceNumber = invoice.number;
      }
      // A COD order paid online instead before it shipped: its invoice is replaced at the new amounts.
      if (event.type === 'order.paid-online-instead' && event.invoiced) {
        await reissueInvoice(tx, event.orderId, config.seller);
      }
      if (event.type === 'order.cancelled') await issueCreditNote(tx, event.orderId);
    });

    subscribeOrderMails({
      events,
      db: app.db,
      mail: app.mailQueue,
      site: app.mailSite,
      owner: {
        email: config.mail.ownerEmail,
        orderPageUrl: (orderId) => new URL(PAGES.adminOrder.replace(':id', orderId), config.publicUrl).toString(),
      },
      documents: (kind, orderId) => documentAttachment(app.db, app.taxDocuments, kind, orderId),
      quiet: (since) => app.traffic.quiet(MOST_WAIT_MS, since),
      payOnlineOffer: providedLater(app, 'payOnlineOffer'),
    });

    await app.register(ordersRoutes, {
      prefix: API_BASE_PATH,
      codPlacement: providedLater(app, 'codPlacement'),
      prepaidDiscount: providedLater(app, 'prepaidDiscount'),
      pricing: app.pricing,
      serviceability: app.serviceability,
    });

    const orderPayments: OrderPayments = {
      capture: (input) => captureOrderPayment({ ...lifecycle, log: app.log }, input),
      assertPayable: (providerOrderId, userId) => assertPayableOrder(app, providerOrderId, userId),
    };
    app.decorate('orderPayments', orderPayments);

    scheduleOrderJobs({ ...lifecycle, jobs: app.jobs });
    // An order's payment status follows its refunds; every provider refund is sent and settled by payments.
    followRefunds(lifecycle);
  },
  {
    name: 'orders',
    decorators: {
      fastify: ['inventory', 'ledger', 'pricing', 'serviceability', 'taxDocuments', 'invoiceIssuer'],
    },
  },
);
