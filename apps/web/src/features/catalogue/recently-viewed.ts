import { useEffect, useSyncExternalStore } from 'react';
import type { Image, ProductDetail } from '@shop/shared';
import { RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_STORAGE_KEY } from '../../config/settings';

/** A product as the "recently viewed" strip shows it, kept on the device from the product page. */
export type ViewedProduct = { id: string; name: string; price: number | null; image: Image | null };

const listeners = new Set<() => void>();
let lastRaw: string | null | undefined;
let lastList: ViewedProduct[] = [];
const NONE: ViewedProduct[] = [];

function read(): ViewedProduct[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY);
  } catch {
    return NONE;
  }
  if (raw === lastRaw) return lastList;
  lastRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    lastList = Array.isArray(parsed)
      ? parsed.filter(
          (p): p is ViewedProduct =>
            typeof p === 'object' && p !== null && typeof p.id === 'string' && typeof p.name === 'string',
        )
      : [];
  } catch {
    lastList = [];
  }
  return lastList;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Puts a product first in the list of products seen (once, at most `RECENTLY_VIEWED_MAX`). */
export function rememberViewed(product: ProductDetail) {
  const variant = product.variants.find((v) => v.image) ?? product.variants[0];
  const entry: ViewedProduct = {
    id: product._id,
    name: product.name,
    price: variant?.price ?? product.price,
    image: variant?.image ?? null,
  };
  const next = [entry, ...read().filter((p) => p.id !== product._id)].slice(0, RECENTLY_VIEWED_MAX);
  try {
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(next));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

/** Notes the product as seen once its page shows it. */
export function useRememberViewed(product: ProductDetail) {
  useEffect(() => rememberViewed(product), [product]);
}

/** The products seen on this device, newest first; none while the server renders the page. */
export function useRecentlyViewed(): ViewedProduct[] {
  return useSyncExternalStore(subscribe, read, () => NONE);
}
