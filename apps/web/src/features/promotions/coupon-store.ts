import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The coupon code the shopper typed in the cart, carried to checkout (kept for the browser tab, so
 * a reload of the checkout keeps it). The server decides whether it applies.
 */
type CouponState = { code: string; setCode: (code: string) => void };

export const useCouponCode = create<CouponState>()(
  persist((set) => ({ code: '', setCode: (code) => set({ code: code.trim().toUpperCase() }) }), {
    name: 'storyfit-coupon',
    storage: createJSONStorage(() => sessionStorage),
  }),
);
