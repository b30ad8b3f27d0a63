import crypto from 'node:crypto';

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
