/**
 * Idempotency keys for calls a shopper may send again after losing the answer (placing an order,
 * verifying a payment). The server answers a retry with the same key as it answered the first
 * call, so a bad network never places two orders.
 */

/**
 * A new key (a random UUID): the one place the web makes them. Browsers offer `randomUUID` on
 * HTTPS and localhost only; a phone trying the dev server over the local network gets the same
 * kind of UUID built from `getRandomValues`, which every page has.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 9562 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The keys of one kind of call, attempt by attempt. The same body again is a retry of the current
 * attempt and keeps its key, whatever the previous try answered (a refusal frees the key on the
 * server; a lost answer is answered again). Another body (the shopper changed the cart or the
 * address) is a new attempt with a new key, and so is any call after the attempt succeeded.
 */
export function attemptKeys() {
  let current: { body: string; key: string } | null = null;
  return {
    /** The key to send with `body`. */
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (current?.body !== text) current = { body: text, key: newIdempotencyKey() };
      return current.key;
    },
    /** The attempt sent with `key` succeeded: the next call starts a new one. */
    succeeded(key: string): void {
      if (current?.key === key) current = null;
    },
  };
}
