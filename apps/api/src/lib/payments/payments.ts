import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { razorpayPayments } from './razorpay.ts';
import { simulatedPayments } from './simulated.ts';

export type PaymentProvider = 'razorpay' | 'simulated';

/** The provider's order a checkout widget pays: amount in paise. */
export type ProviderOrder = { id: string; amount: number; currency: 'INR' };

/**
 * The payments port. Both adapters speak Razorpay's protocol: a provider order per shop order,
 * a checkout widget, an HMAC-SHA256 signature of `order_id|payment_id`, and signed webhooks.
 */
export type Payments = {
  provider: PaymentProvider;
  /** The public key the checkout widget is opened with. */
  keyId: string;
  /** Where the browser loads the checkout widget from (absolute, or a path on this API). */
  checkoutScriptUrl: string;
  createOrder(input: { amountPaise: number; receipt: string; notes?: Record<string, string> }): Promise<ProviderOrder>;
  /** Whether `signature` is the provider's signature of this payment of this provider order. */
  verifyPayment(input: { providerOrderId: string; paymentId: string; signature: string }): boolean;
  /** Whether `signature` (the X-Razorpay-Signature header) signs these exact raw bytes. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
  /** Only the simulated gateway can pay: it signs like Razorpay does, with its local secret. */
  simulated?: SimulatedGateway;
};

export type SimulatedGateway = {
  newPaymentId(): string;
  signPayment(providerOrderId: string, paymentId: string): string;
  signWebhook(rawBody: Buffer | string): string;
};

export function hmacSha256Hex(secret: string, message: Buffer | string): string {
  return crypto.createHmac('sha256', secret).update(message).digest('hex');
}

/** Constant-time comparison of a received hex signature with the expected one. */
export function signaturesMatch(expected: string, received: string | undefined): boolean {
  if (typeof received !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** Razorpay's payment signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function paymentSignature(secret: string, providerOrderId: string, paymentId: string): string {
  return hmacSha256Hex(secret, `${providerOrderId}|${paymentId}`);
}

/** Razorpay with keys in the environment; otherwise the simulated gateway, which needs no set-up. */
export function createPayments(config: Config, log?: FastifyBaseLogger): Payments {
  if (config.razorpay) {
    if (!config.razorpay.webhookSecret) {
      log?.warn('RAZORPAY_WEBHOOK_SECRET is not set: payment webhooks will be refused');
    }
    return razorpayPayments(config.razorpay);
  }
  if (config.isProduction) {
    log?.warn('No Razorpay keys: the SIMULATED payment gateway is active, online orders are not really paid');
  }
  return simulatedPayments(config);
}
