import Razorpay from 'razorpay';
import { z } from 'zod';
import { PaymentProviderError, REFUND_IDEMPOTENCY_KEY, type Payments, type ProviderRefund } from './port.ts';
import { hmacSha256Hex, paymentSignature, signaturesMatch } from './signature.ts';

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** The header Razorpay reads a refund's idempotency key from. */
export const REFUND_IDEMPOTENCY_HEADER = 'X-Refund-Idempotency';

type RazorpayKeys = { keyId: string; keySecret: string; webhookSecret?: string | undefined };

/**
 * The SDK's request layer: an axios instance that already carries the base URL, the key pair as
 * basic authentication and the SDK's user agent. The SDK's `payments.refund` takes no headers
 * (its constructor lets through `X-Razorpay-Account` and `Content-Type` only), so a refund, which
 * must carry its idempotency header, is posted through this layer. A refund is fetched through it
 * too: the SDK's own methods fail with a TypeError instead of an error when no answer came at all.
 */
type RequestLayer = {
  defaults: { baseURL?: string };
  post(url: string, data: unknown, config: { headers: Record<string, string> }): Promise<{ data: unknown }>;
  get(url: string): Promise<{ data: unknown }>;
};

function requestLayer(client: Razorpay): RequestLayer {
  const rq = (client.api as unknown as { rq?: RequestLayer }).rq;
  if (!rq || typeof rq.post !== 'function') {
    throw new Error('The razorpay SDK no longer exposes its request layer (api.rq): refunds cannot send their key');
  }
  return rq;
}

/** The parts of Razorpay's refund entity the shop reads. */
const RefundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.coerce.number().int(),
  status: z.string(),
});

function providerRefund(entity: unknown): ProviderRefund {
  const refund = RefundEntity.parse(entity);
  const status = refund.status === 'processed' || refund.status === 'failed' ? refund.status : 'pending';
  return { id: refund.id, paymentId: refund.payment_id, amount: refund.amount, status };
}

/** One readable error from the request layer's (axios') rejection: no `response` when nothing answered. */
function providerError(error: unknown): PaymentProviderError {
  const e = error as { response?: { status?: number; data?: { error?: { description?: string } } }; message?: string };
  const status = e?.response?.status;
  const description = e?.response?.data?.error?.description ?? e?.message ?? String(error);
  const retryable = status === undefined || status === 409 || status === 429 || status >= 500;
  const message = status ? `Razorpay answered ${status}: ${description}` : `Razorpay: ${description}`;
  return new PaymentProviderError(message, retryable, { cause: error });
}

/**
 * Razorpay through its official SDK. Signatures are checked here rather than with the SDK's
 * utilities because those compare with `===`; ours compare in constant time. `apiUrl` points the
 * SDK at another host (a local stand-in in tests); Razorpay's own host otherwise.
 */
export function razorpayPayments(keys: RazorpayKeys, options: { apiUrl?: string } = {}): Payments {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  const http = requestLayer(client);
  if (options.apiUrl) http.defaults.baseURL = options.apiUrl;
  return {
    provider: 'razorpay',
    keyId: keys.keyId,
    checkoutScriptUrl: RAZORPAY_CHECKOUT_SCRIPT,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await client.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes: notes ?? {} });
      return { id: order.id, amount: Number(order.amount), currency: 'INR' };
    },
    // Razorpay answers a repeated key with the refund it made; the body must be the same each time.
    async refund({ paymentId, amountPaise, receipt, idempotencyKey, notes }) {
      if (!REFUND_IDEMPOTENCY_KEY.test(idempotencyKey)) {
        throw new PaymentProviderError('Refund idempotency key is invalid', false);
      }
      const body = { amount: amountPaise, speed: 'normal', receipt, notes: notes ?? {} };
      const answer = await http
        .post(`/v1/payments/${encodeURIComponent(paymentId)}/refund`, body, {
          headers: { [REFUND_IDEMPOTENCY_HEADER]: idempotencyKey },
        })
        .catch((error: unknown) => {
          throw providerError(error);
        });
      return providerRefund(answer.data);
    },
    async fetchRefund(paymentId, refundId) {
      const answer = await http
        .get(`/v1/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}`)
        .catch((error: unknown) => {
          throw providerError(error);
        });
      return providerRefund(answer.data);
    },
    // Razorpay's S2S UPI (docs/decisions/0298): `POST /v1/payments/create/upi` with the provider
    // order and its amount; intent answers `link`, the `upi://pay` link a UPI app opens (drawn as
    // a QR code on a laptop, never changed); collect sends the request to the UPI ID.
    async startUpi({ providerOrderId, flow, vpa, email, contact }) {
      const order = await http.get(`/v1/orders/${encodeURIComponent(providerOrderId)}`).catch((error: unknown) => {
        throw providerError(error);
      });
      const { amount_due: amount } = z.object({ amount_due: z.coerce.number().int() }).parse(order.data);
      const body = {
        amount,
        currency: 'INR',
        order_id: providerOrderId,
        email,
        contact,
        method: 'upi',
        upi: flow === 'vpa' ? { flow: 'collect', vpa, expiry_time: 5 } : { flow: 'intent' },
      };
      const answer = await http.post('/v1/payments/create/upi', body, { headers: {} }).catch((error: unknown) => {
        throw providerError(error);
      });
      const created = z.object({ razorpay_payment_id: z.string(), link: z.string().optional() }).parse(answer.data);
      return { paymentId: created.razorpay_payment_id, link: created.link ?? null };
    },
    verifyPayment: ({ providerOrderId, paymentId, signature }) =>
      signaturesMatch(paymentSignature(keys.keySecret, providerOrderId, paymentId), signature),
    verifyWebhook: (rawBody, signature) =>
      keys.webhookSecret ? signaturesMatch(hmacSha256Hex(keys.webhookSecret, rawBody), signature) : false,
  };
}
