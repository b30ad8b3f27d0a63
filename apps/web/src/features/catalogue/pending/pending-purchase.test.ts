import { beforeEach, describe, expect, it } from 'vitest';
import { PENDING_PURCHASE_STORAGE_KEY, PENDING_PURCHASE_TTL_MS } from '../../../config/settings';
import { savePendingPurchase, takePendingPurchase } from './pending-purchase';

const intent = {
  kind: 'cart' as const,
  productId: 'p1',
  productName: 'Quiet Hours Tee',
  variantId: 'v1',
  size: 'L' as const,
  quantity: 2,
};

describe('the add that sent a shopper to log in', () => {
  beforeEach(() => localStorage.clear());

  it('is taken once: a second session start finds nothing', () => {
    savePendingPurchase(intent, 1_000);
    expect(takePendingPurchase(2_000)).toEqual({ ...intent, at: 1_000 });
    expect(takePendingPurchase(3_000)).toBeNull();
  });

  it('is dropped once stale, and the later of two asks wins', () => {
    savePendingPurchase(intent, 0);
    expect(takePendingPurchase(PENDING_PURCHASE_TTL_MS + 1)).toBeNull();
    savePendingPurchase(intent, 0);
    savePendingPurchase({ ...intent, kind: 'wishlist', size: 'XL' }, 10);
    expect(takePendingPurchase(20)).toMatchObject({ kind: 'wishlist', size: 'XL' });
  });

  it('keeps a Buy now as a whole line, and drops one without a size', () => {
    savePendingPurchase({ ...intent, kind: 'checkout' }, 0);
    expect(takePendingPurchase(1)).toEqual({ ...intent, kind: 'checkout', at: 0 });
    savePendingPurchase({ ...intent, kind: 'checkout', size: null }, 0);
    expect(takePendingPurchase(1)).toBeNull();
  });

  it('ignores what does not read as an ask (another version, a hand edit)', () => {
    localStorage.setItem(PENDING_PURCHASE_STORAGE_KEY, JSON.stringify({ ...intent, size: 'S', at: 0 }));
    expect(takePendingPurchase(1)).toBeNull();
    localStorage.setItem(PENDING_PURCHASE_STORAGE_KEY, '{not json');
    expect(takePendingPurchase(1)).toBeNull();
  });
});
