import Razorpay from 'razorpay';
import type { Payments } from './port.ts';
import { hmacSha256Hex, paymentSignature, signaturesMatch } from './signature.ts';

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

type RazorpayKeys = { keyId: string; keySecret: string; webhookSecret?: string | undefined };

/**
 * Razorpay through its official SDK. Signatures are checked here rather than with the SDK's
 * utilities because those compare with `===`; ours compare in constant time.
 */
export function razorpayPayments(keys: RazorpayKeys): Payments {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  return {
    provider: 'razorpay',
    keyId: keys.keyId,
    checkoutScriptUrl: RAZORPAY_CHECKOUT_SCRIPT,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await client.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes: notes ?? {} });
      return { id: order.id, amount: Number(order.amount), currency: 'INR' };
    },
    async refund({ paymentId, amountPaise, receipt, notes }) {
      const refund = await client.payments.refund(paymentId, {
        amount: amountPaise,
        speed: 'normal',
        receipt,
        notes: notes ?? {},
      });
      const status = refund.status === 'processed' || refund.status === 'failed' ? refund.status : 'pending';
      return { id: refund.id, paymentId, amount: Number(refund.amount), status };
    },
    verifyPayment: ({ providerOrderId, paymentId, signature }) =>
      signaturesMatch(paymentSignature(keys.keySecret, providerOrderId, paymentId), signature),
    verifyWebhook: (rawBody, signature) =>
      keys.webhookSecret ? signaturesMatch(hmacSha256Hex(keys.webhookSecret, rawBody), signature) : false,
  };
}
