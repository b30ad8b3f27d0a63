import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  SHOPPING_MESSAGES,
  type PublicConfig,
  type SimulatedFaults,
  type SimulatedFaultsBody,
  type SimulatedRefundList,
} from '@shop/shared';
import type { Payments, SimulatedGateway } from '../../lib/payments/payments.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import { removeOrderedVariantLines } from '../cart/index.ts';
import * as repo from './orders.repository.ts';
import { markPaidLocked, runChange, settleRefundLocked, type LifecycleDeps } from './orders.lifecycle.ts';

type Deps = LifecycleDeps & { log: FastifyBaseLogger; switches?: SwitchPayments | undefined };

/**
 * Provider orders that pay a cash-on-delivery order's switch to online (the COD rules' module,
 * wired by the composition root): the webhook and the simulated bank hand them over.
 */
export type SwitchPayments = {
  /** 'payable' while the switch is unpaid, 'paid' once paid, null when the provider order is not a switch's. */
  state(providerOrderId: string): Promise<'payable' | 'paid' | null>;
  /** Applies a captured payment; null when the provider order is not a switch's. */
  settle(input: {
    providerOrderId: string;
    paymentId: string;
    amountPaise: number | undefined;
  }): Promise<'switched' | 'refused' | 'duplicate' | 'ignored' | null>;
};

/** What the web needs to open the checkout widget, whichever adapter runs. */
export function publicConfig(payments: Payments): PublicConfig {
  return {
    paymentProvider: payments.provider,
    razorpayKeyId: payments.keyId,
    checkoutScriptUrl: payments.checkoutScriptUrl,
  };
}

/**
 * The simulated gateway's "bank": a success answers Razorpay's checkout response, signed like
 * Razorpay signs it; a failure answers an error whose message is the decline's description.
 * Only the order's owner can pay it, and only while it is pending and unpaid. A COD order's
 * switch to online is paid from a signed link without signing in, as Razorpay's own widget takes
 * it: its provider order id, handed only to the link's holder, stands for the sign-in.
 */
export async function simulatedPay(
  { db, payments, switches }: Pick<Deps, 'db' | 'payments' | 'switches'>,
  userId: string | null,
  body: { razorpayOrderId: string; outcome: 'success' | 'failure' },
) {
  const gateway = payments.simulated;
  if (!gateway) throw AppError.notFound();
  const switchState = await switches?.state(body.razorpayOrderId);
  const order = switchState ? undefined : await repo.findOrderByProviderOrderId(db, body.razorpayOrderId);
  if (switchState === 'paid') throw AppError.badRequest(SHOPPING_MESSAGES.paymentAlreadyMade);
  if (!switchState) {
    if (!userId) throw AppError.unauthenticated();
    if (!order || order.userId !== userId) throw AppError.notFound(SHOPPING_MESSAGES.orderNotFound);
    if (order.status === 'cancelled') throw AppError.badRequest(SHOPPING_MESSAGES.paymentOrderCancelled);
    if (order.paymentStatus === 'paid') throw AppError.badRequest(SHOPPING_MESSAGES.paymentAlreadyMade);
  }
  if (body.outcome === 'failure') throw AppError.badRequest(SHOPPING_MESSAGES.paymentDeclinedSimulated);
  const paymentId = gateway.newPaymentId();
  return {
    razorpay_order_id: body.razorpayOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: gateway.signPayment(body.razorpayOrderId, paymentId),
  };
}

/** The simulated gateway's faults as they are now. */
export function simulatedFaults(gateway: SimulatedGateway): SimulatedFaults {
  return { refunds: gateway.failRefunds ? 'fail' : 'ok', orders: gateway.failOrders ? 'fail' : 'ok' };
}

/** Switches the faults named (development only); answers them all as they are now. */
export function switchSimulatedFaults(gateway: SimulatedGateway, body: SimulatedFaultsBody): SimulatedFaults {
  if (body.refunds) gateway.failRefunds = body.refunds === 'fail';
  if (body.orders) gateway.failOrders = body.orders === 'fail';
  return simulatedFaults(gateway);
}

/** The refunds the simulated gateway made, oldest first, as the provider would count them. */
export function simulatedRefunds(gateway: SimulatedGateway): SimulatedRefundList {
  return { refunds: gateway.refunds.map((refund) => ({ ...refund })) };
}

/** The parts of Razorpay's webhook event this shop reads; anything else in it is ignored. */
const WebhookEvent = z.object({
  event: z.string(),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: z.string(),
          order_id: z.string().nullish(),
          amount: z.number().int().optional(),
        }),
      })
      .optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    refund: z
      .object({
        entity: z.object({
          id: z.string(),
          payment_id: z.string(),
          error_description: z.string().nullish(),
        }),
      })
      .optional(),
  }),
});

