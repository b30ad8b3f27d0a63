import { RETURN_WINDOW_DAYS } from '../constants.ts';
import { twinOf, type Twin } from '../i18n/languages.ts';
import type { REFUND_DESTINATION_LABELS, RETURN_REASON_LABELS } from './returns.lifecycle.ts';
import {
  RETURN_MESSAGES,
  RETURN_SCREEN_TEXTS,
  RETURN_TEXTS,
  type RETURN_MAIL_TEXTS,
  type RETURN_MAIL_WORDS,
  type RETURN_STATUS_LABELS,
} from './returns.texts.ts';

/** A return's states as the shopper sees them, in Hindi. */
export const RETURN_STATUS_LABELS_HI: Twin<typeof RETURN_STATUS_LABELS> = {
  requested: 'अनुरोध भेजा गया',
  approved: 'मंज़ूर: पार्सल वापस भेजें',
  rejected: 'नामंज़ूर',
  received: 'मिल गया: जाँच हो रही है',
  accepted: 'स्वीकार',
  refused: 'जाँच में पास नहीं हुआ',
  expired: 'समय ख़त्म',
};

/** The shopper's return and exchange words in Hindi (the owner's heading stays English). */
export const RETURN_TEXTS_HI = twinOf(RETURN_TEXTS, {
  button: 'रिटर्न या एक्सचेंज',
  heading: 'रिटर्न या एक्सचेंज',
  exchange: 'दूसरे साइज़ से बदलें',
  refund: 'रिफ़ंड',
  fee: 'रिटर्न शिपिंग शुल्क',
  feeWaived: 'माफ़ (ख़राब या टूटा-फूटा सामान)',
  feeInForce: (fee) => `रिटर्न शिपिंग ${fee} है, जो रिफ़ंड से एक बार कटेगी; एक्सचेंज और ख़राब या टूटा-फूटा सामान मुफ़्त लौटता है।`,
  feeFree: 'रिटर्न शिपिंग मुफ़्त है।',
  youGetBack: 'आपको वापस मिलेगा',
  confirm: 'रिटर्न पक्का करें',
  confirmExchange: 'एक्सचेंज पक्का करें',
  held: (size) => `आपका पार्सल हम तक पहुँचने तक साइज़ ${size} आपके लिए रखा है।`,
  returnAddress: 'पार्सल इस पते पर भेजें',
  pickupBooked: (courier, awb) => `${courier} का कूरियर आपसे पार्सल ले जाएगा: AWB ${awb}`,
  trackPickup: 'पिकअप ट्रैक करें',
  parcelReceivedNote: 'कूरियर ने पार्सल दुकान तक पहुँचा दिया',
  replacementShips: (sizes) => `आपका नया साइज़ (${sizes}) बिना किसी शुल्क के आपको भेजा जाएगा।`,
  replacementBooked: (courier, awb) => `आपका नया साइज़ ${courier} से रास्ते में है: AWB ${awb}`,
  trackReplacement: 'नया साइज़ ट्रैक करें',
  yourReturns: 'रिटर्न',
  noReturns: 'अभी कोई रिटर्न नहीं।',
});

/** Why an item comes back, in Hindi. */
export const RETURN_REASON_LABELS_HI: Twin<typeof RETURN_REASON_LABELS> = {
  too_small: 'बहुत छोटा',
  too_big: 'बहुत बड़ा',
  defective: 'ख़राब या टूटा-फूटा',
  not_as_pictured: 'फ़ोटो जैसा नहीं',
  changed_mind: 'मन बदल गया',
};

/** Where a return's money goes, in Hindi. */
export const REFUND_DESTINATION_LABELS_HI: Twin<typeof REFUND_DESTINATION_LABELS> = {
  original: 'भुगतान का मूल तरीका',
  store_credit: 'स्टोर क्रेडिट (जाँच के बाद तुरंत)',
  upi: 'UPI ट्रांसफ़र',
};

/**
 * The shopper's return dialog in Hindi: its form, the fee line, its toast and fallback (the owner's
 * screens' words stay English).
 */
