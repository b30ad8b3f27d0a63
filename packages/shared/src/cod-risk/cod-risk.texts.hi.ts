import type { OrderStatus } from '../orders/orders.schemas.ts';
import { ORDER_STATUS_LABELS_HI } from '../orders/orders.texts.hi.ts';
import { twinOf, type Twin } from '../i18n/languages.ts';
import { COD_TEXTS, COD_UI_TEXTS, type COD_MAIL_TEXTS } from './cod-risk.texts.ts';

/**
 * A cash-on-delivery order's answers to the shopper in Hindi: what the confirmation panel shows
 * after a tap, and the server's refusals of a tap (the owner's notes and the pay-online page's
 * words stay English for now).
 */
export const COD_TEXTS_HI = twinOf(COD_TEXTS, {
  confirmed: 'धन्यवाद, आपका ऑर्डर पक्का हो गया है और जल्द ही पैक होगा।',
  cancelled: 'आपका ऑर्डर रद्द कर दिया गया है और कुछ भी देना बाकी नहीं है।',
  confirmNotAllowed: 'यह लिंक इस ऑर्डर के लिए सही नहीं है',
  payTokenToConfirm: 'यह ऑर्डर अपना COD शुल्क ऑनलाइन चुकाने पर पक्का होता है',
  confirmationExpired:
    'इस ऑर्डर को पक्का करने का समय ख़त्म हो गया, इसलिए इसे रद्द कर दिया गया है और कुछ भी देना बाकी नहीं है। आप फिर से ऑर्डर कर सकते हैं।',
  notAwaiting: (status) =>
    `यह ऑर्डर अब पुष्टि का इंतज़ार नहीं कर रहा (स्थिति: ${ORDER_STATUS_LABELS_HI[String(status).replace(' ', '_') as OrderStatus] ?? status})`,
  prepaidDiscountLabel: 'ऑनलाइन भुगतान की छूट',
});

/**
 * The confirmation panel of a cash-on-delivery order that waits for the shopper, and the page its
 * mailed links open, in Hindi (the owner's words in the same group stay English).
 */
export const COD_UI_TEXTS_HI = twinOf(COD_UI_TEXTS, {
  confirmFailed: 'आपका जवाब दर्ज नहीं हो सका। कृपया फिर कोशिश करें।',
  confirmTitle: 'अपना कैश ऑन डिलीवरी ऑर्डर पक्का करें',
  cancelTitle: 'अपना कैश ऑन डिलीवरी ऑर्डर रद्द करें',
  confirmButton: 'हाँ, मेरा ऑर्डर पक्का करें',
  cancelButton: 'मेरा ऑर्डर रद्द करें',
  awaitingTitle: 'कृपया अपना ऑर्डर पक्का करें',
  awaitingLead: (deadline) =>
    `आपके पक्का करते ही हम आपका कैश ऑन डिलीवरी ऑर्डर पैक करेंगे। ${deadline} तक पक्का करें, नहीं तो यह रद्द हो जाएगा।`,
  awaitingByPaying: (deadline) =>
    `यह ऑर्डर ${deadline} तक अपना COD शुल्क ऑनलाइन चुकाने पर पक्का होगा, नहीं तो यह रद्द हो जाएगा।`,
  cancelQuestion: (orderNumber) => `ऑर्डर #${orderNumber} रद्द करें? कुछ भी देना बाकी नहीं रहेगा।`,
  cancelYes: 'हाँ, रद्द करें',
  cancelling: 'रद्द हो रहा है...',
  confirming: 'पक्का हो रहा है...',
  keepOrder: 'मेरा ऑर्डर रखें',
  linkBroken: 'यह लिंक अधूरा है। हमारे भेजे ई-मेल से इसे फिर खोलें।',
  confirmLead: 'नीचे टैप करें और हम आपका ऑर्डर पैक करेंगे। पैसे पार्सल पहुँचने पर लिए जाएँगे।',
  cancelLead: 'यह ऑर्डर रद्द करने के लिए नीचे टैप करें। कुछ भी देना बाकी नहीं रहेगा।',
  orderNumber: (orderNumber) => `ऑर्डर #${orderNumber}`,
  sending: 'भेज रहे हैं...',
  continueShopping: 'ख़रीदारी जारी रखें',
});

/** The mail asking a Hindi reader to confirm a waiting cash-on-delivery order. */
export const COD_MAIL_TEXTS_HI: Twin<typeof COD_MAIL_TEXTS> = {
  subject: (orderNumber) => `कृपया अपना कैश ऑन डिलीवरी ऑर्डर #${orderNumber} पक्का करें`,
  heading: 'एक टैप में अपना ऑर्डर पक्का करें',
  greeting: (name) => `नमस्ते ${name},`,
  held: (orderNumber, total, deadline) =>
    `आपका ${total} का ऑर्डर #${orderNumber} आपके लिए रखा गया है। इसे ${deadline} तक पक्का करें और हम इसे पैक करेंगे; वरना यह रद्द हो जाएगा और कुछ भी देना नहीं होगा।`,
  confirm: 'ऑर्डर पक्का करें',
  cancel: 'ऑर्डर रद्द करें',
  payOnlineInstead: 'इसके बजाय ऑनलाइन भुगतान करें',
  payOnlineSaving: (saving, store) =>
    `नकद नहीं देना चाहते? इसके बजाय ऑनलाइन भुगतान करें और ${saving} कम दें: भुगतान से ऑर्डर पक्का हो जाता है, दरवाज़े पर कुछ नहीं देना होगा, और ${store} इसे वैसे ही भेजेगा।`,
};
