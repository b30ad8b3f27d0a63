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
import { settleProviderRefund, type RefundDeps } from './payments.refunds.ts';
import { settleUpiAttempt } from './payments.repository.ts';

/**
 * Provider orders that pay a cash-on-delivery order's switch to online (the COD rules' module,
 * as the `switchPayments` port): the webhook and the simulated bank hand them over.
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

/**
 * The shop's orders as the payment routes reach them (the orders module, as
 * the `orderPayments` port): a captured payment applied to its order, and who may pay a provider order.
 */
export type OrderPayments = {
  capture(input: {
    providerOrderId: string;
    paymentId: string;
    amountPaise: number | undefined;
    eventKey: string;
    event: string;
  }): Promise<'paid' | 'duplicate' | 'ignored' | 'late-payment'>;
  /** Throws the refusal when this shopper may not pay this provider order now. */
  assertPayable(providerOrderId: string, userId: string | null): Promise<void>;
};

export type PaymentDeps = RefundDeps & {
  log: FastifyBaseLogger;
  orders: OrderPayments;
  switches?: SwitchPayments | undefined;
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
  { payments, orders, switches }: Pick<PaymentDeps, 'payments' | 'orders' | 'switches'>,
  userId: string | null,
  body: { razorpayOrderId: string; outcome: 'success' | 'failure' },
) {
  const gateway = payments.simulated;
  if (!gateway) throw AppError.notFound();
  const switchState = await switches?.state(body.razorpayOrderId);
  if (switchState === 'paid') throw AppError.badRequest(SHOPPING_MESSAGES.paymentAlreadyMade);
  if (!switchState) await orders.assertPayable(body.razorpayOrderId, userId);
  if (body.outcome === 'failure') throw AppError.badRequest(SHOPPING_MESSAGES.paymentDeclinedSimulated);
  const paymentId = gateway.newPaymentId(body.razorpayOrderId);
  return {
    razorpay_order_id: body.razorpayOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: gateway.signPayment(body.razorpayOrderId, paymentId),
  };
}

/** The simulated gateway's faults as they are now. */
export function simulatedFaults(gateway: SimulatedGateway): SimulatedFaults {
  return {
    refunds: gateway.failRefunds ? 'fail' : gateway.holdRefunds ? 'hold' : 'ok',
    orders: gateway.failOrders ? 'fail' : 'ok',
  };
}

/** Switches the faults named (development only); answers them all as they are now. */
export function switchSimulatedFaults(gateway: SimulatedGateway, body: SimulatedFaultsBody): SimulatedFaults {
  if (body.refunds) {
    gateway.failRefunds = body.refunds === 'fail';
    gateway.holdRefunds = body.refunds === 'hold';
  }
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

export type WebhookOutcome = 'paid' | 'duplicate' | 'ignored' | 'late-payment' | 'refund-settled' | 'payment-failed';

/**
 * Applies the provider's signed webhook: a captured payment to its order (or to a COD order's
 * switch to online), so an order is paid even if the browser never comes back; a refund's
 * `refund.processed` / `refund.failed` to the refund, whatever its cause. The signature covers
 * the raw bytes; each change is applied once however often the event is delivered.
 */
export async function handleWebhook(
  deps: PaymentDeps,
  rawBody: Buffer,
  signature: string | undefined,
  eventId: string | undefined,
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
    if (!refund) return 'ignored';
    const settled = await settleProviderRefund(deps, {
      providerRefundId: refund.id,
      providerPaymentId: refund.payment_id,
      status: REFUND_EVENTS[parsed.data.event],
      failure: refund.error_description ?? null,
    });
    if (settled === 'unchanged')
      log.warn({ refundId: refund.id, event: parsed.data.event }, 'refund webhook changed nothing');
    return settled === 'settled' ? 'refund-settled' : 'ignored';
  }
  // A declined UPI payment ends its attempt (the tiles' ranking counts it); the order waits for another try.
  if (parsed.data.event === 'payment.failed') {
    const failed = parsed.data.payload.payment?.entity.id;
    if (failed && (await settleUpiAttempt(deps.db, failed, 'failed'))) return 'payment-failed';
    return 'ignored';
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
  const captured = await deps.orders.capture({
    providerOrderId,
    paymentId: payment.id,
    amountPaise: payment.amount,
    eventKey: eventId || `${event}:${payment.id}`,
    event,
  });
  // The money arrived, even late (then refunded): the UPI app did its part.
  if (captured !== 'ignored') await settleUpiAttempt(deps.db, payment.id, 'paid');
  return captured;
}
