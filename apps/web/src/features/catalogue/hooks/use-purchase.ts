import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AddCartItemBody,
  CART_ERROR_FALLBACK,
  CART_SUCCESS,
  CART_VALIDATION,
  CATALOGUE_VALIDATION,
  MIN_QUANTITY,
  ORDER_VALIDATION,
  type ProductDetail,
  type Size,
  type Variant,
  WISHLIST_ERROR_FALLBACK,
  WISHLIST_SUCCESS,
  WISHLIST_VALIDATION,
  type WishlistItem,
} from '@shop/shared';
import { paths } from '../../../config/paths';
import { hasErrorCode } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { toast, toastError } from '../../../lib/toast';
import { cartKeys, checkoutLine, useAddCartItem, type CheckoutState } from '../../cart';
import { useAddWishlistItem, useRemoveWishlistItem, useWishlist } from '../../wishlist';
import { savePendingPurchase, type PendingPurchase } from '../pending/pending-purchase';
import { useLoginRedirect } from './use-login-redirect';

type PendingKind = PendingPurchase['kind'];

const isUnauthenticated = (error: unknown) => hasErrorCode(error, 'UNAUTHENTICATED');

/**
 * Add to cart, Buy now by the checkout and the wishlist toggle of the product page, checked here
 * for speed (the server checks again): visitors are sent to log in; the cart and Buy now need a
 * colour and a size in stock, the wishlist only a colour. What a visitor (or a shopper whose
 * session ended) chose is kept, and finished once they are signed in.
 */
export function usePurchase(
  product: Pick<ProductDetail, '_id' | 'name'>,
  variant: Variant | undefined,
  size: Size | null,
  quantity: number,
) {
  // A visitor is sent to log in at once; while the session is still being asked for (a page that
  // paints with its data before that answer), the server decides, and a refusal sends them then.
  const isVisitor = useAuthStore((s) => !s.isAuthenticated && !s.isLoading);
  const loginRedirect = useLoginRedirect();
  const addCartItem = useAddCartItem();
  const addWishlistItem = useAddWishlistItem();
  const removeWishlistItem = useRemoveWishlistItem();
  const wishlist = useWishlist();
  // The heart shows whether this colour (in the chosen size, or in any size before one is chosen,
  // or saved without a size) is saved.
  const savedItem: WishlistItem | undefined = wishlist.data?.items.find(
    (item) => item.variant._id === variant?._id && (size === null || item.size === size || item.size === null),
  );

  /** Keeps a complete choice (a colour and a size in stock) for after the log-in, then sends them there. */
  const loginThenFinish = (kind: PendingKind, message: string) => {
    // The wishlist keeps a colour without a size too (its size is asked for when it goes to the cart).
    if (kind === 'wishlist' && variant && !size) {
      savePendingPurchase({
        kind,
        productId: product._id,
        productName: product.name,
        variantId: variant._id,
        size: null,
        quantity: MIN_QUANTITY,
      });
    } else if (variant && size && variant.quantity[size] > 0) {
      const count = Math.min(Math.max(quantity, MIN_QUANTITY), variant.quantity[size]);
      savePendingPurchase({
        kind,
        productId: product._id,
        productName: product.name,
        variantId: variant._id,
        size,
        quantity: kind === 'wishlist' ? MIN_QUANTITY : count,
      });
    }
    loginRedirect(message);
  };

  /** The cart line chosen (a colour, a size in stock, a quantity within it), or what is missing. */
  const chosenLine = (): AddCartItemBody | string => {
    if (!variant) return CATALOGUE_VALIDATION.selectColorFirst;
    if (!size) return CATALOGUE_VALIDATION.selectSizeFirst;
    if (variant.quantity[size] === 0) return CATALOGUE_VALIDATION.outOfStock;
    if (quantity < MIN_QUANTITY || quantity > variant.quantity[size]) return CART_VALIDATION.quantityInvalid;
    return { variantId: variant._id, size, quantity };
  };

  const addToCart = () => {
    if (isVisitor) return loginThenFinish('cart', CART_VALIDATION.loginForCart);
    const line = chosenLine();
    if (typeof line === 'string') return toast.error(line);
    addCartItem.mutate(line, {
      onSuccess: () => toast.success(CART_SUCCESS.addedToCart),
      onError: (error) =>
        isUnauthenticated(error)
          ? loginThenFinish('cart', CART_VALIDATION.loginForCart)
          : toastError(error, CART_ERROR_FALLBACK.addToCart),
    });
  };

  // Buy now without the sheet (a buyer with no order behind them, docs/decisions/0310): the line
  // alone goes to checkout. The size is asked for before a visitor is sent to log in, so the log-in
  // always has a whole line to come back to the checkout with.
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toCheckout = useMutation({ mutationFn: checkoutLine });
  const buyNow = () => {
    const line = chosenLine();
    if (typeof line === 'string') return toast.error(line);
    if (isVisitor) return loginThenFinish('checkout', ORDER_VALIDATION.loginForOrder);
    toCheckout.mutate(line, {
      onSuccess: (line) => navigate(paths.confirmOrder, { state: { items: [line] } satisfies CheckoutState }),
      onError: (error) =>
        isUnauthenticated(error)
          ? loginThenFinish('checkout', ORDER_VALIDATION.loginForOrder)
          : toastError(error, CART_ERROR_FALLBACK.addToCart),
      onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
    });
  };

  const toggleWishlist = () => {
    if (isVisitor) return loginThenFinish('wishlist', WISHLIST_VALIDATION.loginForWishlist);
    if (savedItem) {
      removeWishlistItem.mutate(savedItem._id, {
        onSuccess: () => toast.success(WISHLIST_SUCCESS.removedFromWishlist),
        onError: (error) => toastError(error, WISHLIST_ERROR_FALLBACK.removeFromWishlist),
      });
      return;
    }
    if (!variant) return toast.error(CATALOGUE_VALIDATION.selectColorFirst);
    // No size yet is fine: the colour is saved, and its size asked for when it goes to the cart.
    addWishlistItem.mutate(
      { variantId: variant._id, size },
      {
        onSuccess: () => toast.success(WISHLIST_SUCCESS.addedToWishlist),
        onError: (error) =>
          isUnauthenticated(error)
            ? loginThenFinish('wishlist', WISHLIST_VALIDATION.loginForWishlist)
            : toastError(error, WISHLIST_ERROR_FALLBACK.addToWishlist),
      },
    );
  };

  return {
    addToCart,
    buyNow,
    buyingNow: toCheckout.isPending,
    toggleWishlist,
    inWishlist: Boolean(savedItem),
    addingToCart: addCartItem.isPending,
    wishlistPending: addWishlistItem.isPending || removeWishlistItem.isPending,
  };
}
