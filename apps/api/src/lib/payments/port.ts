export type PaymentProvider = 'razorpay' | 'simulated';

/** The provider's order a checkout widget pays: amount in paise. */
export type ProviderOrder = { id: string; amount: number; currency: 'INR' };

/** A refund as the provider answers it: amount in paise. */
export type ProviderRefund = {
  id: string;
  paymentId: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
};

/**
 * The provider refused a call or could not be reached. `retryable` says whether the same call
 * later may succeed: no answer at all, 409 (the same key still being processed), 429 or a 5xx
 * are worth retrying with the same idempotency key; any other refusal is final.
 */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean, options?: { cause?: unknown }) {
    super(message, options);
    this.retryable = retryable;
  }
}

/**
 * Razorpay's rule for a refund's idempotency key (the `X-Refund-Idempotency` header): at least
 * 10 characters, letters, digits, hyphens and underscores only. A UUID fits it.
 */
export const REFUND_IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;

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
  /**
   * Refunds (part of) a captured payment, after the cancellation committed. `receipt` names the
   * shop's refund so a person can recognise it; `idempotencyKey` (the shop's refund row id, the
   * same on every attempt) makes the provider answer a repeated call with the refund it already
   * made, even one still pending, so a retry after a lost answer can never pay twice. The key
   * follows Razorpay's rule: 10 characters or more of letters, digits, `-` and `_`.
   */
  refund(input: {
    paymentId: string;
    amountPaise: number;
    receipt: string;
    /** The same for every call about one refund: the provider answers a repeat with the first refund. */
    idempotencyKey: string;
    notes?: Record<string, string>;
  }): Promise<ProviderRefund>;
  /**
   * The provider's current word on a refund it made (for reconciling refunds left pending).
   * Both calls reject with `PaymentProviderError`.
   */
  fetchRefund(paymentId: string, refundId: string): Promise<ProviderRefund>;
  /**
   * Starts a UPI payment of a provider order without the checkout widget (Razorpay's S2S UPI):
   * `intent` and `qr` answer the provider's `upi://pay?…` link (a tile opens it, a QR code shows
   * it), `vpa` sends a collect request to the UPI ID. The amount is the provider order's own. The
   * payment is confirmed only by the signed webhook. Rejects with `PaymentProviderError`.
   */
  startUpi(input: {
    providerOrderId: string;
    flow: 'intent' | 'qr' | 'vpa';
    vpa?: string | undefined;
    email: string;
    contact: string;
  }): Promise<{ paymentId: string; link: string | null }>;
  /** Only the simulated gateway can pay: it signs like Razorpay does, with its local secret. */
  simulated?: SimulatedGateway;
};

/** A UPI payment the simulated gateway started: the provider order it pays and how it was asked for. */
export type SimulatedUpiPayment = { providerOrderId: string; amountPaise: number; flow: 'intent' | 'qr' | 'vpa' };

export type SimulatedGateway = {
  /** A new payment's id; given the provider order it pays, the gateway remembers what it took. */
  newPaymentId(providerOrderId?: string): string;
  signPayment(providerOrderId: string, paymentId: string): string;
  signWebhook(rawBody: Buffer | string): string;
  /** The refunds it made, newest last (what a merchant dashboard would list). */
  refunds: ProviderRefund[];
  /** Moves a pending refund to its end, as the bank's answer does; the webhook is the caller's to send. */
  settleRefund(refundId: string, status: 'processed' | 'failed'): ProviderRefund;
  /**
   * When set, the next refunds fail as if the provider were unreachable (a retryable
   * `PaymentProviderError`) and nothing is recorded, so a retry with the same key after the fault
   * is lifted makes the refund once.
   */
  failRefunds: boolean;
  /**
   * When set, the next refunds answer `pending`, as Razorpay's normal-speed refunds do; their
   * outcome then arrives later as a `refund.processed` or `refund.failed` webhook.
   */
  holdRefunds: boolean;
  /** When set, creating provider orders fails (the provider down), as a test or a demo may ask. */
  failOrders: boolean;
  /** The UPI payments it started, by payment id (what the simulated UPI app pays or declines). */
  upiPayments: Map<string, SimulatedUpiPayment>;
};
