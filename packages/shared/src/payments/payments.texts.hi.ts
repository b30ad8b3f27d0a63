import type { Twin } from '../i18n/languages.ts';
import type {
  REFUND_CAUSE_LABELS,
  REFUND_ROUTE_LABELS,
  REFUND_STATE_LABELS,
  TENDER_LABELS,
} from './payments.ledger.ts';
import type { PAYMENT_SCREEN_TEXTS } from './payments.screens.texts.ts';

/**
 * How an order is paid, in Hindi: the pairs the shopper's screens translate their payment lines
 * with (`messageTranslator`), the nested groups of PAYMENT_SCREEN_TEXTS each a pair of its own.
 */
export const TENDER_LABELS_HI: Readonly<Record<keyof typeof TENDER_LABELS, string>> = {
  online: 'ऑनलाइन भुगतान किया',
  store_credit: 'स्टोर क्रेडिट',
  cod_cash: 'कैश ऑन डिलीवरी',
};

export const PAYMENT_SCREEN_TEXTS_HI = {
  tenders: 'भुगतान कैसे हुआ',
  creditIncluded: (credit: string) => `${credit} स्टोर क्रेडिट सहित`,
  completePayment: 'भुगतान पूरा करें:',
  refunds: 'रिफ़ंड',
  refundReference: (reference: string) => `रेफ़. ${reference}`,
  refundFailedShopper: 'हम इसे फिर भेजेंगे या आपसे संपर्क करेंगे।',
} satisfies Partial<Record<keyof typeof PAYMENT_SCREEN_TEXTS, unknown>>;

export const PAYMENT_TO_PAY_HI: Readonly<Record<keyof typeof PAYMENT_SCREEN_TEXTS.toPay, string>> = {
  online: 'ऑनलाइन भुगतान करें',
  cod: 'डिलीवरी पर भुगतान',
};

export const PAYMENT_DUE_HI: Readonly<Record<keyof typeof PAYMENT_SCREEN_TEXTS.due, string>> = {
  online: 'ऑनलाइन भुगतान बाकी',
  cod: 'डिलीवरी पर देना है',
};

/** Why an order's money went back, as the shopper's refunds list names it, in Hindi. */
export const REFUND_CAUSE_LABELS_HI: Twin<typeof REFUND_CAUSE_LABELS> = {
  cancellation: 'रद्द करना',
  'late-payment': 'रद्द होने के बाद आया भुगतान',
  return: 'रिटर्न',
  'exchange-difference': 'एक्सचेंज का अंतर',
  'cod-switch': 'ऑनलाइन भुगतान पर जाने का भुगतान',
  'returned-to-origin': 'पार्सल हमारे पास लौट आया',
};

/** Where a refund went ("₹1,000 स्टोर क्रेडिट में"), in Hindi. */
export const REFUND_ROUTE_LABELS_HI: Twin<typeof REFUND_ROUTE_LABELS> = {
  provider: 'भुगतान के मूल तरीके में',
  wallet: 'स्टोर क्रेडिट में',
  upi_payout: 'UPI पेआउट से',
};

/** A refund's state, in Hindi. */
export const REFUND_STATE_LABELS_HI: Twin<typeof REFUND_STATE_LABELS> = {
  pending: 'प्रोसेस हो रहा है',
  processed: 'रिफ़ंड हो गया',
  failed: 'नहीं हो सका',
};
