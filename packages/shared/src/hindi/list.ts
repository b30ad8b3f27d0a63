/** The list's, search's and wishlist's own Hindi texts, beside the browse screens' (`browse.ts`): see `shell.ts`. */
import { LIST_PAGE_TEXTS_HI } from '../catalogue/list-page.texts.hi.ts';
import type { HindiPartTexts } from '../shop-texts.ts';

export const HINDI_LIST: HindiPartTexts = { screens: { listPage: LIST_PAGE_TEXTS_HI } };
