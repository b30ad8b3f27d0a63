import { CART_ERROR_FALLBACK, type AddCartItemBody, type CartItem } from '@shop/shared';
import { postCartItem } from './add-cart-item';
import { getCart } from './get-cart';

const sameLine = (item: CartItem, line: AddCartItemBody) =>
  item.variant._id === line.variantId && item.size === line.size;

/**
 * The cart line Buy now takes to checkout on its own: the bag's line for this colour and size when
 * it has one, at its quantity (adding to it would order more than the buyer chose, as in the
 * buy-now sheet), else the line just put in the cart. Checkout orders cart lines by id, so the
 * order goes through every rule of the cart and of POST /order unchanged.
 */
export async function checkoutLine(line: AddCartItemBody): Promise<CartItem> {
  const existing = (await getCart()).items.find((item) => sameLine(item, line));
  if (existing) return existing;
  const { cart } = await postCartItem(line);
  const added = (cart ?? (await getCart())).items.find((item) => sameLine(item, line));
  if (!added) throw new Error(CART_ERROR_FALLBACK.addToCart);
  return added;
}
