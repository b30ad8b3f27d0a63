import { CHECKOUT_DELIVERY_TEXTS, CHECKOUT_PAGE_TEXTS } from '@shop/shared';
import { useScreenTexts } from '../../lib/i18n';

/** The checkout page's texts in the shown language. */
export const useCheckoutTexts = () => useScreenTexts('checkoutPage', CHECKOUT_PAGE_TEXTS);
/** The checkout's delivery section's texts in the shown language. */
export const useCheckoutDeliveryTexts = () => useScreenTexts('checkoutDelivery', CHECKOUT_DELIVERY_TEXTS);
