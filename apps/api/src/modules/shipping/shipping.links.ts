import crypto from 'node:crypto';

/**
 * The failed-delivery link a shopper gets by mail: the parcel's id and the last moment to answer,
 * signed with a server secret (HMAC-SHA256), so it needs no log-in and cannot be made up or moved
 * to another parcel or deadline.
 */
export function signFailedDeliveryToken(secret: string, shipmentId: string, answerBy: Date): string {
  const expires = Math.floor(answerBy.getTime() / 1000);
  return `${shipmentId}.${expires}.${mac(secret, shipmentId, expires)}`;
}

/** The parcel id and deadline a token names, or null when it is not one this server signed. */
export function readFailedDeliveryToken(secret: string, token: string): { shipmentId: string; answerBy: Date } | null {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, shipmentId, expires, given] = match as unknown as [string, string, string, string];
  const expected = mac(secret, shipmentId, Number(expires));
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return null;
  return { shipmentId, answerBy: new Date(Number(expires) * 1000) };
}

const mac = (secret: string, shipmentId: string, expires: number) =>
  crypto.createHmac('sha256', secret).update(`failed-delivery:${shipmentId}:${expires}`).digest('base64url');
