import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API, API_BASE_PATH } from '@shop/shared';
import type { Config } from '../../config.ts';
import {
  PaymentProviderError,
  REFUND_IDEMPOTENCY_KEY,
  type Payments,
  type ProviderRefund,
  type SimulatedGateway,
} from './port.ts';
import { hmacSha256Hex, paymentSignature, signaturesMatch } from './signature.ts';

export const SIMULATED_KEY_ID = 'rzp_test_simulated';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id shaped like Razorpay's: a prefix and 14 random letters and digits. */
function providerId(prefix: 'order' | 'pay' | 'rfnd'): string {
  const bytes = crypto.randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('')}`;
}

/**
 * The gateway's local secrets. Derived from JWT_SECRET when it is set (so several API instances
 * agree), otherwise from a random secret kept in the data directory (so a restart keeps them).
 */
export function simulatedSecrets(config: Config): { keySecret: string; webhookSecret: string } {
  const base = config.jwtSecret ?? dataDirSecret(config.dataDir);
  return {
    keySecret: hmacSha256Hex(base, 'simulated-payments:key-secret'),
    webhookSecret: hmacSha256Hex(base, 'simulated-payments:webhook-secret'),
  };
}

function dataDirSecret(dataDir: string): string {
  const file = path.join(dataDir, '.payments-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * The default gateway: Razorpay's flow and signature scheme without Razorpay. Its checkout widget
 * is served by this API and pays through `POST /payments/simulated/pay`.
 */
export function simulatedPayments(config: Config): Payments {
  const { keySecret, webhookSecret } = simulatedSecrets(config);
  // Each idempotency key with the request it came with and the refund it made, as Razorpay keeps them.
  const refundsByKey = new Map<string, { request: string; refund: ProviderRefund }>();
  const findRefund = (refundId: string, paymentId?: string) => {
    const refund = gateway.refunds.find((r) => r.id === refundId && (paymentId ?? r.paymentId) === r.paymentId);
    if (!refund) throw new PaymentProviderError('The id provided does not exist', false);
    return refund;
  };
  // What each provider order asks and each payment the simulated bank took, as Razorpay knows
  // them: a refund above what its payment took is refused, as Razorpay refuses it.
  const orderAmounts = new Map<string, number>();
  const paymentAmounts = new Map<string, number>();
  const gateway: SimulatedGateway = {
    newPaymentId: (providerOrderId) => {
      const id = providerId('pay');
      const amount = providerOrderId ? orderAmounts.get(providerOrderId) : undefined;
      if (amount !== undefined) paymentAmounts.set(id, amount);
      return id;
    },
    signPayment: (providerOrderId, paymentId) => paymentSignature(keySecret, providerOrderId, paymentId),
    signWebhook: (rawBody) => hmacSha256Hex(webhookSecret, rawBody),
    refunds: [],
    settleRefund: (refundId, status) => {
      const refund = findRefund(refundId);
      if (refund.status === 'pending') refund.status = status;
      return { ...refund };
    },
    failRefunds: false,
    holdRefunds: false,
    failOrders: false,
    upiPayments: new Map(),
  };
  return {
    provider: 'simulated',
    keyId: SIMULATED_KEY_ID,
    checkoutScriptUrl: `${API_BASE_PATH}${API.payments.simulatedScript}`,
    createOrder: async ({ amountPaise }) => {
      if (gateway.failOrders) throw new Error('Simulated gateway is unavailable');
      const id = providerId('order');
      orderAmounts.set(id, amountPaise);
      return { id, amount: amountPaise, currency: 'INR' };
    },
    verifyPayment: ({ providerOrderId, paymentId, signature }) =>
      signaturesMatch(paymentSignature(keySecret, providerOrderId, paymentId), signature),
    verifyWebhook: (rawBody, signature) => signaturesMatch(hmacSha256Hex(webhookSecret, rawBody), signature),
    // Razorpay's refund entity: processed at once here, since no bank is involved (unless held).
    // Like Razorpay, a key seen before answers the refund it made, as it is now; the same key with
    // another request is refused.
    refund: async ({ paymentId, amountPaise, receipt, idempotencyKey, notes }) => {
      if (!REFUND_IDEMPOTENCY_KEY.test(idempotencyKey)) {
        throw new PaymentProviderError('The idempotency key is invalid', false);
      }
      const request = JSON.stringify([paymentId, amountPaise, receipt, notes ?? {}]);
      const earlier = refundsByKey.get(idempotencyKey);
      if (earlier) {
        if (earlier.request !== request) {
          throw new PaymentProviderError(
            'Different request with the same idempotency key has already been processed.',
            false,
          );
        }
        return { ...earlier.refund };
      }
      // The fault stands for the provider being unreachable: the same call later may succeed.
      if (gateway.failRefunds) throw new PaymentProviderError('Simulated gateway refused the refund', true);
      const taken = paymentAmounts.get(paymentId);
      const refunded = gateway.refunds
        .filter((r) => r.paymentId === paymentId && r.status !== 'failed')
        .reduce((sum, r) => sum + r.amount, 0);
      if (taken !== undefined && refunded + amountPaise > taken) {
        throw new PaymentProviderError('The total refund amount is greater than the refund payment amount', false);
      }
      const status = gateway.holdRefunds ? ('pending' as const) : ('processed' as const);
      const refund: ProviderRefund = { id: providerId('rfnd'), paymentId, amount: amountPaise, status };
      gateway.refunds.push(refund);
      refundsByKey.set(idempotencyKey, { request, refund });
      return { ...refund };
    },
    fetchRefund: async (paymentId, refundId) => ({ ...findRefund(refundId, paymentId) }),
    // Razorpay's S2S UPI: a payment created now, its link a UPI app opens. A tile on a phone opens
    // the simulated UPI app (a page of this API) instead of a real app; a QR code carries a
    // `upi://pay` link shaped like the provider's; a UPI ID gets the request in the same app.
    startUpi: async ({ providerOrderId, flow }) => {
      const amountPaise = orderAmounts.get(providerOrderId);
      if (amountPaise === undefined) throw new PaymentProviderError('The id provided does not exist', false);
      const paymentId = gateway.newPaymentId(providerOrderId);
      gateway.upiPayments.set(paymentId, { providerOrderId, amountPaise, flow });
      const app = `${API_BASE_PATH}${API.payments.simulatedUpiApp(paymentId)}`;
      const qr = `upi://pay?pa=storyfit.simulated@razorpay&pn=StoryFit&tr=${paymentId}&am=${(amountPaise / 100).toFixed(2)}&cu=INR&mode=04`;
      return { paymentId, link: flow === 'intent' ? app : flow === 'qr' ? qr : null };
    },
    simulated: gateway,
  };
}
