import { twinOf, type Twin } from '../i18n/languages.ts';
import {
  type CHECKOUT_DELIVERY_TEXTS,
  ORDER_ERROR_FALLBACK,
  ORDER_SERVER_MESSAGES,
  type ORDER_STATUS_LABELS,
  ORDER_SUCCESS,
  ORDER_VALIDATION,
  type PAYMENT_METHOD_LABELS,
} from './orders.texts.ts';

/**
 * The order's texts a shopper reads, in Hindi; the admin area's (a declined cancellation's note,
 * the payment provider's webhook) stay English.
 */
export const ORDER_VALIDATION_HI = twinOf(ORDER_VALIDATION, {
  loginForOrder: 'ऑर्डर करने के लिए कृपया लॉग इन करें',
  contactInvalid: 'सही भारतीय मोबाइल नंबर लिखें',
  missingInformationTitle: 'जानकारी अधूरी है',
  missingInformation: 'कृपया पते के सभी खाने और 10 अंकों का सही नंबर भरें, या कोई सेव किया पता चुनें।',
  cancellationReasonRequired: 'कृपया ऑर्डर रद्द करने का कारण बताएँ',
});

export const ORDER_SERVER_MESSAGES_HI = twinOf(ORDER_SERVER_MESSAGES, {
  orderNotFound: 'ऑर्डर नहीं मिला',
  orderLineShort: (item, left) => (left <= 0 ? `${item} स्टॉक में नहीं है` : `${item} के केवल ${left} बचे हैं`),
  cancelAlreadyCancelled: 'यह ऑर्डर पहले ही रद्द हो चुका है',
  cancelDelivered: 'डिलीवर हो चुके ऑर्डर रद्द नहीं हो सकते',
  cancelShipped: 'भेजे जा चुके ऑर्डर रद्द नहीं हो सकते',
  cancelAlreadyRequested: 'इस ऑर्डर को रद्द करने का अनुरोध पहले ही भेजा जा चुका है',
  cancelWindowOver: (hours) => `ऑर्डर देने के ${hours} घंटे के अंदर ही रद्द किया जा सकता है`,
  paymentNotOnline: 'इस ऑर्डर का भुगतान कैश ऑन डिलीवरी है',
  paymentOrderCancelled: 'भुगतान पक्का होने से पहले यह ऑर्डर रद्द हो गया। कटी हुई रकम वापस कर दी जाएगी।',
  paymentAlreadyMade: 'इस ऑर्डर का भुगतान हो चुका है',
  payNowCancelled: 'यह ऑर्डर रद्द हो चुका है, इसलिए अब इसका भुगतान नहीं हो सकता। कृपया फिर से ऑर्डर करें।',
  payNowExpired: (minutes) => `इस ऑर्डर का भुगतान ${minutes} मिनट में नहीं हुआ, इसलिए अब नहीं हो सकता। कृपया फिर से ऑर्डर करें।`,
  paymentUnavailable: 'ऑनलाइन भुगतान अभी उपलब्ध नहीं है। कृपया फिर कोशिश करें या कैश ऑन डिलीवरी चुनें।',
  paymentDeclinedSimulated: 'आपके बैंक ने भुगतान अस्वीकार किया (नकली विफलता)।',
  tooManyUnpaidOrders: (max) =>
    `आपके ${max} ऑनलाइन ऑर्डर पहले से भुगतान की राह देख रहे हैं। नया ऑर्डर देने से पहले किसी एक का भुगतान करें या उसे ख़त्म होने दें।`,
  tooManyOpenCodOrders: (max) =>
    `आपके ${max} कैश ऑन डिलीवरी ऑर्डर पहले से रास्ते में हैं। कृपया ऑनलाइन भुगतान करें, या किसी एक के डिलीवर होने तक रुकें।`,
  tooManyUnitsOfSize: (line, max, held) =>
    held > 0
      ? `आपके खुले ऑर्डरों में ${line} के अधिकतम ${max} हो सकते हैं, और ${held} पहले से उनमें हैं।`
      : `आपके खुले ऑर्डरों में ${line} के अधिकतम ${max} हो सकते हैं।`,
  orderBusy: 'यह ऑर्डर किसी दूसरे अनुरोध से बदला जा रहा है। कृपया फिर कोशिश करें।',
});

export const ORDER_ERROR_FALLBACK_HI = twinOf(ORDER_ERROR_FALLBACK, {
  createOrder: 'ऑर्डर नहीं हो सका',
  verifyPayment: 'भुगतान की पुष्टि नहीं हो सकी',
  fetchUserOrders: 'आपके ऑर्डर लोड नहीं हो सके',
  requestCancellation: 'रद्द करने का अनुरोध नहीं भेजा जा सका',
  loadRazorpay: 'Razorpay लोड नहीं हो सका। कृपया फिर कोशिश करें।',
  paymentFailed: 'भुगतान नहीं हो सका। कृपया फिर कोशिश करें।',
  paymentCancelled: 'भुगतान रद्द हुआ। आप फिर से भुगतान कर सकते हैं।',
  priceOrder: 'हम आपकी कीमत नहीं निकाल सके।',
});

export const ORDER_SUCCESS_HI = twinOf(ORDER_SUCCESS, {
  cancellationRequested: 'रद्द करने का अनुरोध भेज दिया गया।',
  orderCreated: 'ऑर्डर हो गया',
  paymentVerified: 'भुगतान की पुष्टि हो गई',
});

export const CHECKOUT_DELIVERY_TEXTS_HI: Twin<typeof CHECKOUT_DELIVERY_TEXTS> = {
  title: 'डिलीवरी की जानकारी',
  addressChoice: 'डिलीवरी का पता',
  savedAddress: 'सेव किया पता',
  newAddress: 'नया पता',
  saveAddress: 'यह पता मेरी पता-सूची में सेव करें',
  contact: 'संपर्क नंबर',
  contactHint: 'डिलीवरी की ख़बर के लिए 10 अंकों का मोबाइल नंबर',
};

export const PAYMENT_METHOD_LABELS_HI: typeof PAYMENT_METHOD_LABELS = {
  cod: 'कैश ऑन डिलीवरी',
  online: 'ऑनलाइन भुगतान',
};

export const ORDER_STATUS_LABELS_HI: typeof ORDER_STATUS_LABELS = {
  pending: 'बाक़ी',
  awaiting_confirmation: 'पुष्टि की राह में',
  processing: 'तैयार हो रहा है',
  shipped: 'भेज दिया गया',
  delivered: 'डिलीवर हो गया',
  cancelled: 'रद्द',
};
