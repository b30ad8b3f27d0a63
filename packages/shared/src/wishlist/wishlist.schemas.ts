import { z } from 'zod';
import { Id } from '../api.ts';
import { Size } from '../catalogue/catalogue.schemas.ts';
import { LineVariant } from '../cart/cart.schemas.ts';

export const WishlistItem = z.object({ _id: Id, variant: LineVariant, size: Size });
export type WishlistItem = z.infer<typeof WishlistItem>;

export const AddWishlistBody = z.object({ variantId: Id, size: Size });
export type AddWishlistBody = z.infer<typeof AddWishlistBody>;

export const Wishlist = z.object({ items: z.array(WishlistItem) });
export type Wishlist = z.infer<typeof Wishlist>;
