import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { CART_ERROR_FALLBACK, CART_SUCCESS, WISHLIST_ERROR_FALLBACK, WISHLIST_SUCCESS } from '@shop/shared';
import { paths } from '../../../config/paths';
import { toast, toastError } from '../../../lib/toast';
import { addCartItem, cartKeys, checkoutLine, type CheckoutState } from '../../cart';
import { addWishlistItem, wishlistKeys } from '../../wishlist';
import type { PendingPurchase } from './pending-purchase';

/**
 * Sends the pending add, then toasts its outcome with a link back to the product; a pending Buy
 * now opens the checkout with that line alone instead, which says enough by itself.
 */
export async function finishPendingPurchase(
  queryClient: QueryClient,
  pending: PendingPurchase,
  navigate: NavigateFunction,
) {
  const link = { href: paths.product(pending.productId), label: `Back to ${pending.productName}` };
  const { variantId, size, quantity } = pending;
  if (pending.kind === 'checkout' && size) {
    try {
      const line = await checkoutLine({ variantId, size, quantity });
      await navigate(paths.confirmOrder, { state: { items: [line] } satisfies CheckoutState });
    } catch (error) {
      toastError(error, CART_ERROR_FALLBACK.addToCart);
    }
    await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    return;
  }
  if (pending.kind === 'cart' && size) {
    try {
      await addCartItem({ variantId, size, quantity });
      toast.success(CART_SUCCESS.addedToCart, link);
    } catch (error) {
      toastError(error, CART_ERROR_FALLBACK.addToCart);
    }
    await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    return;
  }
  try {
    await addWishlistItem({ variantId, size });
    toast.success(WISHLIST_SUCCESS.addedToWishlist, link);
  } catch (error) {
    toastError(error, WISHLIST_ERROR_FALLBACK.addToWishlist);
  }
  await queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
}
