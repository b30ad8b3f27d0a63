/**
 * The texts the storefront's screens read through the shopper's language, in English: the web
 * app holds these in its first load and fetches the Hindi twin (`@shop/shared/hindi`) only when
 * a page is shown in Hindi.
 */
import { CART_SCREEN, CART_VALIDATION } from './cart/cart.texts.ts';
import { CATALOGUE_SCREEN, CATALOGUE_VALIDATION } from './catalogue/catalogue.texts.ts';
import { COMMON_SCREEN } from './common.texts.ts';
import { STOREFRONT_SCREEN } from './storefront/storefront.texts.ts';
import type { AddressFormTwin } from './account/address-form.texts.hi.ts';
import type { MessageTranslator } from './i18n/translate.ts';
import type { AUTH_PAGE_TEXTS } from './account/auth-page.texts.ts';
import type { CART_PAGE_TEXTS } from './cart/cart-page.texts.ts';
import type { CHECKOUT_PAGE_TEXTS } from './orders/checkout-page.texts.ts';
import type { Twin } from './i18n/languages.ts';
import type { HOME_PAGE_TEXTS } from './storefront/home-page.texts.ts';
import type { BUY_NOW_TEXTS } from './orders/buy-now-page.texts.ts';
import type { UPI_TEXTS } from './payments/upi.texts.ts';
import type { MY_ACCOUNT_PAGE_TEXTS } from './account/my-account-page.texts.ts';
import type { ORDERS_PAGE_TEXTS } from './orders/orders-page.texts.ts';
import type { PAY_NOW_TEXTS, PAYMENT_STATUS_LABELS } from './orders/orders.texts.ts';
import type { RETURN_SCREEN_TEXTS, RETURN_STATUS_LABELS, RETURN_TEXTS } from './returns/returns.texts.ts';
import type { COD_UI_TEXTS } from './cod-risk/cod-risk.texts.ts';
import type { NDR_CHOICE_LABELS, SHIPMENT_TRACKING_TEXTS } from './shipping/shipping.screens.texts.ts';
import type { FailedDeliveryTwin } from './shipping/failed-delivery.texts.hi.ts';
import type { STOP_ALERTS_PAGE_TEXTS } from './stock-alerts/stop-alerts-page.texts.ts';
import type { SHIPMENT_STATUS_LABELS } from './shipping/shipping.texts.ts';
import type { REFUND_CAUSE_LABELS, REFUND_ROUTE_LABELS, REFUND_STATE_LABELS } from './payments/payments.ledger.ts';
import type { SIZE_HELP_TEXTS } from './catalogue/size-help-page.texts.ts';
import type { CONTACT_PAGE_TEXTS } from './messages/contact-page.texts.ts';
import type { REFUND_DESTINATION_LABELS, RETURN_REASON_LABELS } from './returns/returns.lifecycle.ts';
import type { LIST_PAGE_TEXTS } from './catalogue/list-page.texts.ts';
import type { PRODUCT_PAGE_TEXTS } from './catalogue/product-page.texts.ts';
import type { CUSTOMER_PHOTO_TEXTS } from './customer-photos/customer-photos.texts.ts';
import type { FIT_VERDICT_LABELS, REVIEW_SCREEN_TEXTS, REVIEW_SORT_LABELS } from './reviews/reviews.texts.ts';
import type { CHECKOUT_DELIVERY_TEXTS, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from './orders/orders.texts.ts';

export type { MessageTranslator };

export const SHOP_TEXTS_EN = {
  common: COMMON_SCREEN,
  storefront: STOREFRONT_SCREEN,
  catalogue: CATALOGUE_SCREEN,
  catalogueValidation: CATALOGUE_VALIDATION,
  cart: CART_SCREEN,
  cartValidation: CART_VALIDATION,
} as const;

/** The storefront's texts in one language: each group the twin of its English one. */
export type ShopTexts = { readonly [K in keyof typeof SHOP_TEXTS_EN]: Twin<(typeof SHOP_TEXTS_EN)[K]> };

/**
 * The texts of one screen, read through the shopper's language with the screen's English group
 * (`useScreenTexts`): the English stays in the screen's own code instead of every page's first
 * load, and the Hindi twin comes with the screen's part of the Hindi catalogue.
 */
export type ScreenTexts = {
  readonly cartPage: Twin<typeof CART_PAGE_TEXTS>;
  readonly checkoutDelivery: Twin<typeof CHECKOUT_DELIVERY_TEXTS>;
  readonly paymentMethods: Twin<typeof PAYMENT_METHOD_LABELS>;
  readonly orderStatus: Twin<typeof ORDER_STATUS_LABELS>;
  readonly checkoutPage: Twin<typeof CHECKOUT_PAGE_TEXTS>;
  readonly addressForm: AddressFormTwin;
  readonly authPage: Twin<typeof AUTH_PAGE_TEXTS>;
  readonly homePage: Twin<typeof HOME_PAGE_TEXTS>;
  readonly listPage: Twin<typeof LIST_PAGE_TEXTS>;
  readonly productPage: Twin<typeof PRODUCT_PAGE_TEXTS>;
  /** The product page's (the owner's filter names stay English). */
  readonly reviews: Twin<Omit<typeof REVIEW_SCREEN_TEXTS, 'visibility'>>;
  readonly reviewSorts: Twin<typeof REVIEW_SORT_LABELS>;
  readonly fitVerdicts: Twin<typeof FIT_VERDICT_LABELS>;
  readonly buyNow: Twin<typeof BUY_NOW_TEXTS>;
  readonly upi: Twin<typeof UPI_TEXTS>;
  readonly myAccountPage: Twin<typeof MY_ACCOUNT_PAGE_TEXTS>;
  readonly ordersPage: Twin<typeof ORDERS_PAGE_TEXTS>;
  readonly paymentStatus: Twin<typeof PAYMENT_STATUS_LABELS>;
  readonly payNow: Twin<typeof PAY_NOW_TEXTS>;
  readonly returns: Twin<typeof RETURN_TEXTS>;
  readonly returnStatus: Twin<typeof RETURN_STATUS_LABELS>;
  readonly returnReasons: Twin<typeof RETURN_REASON_LABELS>;
  readonly refundDestinations: Twin<typeof REFUND_DESTINATION_LABELS>;
  readonly customerPhotos: Twin<typeof CUSTOMER_PHOTO_TEXTS>;
  /** The shopper's return dialog (the owner's words in the same group stay English). */
  readonly returnScreen: Twin<Omit<typeof RETURN_SCREEN_TEXTS, 'refundState'>>;
  /** A cash-on-delivery order's confirmation panel. */
  readonly codPanel: Twin<typeof COD_UI_TEXTS>;
  readonly shipmentTracking: Twin<typeof SHIPMENT_TRACKING_TEXTS>;
  readonly shipmentStatus: Twin<typeof SHIPMENT_STATUS_LABELS>;
  readonly refundCauses: Twin<typeof REFUND_CAUSE_LABELS>;
  readonly refundRoutes: Twin<typeof REFUND_ROUTE_LABELS>;
  readonly refundStates: Twin<typeof REFUND_STATE_LABELS>;
  /** The product page's fit finder and size chart (loaded with the dialogs). */
  readonly sizeHelp: Twin<typeof SIZE_HELP_TEXTS>;
  readonly contactPage: Twin<typeof CONTACT_PAGE_TEXTS>;
  /** The page a failed delivery's mailed link opens, and its three answers. */
  readonly failedDeliveryPage: FailedDeliveryTwin;
  readonly ndrChoices: Twin<typeof NDR_CHOICE_LABELS>;
  /** The page an alert's one-tap Stop link opens. */
  readonly stopAlertsPage: Twin<typeof STOP_ALERTS_PAGE_TEXTS>;
};

/**
 * One part of the Hindi catalogue (`@shop/shared/hindi/*`): the shared groups' twins, the screens'
 * twins, and a translator of the finished English sentences its screens show (validation messages
 * of the shared schemas, toasts) into Hindi.
 */
export type HindiPartTexts = {
  readonly texts?: Partial<ShopTexts>;
  readonly screens?: Partial<ScreenTexts>;
  readonly translate?: MessageTranslator;
};
