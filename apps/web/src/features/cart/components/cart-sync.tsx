import { useEffect } from 'react';
import { useAuthStore } from '../../../lib/auth-store';
import { useCartStore } from '../cart-store';
import { useCart } from '../api/get-cart';

/**
 * The cart is fetched only while a user is signed in, and arrives into the cart store
 * that the header badge reads. (Signing out resets the store: see AuthBootstrap.)
 */
export function CartSync() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const { data } = useCart();
  useEffect(() => {
    if (isAuthenticated && data) useCartStore.getState().setCart(data);
  }, [isAuthenticated, data]);
  return null;
}