export const RETURN_SCREEN_TEXTS_HI = twinOf(RETURN_SCREEN_TEXTS, {
  createFailed: 'रिटर्न का अनुरोध नहीं भेजा जा सका',
  pickLine: 'लौटाने के लिए कम से कम एक आइटम चुनें',
  which: 'कौन-से आइटम?',
  quantity: 'मात्रा',
  reason: 'कारण',
  wants: 'आप क्या चाहेंगे?',
  newSize: 'नया साइज़',
  noSizes: 'अभी कोई दूसरा साइज़ स्टॉक में नहीं है: रिफ़ंड चुनें, या बाद में फिर कोशिश करें।',
  refundTo: 'रिफ़ंड कहाँ जाए',
  upiId: 'UPI ID',
  note: 'हमें कुछ बताना है? (वैकल्पिक)',
  windowEnds: (date) => `इस ऑर्डर के रिटर्न ${date} तक खुले हैं।`,
  saleNote: 'सेल का आइटम: केवल ख़राब या टूटा-फूटा होने पर लौटाया जा सकता है।',
  alreadyReturned: 'पहले से लौटाया जा रहा है',
  requested: 'रिटर्न का अनुरोध भेज दिया गया। पूरी जानकारी हमने आपको ई-मेल कर दी है।',
  replacementFree: 'नया साइज़ बिना किसी शुल्क के भेजा जाएगा।',
  downloadCreditNote: 'क्रेडिट नोट डाउनलोड करें',
  downloadReplacementInvoice: 'नए साइज़ का इनवॉइस डाउनलोड करें',
  replacementParcel: (courier, awb, status) => `नए साइज़ का पार्सल: ${courier}, AWB ${awb} · ${status}`,
  replacementWaiting: 'नया साइज़: कूरियर के साथ बुक हो रहा है',
  dialogTitle: (orderNumber) => `${RETURN_TEXTS_HI.heading} · ऑर्डर #${orderNumber}`,
  loading: 'लोड हो रहा है',
  returnLine: (product, colour, size) => `${product} (${colour}) साइज़ ${size} लौटाएँ`,
  lineDetails: (colour, size, price) => `${colour} · साइज़ ${size} · ${price}`,
  optional: '(वैकल्पिक)',
  whatYouGetBack: 'आपको क्या वापस मिलेगा',
  exchangeSize: (size) => `साइज़ ${size}`,
  cancel: 'रद्द करें',
  sending: 'भेज रहे हैं...',
});

/** The returns' refusals a shopper can meet (the order is not returnable, a line cannot go back), in Hindi. */
export const RETURN_MESSAGES_HI = twinOf(RETURN_MESSAGES, {
  pickLine: RETURN_SCREEN_TEXTS_HI.pickLine,
  created: 'रिटर्न का अनुरोध भेज दिया गया',
  notFound: 'रिटर्न नहीं मिला',
  orderNotFound: 'ऑर्डर नहीं मिला',
  notDelivered: 'यह ऑर्डर अभी डिलीवर नहीं हुआ है, इसलिए इसे लौटाया नहीं जा सकता',
  windowOver: `रिटर्न डिलीवरी के ${RETURN_WINDOW_DAYS} दिनों के अंदर शुरू करना होता है`,
  lineNotInOrder: 'यह आइटम इस ऑर्डर का हिस्सा नहीं है',
  alreadyReturned: 'यह आइटम पहले ही लौटाया जा चुका है या लौटाया जा रहा है',
  tooMany: 'आप जितना ख़रीदा उससे ज़्यादा नहीं लौटा सकते',
  saleNotReturnable: 'सेल के आइटम तभी लौटाए जा सकते हैं जब वे ख़राब या टूटे-फूटे पहुँचे हों',
  exchangeSameSize: 'बदलने के लिए कोई दूसरा साइज़ चुनें',
  exchangeOutOfStock: (size) => `साइज़ ${size} स्टॉक में नहीं है, इसलिए अभी इससे बदला नहीं जा सकता`,
  exchangeOnlySize: 'एक्सचेंज उसी टी-शर्ट के दूसरे साइज़ के लिए होता है',
  upiRequired: 'रिफ़ंड भेजने के लिए UPI ID डालें',
  originalNotForCod: 'कैश ऑन डिलीवरी ऑर्डर का कोई ऑनलाइन भुगतान नहीं है जिसमें रिफ़ंड जाए: स्टोर क्रेडिट या UPI चुनें',
  upiOnlyForCod: 'UPI ट्रांसफ़र कैश ऑन डिलीवरी ऑर्डर के लिए है; भुगतान किए गए ऑर्डर का रिफ़ंड उसी भुगतान के तरीके में जाता है',
  duplicateLine: 'रिटर्न में हर आइटम एक ही बार आ सकता है',
});

