/**
 * The Hindi catalogue is cut by screen, each part a module of its own outside the package's index
 * (`@shop/shared/hindi/NAME`), so the web app loads only the Hindi texts a page shows, and an
 * English page none (docs/decisions/0313). This part is every page's: the header, the footer and
 * the texts of no one screen; a screen's own texts come with its part (`browse.ts`, `checkout.ts`).
 */
import { COMMON_SCREEN_HI } from '../common.texts.hi.ts';
import type { HindiPartTexts } from '../shop-texts.ts';
import { STOREFRONT_SCREEN_HI } from '../storefront/storefront.texts.hi.ts';

export const HINDI_SHELL: HindiPartTexts = {
  texts: { common: COMMON_SCREEN_HI, storefront: STOREFRONT_SCREEN_HI },
};
