import { CART_PAGE_TEXTS } from '@shop/shared';
import { useScreenTexts } from '../../lib/i18n';

/** The cart page's texts in the shown language. */
export const useCartPageTexts = () => useScreenTexts('cartPage', CART_PAGE_TEXTS);