/** Each step's mail (subject, heading, first paragraph) to a Hindi reader. */
export const RETURN_MAIL_TEXTS_HI: {
  readonly [Step in keyof typeof RETURN_MAIL_TEXTS]: Twin<(typeof RETURN_MAIL_TEXTS)[Step]>;
} = {
  requested: {
    subject: (order) => `ऑर्डर #${order} के रिटर्न का आपका अनुरोध हमें मिल गया`,
    heading: 'रिटर्न का अनुरोध भेजा गया',
    body: 'हम एक कामकाजी दिन के अंदर आपका अनुरोध देखकर फिर लिखेंगे।',
  },
  replacementShipped: {
    subject: (order) => `ऑर्डर #${order} का आपका नया साइज़ रास्ते में है`,
    heading: 'नया साइज़ रास्ते में है',
    body: 'आपका एक्सचेंज बिना किसी शुल्क के जा रहा है: नया साइज़ हमारे स्टूडियो से निकल चुका है।',
  },
  pickupBooked: {
    subject: (order) => `ऑर्डर #${order} का आपका रिटर्न कूरियर आपसे ले जाएगा`,
    heading: 'पिकअप बुक हो गया',
    body: 'कृपया आइटम बिना इस्तेमाल किए, टैग के साथ पैक करें और पार्सल तैयार रखें: कूरियर इसे आपके डिलीवरी के पते से ले जाएगा।',
  },
  approved: {
    subject: (order) => `ऑर्डर #${order} का आपका रिटर्न मंज़ूर हो गया`,
    heading: 'रिटर्न मंज़ूर',
    body: 'कृपया आइटम बिना इस्तेमाल किए, टैग के साथ पैक करें और पार्सल नीचे दिए पते पर भेजें।',
  },
  rejected: {
    subject: (order) => `ऑर्डर #${order} का आपका रिटर्न मंज़ूर नहीं हुआ`,
    heading: 'रिटर्न मंज़ूर नहीं हुआ',
    body: 'हमें खेद है: हम आपका रिटर्न मंज़ूर नहीं कर सके।',
  },
  received: {
    subject: (order) => `ऑर्डर #${order} का आपका रिटर्न हमें मिल गया`,
    heading: 'पार्सल मिल गया',
    body: 'आपका पार्सल हम तक पहुँच गया है। हम इसकी जाँच करके फिर लिखेंगे।',
  },
  accepted: {
    subject: (order) => `ऑर्डर #${order} का आपका रिटर्न जाँच में पास हो गया`,
    heading: 'रिटर्न स्वीकार',
    body: 'आपके आइटम जाँच में पास हो गए।',
  },
  refused: {
    subject: (order) => `ऑर्डर #${order} का आपका रिटर्न जाँच में पास नहीं हुआ`,
    heading: 'जाँच में पास नहीं हुआ',
    body: 'आपके आइटम जाँच में पास नहीं हुए, इसलिए कुछ भी रिफ़ंड नहीं होगा।',
  },
  expired: {
    subject: (order) => `ऑर्डर #${order} के आपके एक्सचेंज का समय ख़त्म हो गया`,
    heading: 'एक्सचेंज का समय ख़त्म',
    body: 'आपका पार्सल समय पर हम तक नहीं पहुँचा, इसलिए आपके लिए रखा साइज़ फिर से बिक्री पर है।',
  },
  refunded: {
    subject: (order) => `ऑर्डर #${order} का आपका रिफ़ंड रास्ते में है`,
    heading: 'रिफ़ंड भेज दिया गया',
    body: 'हमने आपका रिफ़ंड आपके भुगतान के मूल तरीके पर भेज दिया है।',
  },
  refundFailed: {
    subject: (order) => `ऑर्डर #${order} का आपका रिफ़ंड हमारे ध्यान में है`,
    heading: 'रिफ़ंड में देरी',
    body: 'आपके भुगतान प्रदाता ने रिफ़ंड नहीं लिया। हम इसे देख रहे हैं और फिर लिखेंगे।',
  },
};

/** The words around each step's mail to a Hindi reader. */
export const RETURN_MAIL_WORDS_HI: Twin<typeof RETURN_MAIL_WORDS> = {
  greeting: (name) => `नमस्ते ${name},`,
  size: (size) => `साइज़ ${size}`,
  quantity: (quantity) => `मात्रा ${quantity}`,
  exchangeFor: (size) => `साइज़ ${size} से एक्सचेंज`,
  fee: RETURN_TEXTS_HI.fee,
  youGetBack: RETURN_TEXTS_HI.youGetBack,
  refundTo: 'रिफ़ंड कहाँ जाएगा',
  ourNote: (note) => `हमारा नोट: ${note}`,
  sendTo: RETURN_TEXTS_HI.returnAddress,
  pickupCourier: (courier, awb) => `कूरियर: ${courier}, AWB ${awb}।`,
  trackPickup: RETURN_TEXTS_HI.trackPickup,
  creditNote: (number) => `क्रेडिट नोट: ${number}।`,
  inStoreCredit: (amount) => `${amount} अब आपके स्टोर क्रेडिट में है, आपके अगले ऑर्डर के लिए तैयार।`,
  upiSent: (amount, upiId, reference) => `हमने ${amount} ${upiId} पर भेज दिए (रेफ़रेंस ${reference})।`,
  replacementShips: (sizes) => `${RETURN_TEXTS_HI.replacementShips(sizes)} उसके रास्ते में होते ही हम लिखेंगे।`,
  replacementBooked: (courier, awb) => `${RETURN_TEXTS_HI.replacementBooked(courier, awb)}।`,
  trackReplacement: RETURN_TEXTS_HI.trackReplacement,
  replacementInvoice: (number) => `नए साइज़ का इनवॉइस: ${number} (कुछ नहीं देना है)।`,
};
