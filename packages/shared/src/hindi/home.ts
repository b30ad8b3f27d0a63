/** The home page's own Hindi texts (its promise), beside the browse screens' (`browse.ts`): see `shell.ts`. */
import type { HindiPartTexts } from '../shop-texts.ts';
import { HOME_PAGE_TEXTS_HI } from '../storefront/home-page.texts.hi.ts';

export const HINDI_HOME: HindiPartTexts = { screens: { homePage: HOME_PAGE_TEXTS_HI } };