const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);
/** A refund that was pending has reached its end at the bank. */
const REFUND_EVENTS = { 'refund.processed': 'processed', 'refund.failed': 'failed' } as const;
const isRefundEvent = (event: string): event is keyof typeof REFUND_EVENTS => Object.hasOwn(REFUND_EVENTS, event);

export type WebhookOutcome = 'paid' | 'duplicate' | 'ignored' | 'late-payment' | 'refund-settled';

/** Applies `refund.processed` / `refund.failed` once per event: the order's refund follows it. */
async function handleRefundEvent(
  deps: Deps,
  event: keyof typeof REFUND_EVENTS,
  refund: { id: string; payment_id: string; error_description?: string | null | undefined },
  eventId: string | undefined,
): Promise<WebhookOutcome> {
  return runChange(deps, async (tx, emit): Promise<WebhookOutcome> => {
    const fresh = await repo.recordPaymentEvent(tx, {
      providerEventId: eventId || `${event}:${refund.id}`,
      orderId: null,
      type: event,
    });
    if (!fresh) return 'duplicate';
    const settled = await settleRefundLocked(tx, emit, {
      providerRefundId: refund.id,
      providerPaymentId: refund.payment_id,
      status: REFUND_EVENTS[event],
      failure: refund.error_description ?? null,
    });
    if (settled === 'unchanged') deps.log.warn({ refundId: refund.id, event }, 'refund webhook changed nothing');
    return settled === 'settled' ? 'refund-settled' : 'ignored';
  });
}

/**
 * Applies the provider's `payment.captured` / `order.paid` event, so an order is paid even if the
 * browser never comes back. The signature covers the raw bytes; each event is applied once
 * (payment_events), and marking paid is conditional, so deliveries in any number change it once.
 */
export async function handleWebhook(
  deps: Deps,
  rawBody: Buffer,
  signature: string | undefined,
  eventId: string | undefined,
  now = new Date(),
): Promise<WebhookOutcome> {
  const { payments, log } = deps;
  if (!payments.verifyWebhook(rawBody, signature)) {
    throw AppError.badRequest(SHOPPING_MESSAGES.webhookSignatureInvalid);
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw AppError.badRequest('Invalid JSON');
  }
  const parsed = WebhookEvent.safeParse(json);
  if (!parsed.success) return 'ignored';
  if (isRefundEvent(parsed.data.event)) {
    const refund = parsed.data.payload.refund?.entity;
    return refund ? handleRefundEvent(deps, parsed.data.event, refund, eventId) : 'ignored';
  }
  if (!PAID_EVENTS.has(parsed.data.event)) return 'ignored';
  const { event, payload } = parsed.data;
  const payment = payload.payment?.entity;
  const providerOrderId = payment?.order_id ?? payload.order?.entity.id;
  if (!payment || !providerOrderId) return 'ignored';

  // A COD order's switch to online has a provider order of its own, applied by its module.
  const switched = await deps.switches?.settle({ providerOrderId, paymentId: payment.id, amountPaise: payment.amount });
  if (switched) {
    log.info({ providerOrderId, outcome: switched }, 'payment webhook for a switch to online');
    return switched === 'switched' ? 'paid' : switched === 'refused' ? 'late-payment' : switched;
  }

  const outcome = await runChange(deps, async (tx, emit): Promise<WebhookOutcome> => {
    // The order row first, as verify does, then the event record: one lock order, no deadlock.
    const order = await repo.lockOrderByProviderOrderId(tx, providerOrderId);
    const fresh = await repo.recordPaymentEvent(tx, {
      providerEventId: eventId || `${event}:${payment.id}`,
      orderId: order?.id ?? null,
      type: event,
    });
    if (!fresh) return 'duplicate';
    if (!order) {
      log.warn({ providerOrderId, event }, 'payment webhook for an unknown provider order');
      return 'ignored';
    }
    // A payment event says how much was paid; one that does not cannot show the order is paid in
    // full, however well it is signed, so it is never taken for a payment.
    // An online order pays all but its store credit; a part-paid cash-on-delivery order its token.
    const owed = order.paymentMethod === 'cod' ? order.prepaidPaise : repo.amountDuePaise(order);
    if (payment.amount === undefined || payment.amount !== owed) {
      log.error(
        { orderId: order.id, amount: payment.amount ?? null, due: owed },
        payment.amount === undefined ? 'payment webhook without an amount' : 'paid amount differs from order',
      );
      return 'ignored';
    }
    const result = await markPaidLocked(tx, emit, order, payment.id, now);
    if (result === 'paid') {
      const items = await repo.findItemsOfOrders(tx, [order.id]);
      const lines = items.flatMap((i) => (i.variantId ? [{ variantId: i.variantId, size: i.size }] : []));
      await removeOrderedVariantLines(tx, order.userId, lines);
    }
    if (result === 'late-payment') {
      log.warn({ orderId: order.id, paymentId: payment.id }, 'payment captured for a cancelled order: refunded');
    }
    return result;
  });
  return outcome;
}
