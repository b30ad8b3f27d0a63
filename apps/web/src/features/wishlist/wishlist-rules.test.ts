import { describe, expect, it } from 'vitest';
import { VALIDATION, type WishlistItem } from '@shop/shared';
import { wishlistToCartProblem } from './wishlist-rules';

const item = (over: { stock?: number; size?: string | null; variantId?: string; inStock?: string[] } = {}) =>
  ({
    _id: 'w1',
    size: over.size === undefined ? 'M' : over.size,
    inStock: over.inStock ?? ['M', 'L'],
    variant: {
      _id: over.variantId ?? 'v1',
      product: { _id: 'p1', name: 'Quiet Hours Tee' },
      color: { _id: 'c1', name: 'Indigo', hex: '#223366' },
      image: null,
      price: 1149,
      stock: over.stock ?? 4,
    },
  }) as WishlistItem;

describe('wishlist add-to-cart rules', () => {
  it('lets an item with a size, a variant and stock go to the cart', () => {
    expect(wishlistToCartProblem(item())).toBeNull();
  });
  it('names the missing size, the invalid variant and the empty stock', () => {
    expect(wishlistToCartProblem(item({ size: '' }))).toBe(VALIDATION.wishlistNoSize);
    expect(wishlistToCartProblem(item({ variantId: '' }))).toBe(VALIDATION.wishlistInvalidVariant);
    expect(wishlistToCartProblem(item({ stock: 0 }))).toBe(VALIDATION.outOfStock);
  });
  it('asks for the size of a line saved without one, then checks that size is in stock', () => {
    const saved = item({ size: null, inStock: ['L'] });
    expect(wishlistToCartProblem(saved)).toBe(VALIDATION.wishlistNoSize);
    expect(wishlistToCartProblem(saved, 'L')).toBeNull();
    expect(wishlistToCartProblem(saved, 'XL')).toBe(VALIDATION.outOfStock);
  });
});
