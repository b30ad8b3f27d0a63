import { twinOf, type Twin } from '../i18n/languages.ts';
import type { REFUND_DESTINATION_LABELS, RETURN_REASON_LABELS } from './returns.lifecycle.ts';
import { RETURN_TEXTS, type RETURN_STATUS_LABELS } from './returns.texts.ts';

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
