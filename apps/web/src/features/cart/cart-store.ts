import { create } from 'zustand';
import type { Cart } from '@shop/shared';

/** The cart (or null) and itemCount, the number of entries in items. */
type CartState = {
  cart: Cart | null;
  itemCount: number;
  setCart: (cart: Cart) => void;
  clearCart: () => void;
};

export const useCartStore = create<CartState>()((set) => ({
  cart: null,
  itemCount: 0,
  setCart: (cart) => set({ cart, itemCount: cart.items.length }),
  clearCart: () => set({ cart: null, itemCount: 0 }),
}));
