import { CANCELLATION_REFUND_BUSINESS_DAYS, CANCELLATION_WINDOW_HOURS } from '../constants.ts';
import { twinOf, type Twin } from '../i18n/languages.ts';
import { CANCELLATION_TEXTS, type REFUND_TEXTS } from './orders.texts.ts';
import type { ORDERS_PAGE_TEXTS } from './orders-page.texts.ts';
import type { PAY_NOW_TEXTS, PAYMENT_STATUS_LABELS } from './orders.texts.ts';

/** The thank-you page and the order cards in Hindi (the twin of ORDERS_PAGE_TEXTS). */
export const ORDERS_PAGE_TEXTS_HI: Twin<typeof ORDERS_PAGE_TEXTS> = {
  thankYou: 'धन्यवाद',
  continueShopping: 'ख़रीदारी जारी रखें',
  viewAllOrders: 'सभी ऑर्डर देखें',
  thanksForOrder: 'आपके ऑर्डर के लिए धन्यवाद!',
  paidAndIn: 'आपका भुगतान हो गया और ऑर्डर मिल गया है।',
  waitsForConfirmation: 'आपका ऑर्डर मिल गया है और नीचे आपकी पुष्टि का इंतज़ार कर रहा है।',
  keepCashReady: 'आपका ऑर्डर मिल गया है। कैश ऑन डिलीवरी के लिए कृपया रकम तैयार रखें।',
  followInAccount: 'आप इसे कभी भी मेरा खाता में देख सकते हैं।',
  orderDetails: 'ऑर्डर की जानकारी',
  orderId: 'ऑर्डर ID',
  paymentMethod: 'भुगतान का तरीका',
  paymentId: 'भुगतान ID',
  expectedDelivery: 'अनुमानित डिलीवरी',
  shippingAddress: 'डिलीवरी का पता',
  items: 'आइटम',
  lineDetails: (colour, size, quantity, price) => `${colour} · साइज़ ${size} · ${quantity} × ${price}`,
  subtotal: 'सबटोटल',
  deliveryFee: 'डिलीवरी शुल्क',
  total: 'कुल',
  order: (number) => `ऑर्डर #${number}`,
  placedOn: (date) => `${date} को ऑर्डर किया`,
  orderProgress: 'ऑर्डर कहाँ तक पहुँचा',
  lineShort: (colour, size, quantity) => `${colour} · साइज़ ${size} · मात्रा ${quantity}`,
  payOnDelivery: 'डिलीवरी पर भुगतान',
  status: 'स्थिति',
  delivered: 'डिलीवर हो गया',
  cancelled: 'रद्द',
  shipTo: 'भेजने का पता',
  cancelWithin: `मन बदल गया? भेजे जाने से पहले, ${CANCELLATION_WINDOW_HOURS} घंटे के अंदर आप रद्द करने को कह सकते हैं।`,
  refundPolicy: 'रिफ़ंड नीति',
  requestCancellation: 'रद्द करने का अनुरोध',
  reason: (reason) => `कारण: ${reason}`,
  refund: 'रिफ़ंड',
  downloadInvoice: 'इनवॉइस डाउनलोड करें',
  downloadCreditNote: 'क्रेडिट नोट डाउनलोड करें',
  loadingOrders: 'ऑर्डर लोड हो रहे हैं',
  orders: 'ऑर्डर',
  shopTheCollection: 'कलेक्शन देखें',
  nothingOnItsWay: 'अभी कोई ऑर्डर रास्ते में नहीं है।',
  noPastOrders: 'कोई पुराना ऑर्डर नहीं मिला।',
  ordersFailed: (message) => `ऑर्डर लोड नहीं हो सके: ${message}`,
  noOrderDetails: 'ऑर्डर की कोई जानकारी नहीं मिली।',
  cancelOrder: 'ऑर्डर रद्द करें',
  cancelOrderNumber: (number) => `ऑर्डर #${number} रद्द करें`,
  cancelLead: `बताएँ कि आप ऑर्डर क्यों रद्द करना चाहते हैं। हमारी टीम हर अनुरोध देखती है; लागू रिफ़ंड ${CANCELLATION_REFUND_BUSINESS_DAYS.min} से ${CANCELLATION_REFUND_BUSINESS_DAYS.max} कामकाजी दिनों में आपके भुगतान के तरीके में पहुँचता है।`,
  cancelReason: 'रद्द करने का कारण',
  keepOrder: 'ऑर्डर रखें',
  submitting: 'भेज रहे हैं...',
  returnNote: 'रिटर्न',
  returnState: (status) => `रिटर्न: ${status}`,
  exchangeLine: (size, to) => `${size} को ${to} से बदलें`,
  returnSizeLine: (size) => `साइज़ ${size} लौटाएँ`,
  quantity: (quantity) => `मात्रा ${quantity}`,
  afterFee: (fee) => ` (${fee} रिटर्न शिपिंग शुल्क के बाद)`,
  refundOnItsWay: 'रिफ़ंड रास्ते में है',
  refunded: 'रिफ़ंड हो गया',
  refundDelayed: 'रिफ़ंड में देर: हम इस पर काम कर रहे हैं',
  ourNote: (note) => `हमारा नोट: ${note}`,
};

/** An order's payment states in Hindi. */
export const PAYMENT_STATUS_LABELS_HI: Twin<typeof PAYMENT_STATUS_LABELS> = {
  pending: 'भुगतान बाकी',
  paid: 'भुगतान हो गया',
  failed: 'भुगतान पूरा नहीं हुआ',
  refund_pending: 'रिफ़ंड बाकी',
  refunded: 'रिफ़ंड हो गया',
  refund_failed: 'रिफ़ंड नहीं हो सका',
};

/** An unpaid online order's Pay now in Hindi. */
export const PAY_NOW_TEXTS_HI: Twin<typeof PAY_NOW_TEXTS> = {
  notCompleted: PAYMENT_STATUS_LABELS_HI.failed,
  payNow: 'अभी भुगतान करें',
  opening: 'भुगतान खुल रहा है...',
  waiting: 'भुगतान का इंतज़ार...',
  verifying: 'भुगतान की जाँच हो रही है...',
  hint: (amount, deadline) => `यह ऑर्डर बनाए रखने के लिए ${deadline} तक ${amount} का भुगतान करें।`,
  failed: 'भुगतान शुरू नहीं हो सका। कृपया फिर कोशिश करें।',
  later: (minutes) => `आप ऑर्डर करने के ${minutes} मिनट के अंदर मेरा खाता से बाद में भी भुगतान कर सकते हैं।`,
};

/** The cancellation request's states and a refund's, as the shopper sees them (read through the translator). */
export const CANCELLATION_TEXTS_HI = twinOf(CANCELLATION_TEXTS, {
  requested: 'रद्द करने का अनुरोध भेजा गया',
  approved: 'रद्द करना मंज़ूर हुआ',
  declined: (reason) => `रद्द करना नामंज़ूर: ${reason}`,
  declinedShipped: 'ऑर्डर पहले ही भेजा जा चुका था',
});
export const REFUND_TEXTS_HI: Twin<typeof REFUND_TEXTS> = {
  pending: 'रिफ़ंड बाकी',
  processed: 'रिफ़ंड हो गया',
  failed: 'रिफ़ंड नहीं हो सका — हमारी टीम आपसे संपर्क करेगी',
  line: (amount, id) => (id ? `${amount} का रिफ़ंड (रेफ़. ${id})` : `${amount} का रिफ़ंड`),
};
