import { twinOf, type Twin } from '../i18n/languages.ts';
import type { NdrChoice } from './shipping.schemas.ts';
import type { FAILED_DELIVERY_VALIDATION } from './failed-delivery.validation.ts';
import type { FAILED_DELIVERY_TEXTS, NDR_CHOICE_LABELS } from './shipping.screens.texts.ts';
import { FAILED_DELIVERY_ANSWER_HOURS, SHIPPING_MESSAGES } from './shipping.texts.ts';

/** The failed-delivery page's texts in another language: what each answer did by answer, the twins of the rest. */
export type FailedDeliveryTwin = Twin<Omit<typeof FAILED_DELIVERY_TEXTS, 'outcome'>> & {
  readonly outcome: Readonly<Record<NdrChoice, string>>;
};

/**
 * The page the failed-delivery mail's link opens (/failed-delivery), in Hindi. The courier's name,
 * the AWB and the address the shopper gave keep their letters.
 */
export const FAILED_DELIVERY_TEXTS_HI: FailedDeliveryTwin = {
  title: 'हम आप तक नहीं पहुँच पाए',
  intro: (courier, orderNumber) => `${courier} आपका ऑर्डर #${orderNumber} डिलीवर नहीं कर सका। हमें बताएँ कि आगे क्या करें।`,
  attempted: 'कोशिश का समय',
  address: 'डिलीवरी का पता',
  contact: 'फ़ोन',
  answerBy: (when) => `कृपया ${when} तक जवाब दें; उसके बाद दुकान आपके लिए तय करेगी।`,
  choose: 'हम क्या करें?',
  reattemptHint: 'कूरियर अगले कामकाजी दिन फिर आएगा।',
  changeHint: 'उन्हीं पिन कोड नियमों में नया पता या फ़ोन नंबर दें।',
  cancelHint: 'पार्सल हमारे पास लौट आएगा; पहले से चुकाए गए ऑर्डर का पैसा वापस होगा।',
  cancelConfirm: 'यह ऑर्डर रद्द करें? पार्सल हमारे पास लौट आएगा।',
  saveAddress: 'नया पता भेजें',
  sending: 'भेज रहे हैं...',
  outcome: {
    reattempt: 'हो गया: कूरियर अगले कामकाजी दिन फिर कोशिश करेगा।',
    change_address: 'हो गया: कूरियर के पास नया पता और फ़ोन है।',
    cancel: 'हो गया: ऑर्डर रद्द है और पार्सल हमारे पास लौट रहा है।',
  },
  failed: 'आपका जवाब नहीं भेजा जा सका। कृपया फिर कोशिश करें।',
  invalid: 'यह लिंक मान्य नहीं है या इसकी समय-सीमा ख़त्म हो गई है।',
  invalidHint: 'डिलीवरी न हो पाने वाले ई-मेल के लिंक जवाब की समय-सीमा तक चलते हैं। हमसे संपर्क करें, हम इसे सुलझा देंगे।',
  loadFailed: 'यह डिलीवरी लोड नहीं हो सकी।',
  pageTitle: 'डिलीवरी की कोशिश',
  orderNumber: (orderNumber) => `ऑर्डर #${orderNumber}`,
  loading: 'डिलीवरी लोड हो रही है',
  contactUs: 'हमसे संपर्क करें',
  back: 'वापस',
  line1: 'पते की पहली पंक्ति',
  line2: 'पते की दूसरी पंक्ति',
  pin: 'पिन कोड',
  city: 'शहर',
  state: 'राज्य',
  chooseState: 'राज्य या केंद्र शासित प्रदेश चुनें',
  phone: 'फ़ोन',
};

/** The three answers to a failed delivery, in Hindi. */
export const NDR_CHOICE_LABELS_HI: Twin<typeof NDR_CHOICE_LABELS> = {
  reattempt: 'कल फिर कोशिश करें',
  change_address: 'पता या फ़ोन बदलें',
  cancel: 'ऑर्डर रद्द करें',
};

export const FAILED_DELIVERY_VALIDATION_HI: Twin<typeof FAILED_DELIVERY_VALIDATION> = {
  failedDeliveryLine1Required: 'मकान नंबर और गली लिखें',
  failedDeliveryCityRequired: 'शहर लिखें',
  failedDeliveryStateRequired: 'राज्य या केंद्र शासित प्रदेश चुनें',
};

/** The server's refusals of a failed delivery's link and answer, in Hindi (the owner's stay English). */
export const SHIPPING_MESSAGES_HI = twinOf(SHIPPING_MESSAGES, {
  failedDeliveryLinkInvalid: 'यह लिंक मान्य नहीं है। कृपया अपने ई-मेल वाला लिंक इस्तेमाल करें।',
  failedDeliveryNotFound: 'यह डिलीवरी नहीं मिली',
  failedDeliveryExpired: `जवाब देने का समय (${FAILED_DELIVERY_ANSWER_HOURS} घंटे) निकल गया। इस डिलीवरी के बारे में हम आपसे संपर्क करेंगे।`,
  failedDeliveryAnswered: 'इस डिलीवरी के लिए जवाब पहले ही दिया जा चुका है',
  failedDeliveryNotOpen: 'यह पार्सल डिलीवरी न हो पाने के जवाब का इंतज़ार नहीं कर रहा',
});
