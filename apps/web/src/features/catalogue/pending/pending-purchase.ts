import { MAX_CART_LINE_QUANTITY, MIN_QUANTITY, SIZES, type Size } from '@shop/shared';
import { PENDING_PURCHASE_STORAGE_KEY, PENDING_PURCHASE_TTL_MS } from '../../../config/settings';

/**
 * What a shopper asked for when they were sent to log in (docs/decisions/0191): add this colour
 * and size to the cart or the wishlist, or buy it now (checkout with that line alone,
 * docs/decisions/0310). Kept on the device, one at a time, until a session takes it or it goes
 * stale.
 */
export type PendingPurchase = {
  kind: 'cart' | 'wishlist' | 'checkout';
  productId: string;
  productName: string;
  variantId: string;
  /** Null only for the wishlist: a colour saved before a size was chosen. */
  size: Size | null;
  quantity: number;
  /** When it was asked for (ms since the epoch). */
  at: number;
};

/** Keeps the latest thing asked for, replacing any earlier one. */
export function savePendingPurchase(intent: Omit<PendingPurchase, 'at'>, now = Date.now()) {
  try {
    localStorage.setItem(PENDING_PURCHASE_STORAGE_KEY, JSON.stringify({ ...intent, at: now }));
  } catch {
    // Storage refused (private mode, full): the shopper only loses the convenience.
  }
}

function parse(raw: string | null, now: number): PendingPurchase | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingPurchase>;
    const valid =
      (value.kind === 'cart' || value.kind === 'wishlist' || value.kind === 'checkout') &&
      typeof value.productId === 'string' &&
      typeof value.productName === 'string' &&
      typeof value.variantId === 'string' &&
      (SIZES.includes(value.size as Size) || (value.kind === 'wishlist' && value.size === null)) &&
      Number.isInteger(value.quantity) &&
      (value.quantity as number) >= MIN_QUANTITY &&
      (value.quantity as number) <= MAX_CART_LINE_QUANTITY &&
      typeof value.at === 'number' &&
      now - value.at >= 0 &&
      now - value.at <= PENDING_PURCHASE_TTL_MS;
    return valid ? (value as PendingPurchase) : null;
  } catch {
    return null;
  }
}

/**
 * Takes what was asked for off the device and returns it when it is still fresh: read and removed
 * at once, so it is carried out once however often a session starts afterwards.
 */
export function takePendingPurchase(now = Date.now()): PendingPurchase | null {
  try {
    const raw = localStorage.getItem(PENDING_PURCHASE_STORAGE_KEY);
    if (raw === null) return null;
    localStorage.removeItem(PENDING_PURCHASE_STORAGE_KEY);
    return parse(raw, now);
  } catch {
    return null;
  }
}
