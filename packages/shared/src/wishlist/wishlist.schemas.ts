import { z } from 'zod';
import { Id } from '../api.ts';
import { Size } from '../catalogue/catalogue.schemas.ts';
import { LineVariant } from '../cart/cart.schemas.ts';

/**
 * A saved colour, in a size or (saved before one was chosen) without one: its size is asked for
 * when it goes to the cart. `variant.stock` is the line's size's stock, or the colour's in all
 * sizes when it has none; `inStock` lists the sizes of the colour that can be bought now.
 */
export const WishlistItem = z.object({
  _id: Id,
  variant: LineVariant,
  size: Size.nullable(),
  inStock: z.array(Size).default([]),
});
export type WishlistItem = z.infer<typeof WishlistItem>;

/** A size is optional: the heart saves the colour before a size is chosen. */
export const AddWishlistBody = z.object({ variantId: Id, size: Size.nullish() });
export type AddWishlistBody = z.infer<typeof AddWishlistBody>;

export const Wishlist = z.object({ items: z.array(WishlistItem) });
export type Wishlist = z.infer<typeof Wishlist>;
