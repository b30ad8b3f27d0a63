import { z } from 'zod';
import { Id } from '../api.ts';
import { MAX_CART_LINE_QUANTITY, MIN_QUANTITY } from '../constants.ts';
import { CART_VALIDATION } from './cart.texts.ts';
import { Image, Size } from '../catalogue/catalogue.schemas.ts';
import { FunnelPath } from '../funnel/funnel.schemas.ts';

/**
 * A whole number of pieces, sent as a JSON number: `"3"`, `true` or `[1]` are refused rather than
 * read as 3 or 1, so what a client meant is never guessed (a form's text is turned into a number
 * by the form itself).
 */
export const LineQuantity = z
  .number({ error: CART_VALIDATION.quantityInvalid })
  .int({ message: CART_VALIDATION.quantityInvalid })
  .min(MIN_QUANTITY, { message: CART_VALIDATION.quantityInvalid })
  .max(MAX_CART_LINE_QUANTITY, { message: `At most ${MAX_CART_LINE_QUANTITY} of one item per order` });

/** A variant as a cart or wishlist line shows it: live price and the stock of the chosen size. */
export const LineVariant = z.object({
  _id: Id,
  product: z.object({ _id: Id, name: z.string() }),
  color: z.object({ _id: Id, name: z.string(), hex: z.string() }),
  image: Image.nullable(),
  price: z.number(),
  stock: z.number().int(),
});
export type LineVariant = z.infer<typeof LineVariant>;

export const CartItem = z.object({ _id: Id, variant: LineVariant, size: Size, quantity: z.number().int() });
export type CartItem = z.infer<typeof CartItem>;

export const Cart = z.object({ _id: Id, user: Id, items: z.array(CartItem) });
export type Cart = z.infer<typeof Cart>;

export const AddCartItemBody = z.object({
  variantId: Id,
  size: Size,
  quantity: LineQuantity.default(MIN_QUANTITY),
  /** Which way to an order put the line in the bag: the buy-now sheet says `sheet` (the shopper funnel). */
  via: FunnelPath.optional(),
});
export type AddCartItemBody = z.infer<typeof AddCartItemBody>;

export const UpdateCartItemBody = z.object({ itemId: Id, quantity: LineQuantity });
export type UpdateCartItemBody = z.infer<typeof UpdateCartItemBody>;

export const CartAnswer = z.object({ cart: Cart });
