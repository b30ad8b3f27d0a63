/** The cart page's own Hindi texts, beside the browse screens' (`browse.ts`): see `shell.ts`. */
import { CART_PAGE_TEXTS_HI } from '../cart/cart-page.texts.hi.ts';
import type { HindiPartTexts } from '../shop-texts.ts';

export const HINDI_CART: HindiPartTexts = { screens: { cartPage: CART_PAGE_TEXTS_HI } };
