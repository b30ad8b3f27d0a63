import type { Twin } from '../i18n/languages.ts';
import type { CHECKOUT_PAGE_TEXTS } from './checkout-page.texts.ts';

/** The checkout page in Hindi (the twin of CHECKOUT_PAGE_TEXTS). */
export const CHECKOUT_PAGE_TEXTS_HI: Twin<typeof CHECKOUT_PAGE_TEXTS> = {
  title: 'अपना ऑर्डर पक्का करें',
  backToCart: 'कार्ट पर वापस जाएँ',
  paymentTitle: 'भुगतान का तरीक़ा',
  codTitle: 'कैश ऑन डिलीवरी',
  codNote: (shipping, charge) => `सामान आने पर भुगतान · ${shipping} शिपिंग + ${charge} COD शुल्क`,
  onlineTitle: 'ऑनलाइन भुगतान',
  onlineNote: (shipping) => `कार्ड, UPI और नेटबैंकिंग, Razorpay से · ${shipping} शिपिंग`,
  summaryTitle: 'ऑर्डर का सारांश',
  subtotal: 'कुल',
  discount: 'छूट',
  deliveryFee: 'डिलीवरी शुल्क',
  total: 'कुल रकम',
  placeOrder: 'ऑर्डर करें',
  pay: (amount) => `${amount} चुकाएँ`,
  deliveryBy: 'डिलीवरी',
  deliveryTo: 'तक,',
  noItemsToOrder: 'ऑर्डर के लिए कोई आइटम नहीं',
};
