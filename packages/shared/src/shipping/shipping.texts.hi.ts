import { twinOf, type Twin } from '../i18n/languages.ts';
import type { SHIPMENT_TRACKING_TEXTS } from './shipping.screens.texts.ts';
import { SHIPPING_MAIL_TEXTS, type SHIPMENT_STATUS_LABELS } from './shipping.texts.ts';

/** A parcel's states as the shopper's tracking shows them, in Hindi. */
export const SHIPMENT_STATUS_LABELS_HI: Twin<typeof SHIPMENT_STATUS_LABELS> = {
  created: 'शिपमेंट बुक हो गया',
  picked_up: 'कूरियर ने ले लिया',
  in_transit: 'रास्ते में',
  out_for_delivery: 'आज डिलीवरी के लिए निकला',
  delivered: 'डिलीवर हो गया',
  delivery_failed: 'डिलीवरी की कोशिश नाकाम रही',
  returning_to_origin: 'हमारे पास लौट रहा है',
  returned_to_origin: 'हमारे पास लौट आया',
  lost: 'रास्ते में खो गया',
  cancelled: 'शिपमेंट रद्द',
};

/** The shopper's tracking on the order card, in Hindi. */
export const SHIPMENT_TRACKING_TEXTS_HI: Twin<typeof SHIPMENT_TRACKING_TEXTS> = {
  title: 'शिपमेंट',
  awb: 'ट्रैकिंग नंबर (AWB)',
  track: (courier) => `${courier} पर ट्रैक करें`,
  timeline: 'शिपमेंट की टाइमलाइन',
};

/** The mails about a parcel on its way to a Hindi reader (the owner's notice stays English). */
export const SHIPPING_MAIL_TEXTS_HI = twinOf(SHIPPING_MAIL_TEXTS, {
  greeting: (name) => `नमस्ते ${name},`,
  outForDeliverySubject: (store, orderNumber) => `आपका ${store} ऑर्डर #${orderNumber} आज डिलीवरी के लिए निकला है`,
  outForDeliveryHeading: 'आज पहुँच रहा है',
  outForDelivery: (orderNumber) =>
    `आपका ऑर्डर #${orderNumber} आज डिलीवरी के लिए निकला है। कृपया फ़ोन पास रखें: कूरियर कॉल कर सकता है।`,
  codReminder: (amount) => `डिलीवरी पर देने के लिए कृपया ${amount} तैयार रखें।`,
  failedSubject: (store, orderNumber) => `हम आपका ${store} ऑर्डर #${orderNumber} डिलीवर नहीं कर सके`,
  failedHeading: 'कूरियर आपका ऑर्डर डिलीवर नहीं कर सका',
  failed: (orderNumber, courier) => `${courier} ने आपका ऑर्डर #${orderNumber} डिलीवर करने की कोशिश की, पर नहीं कर सका।`,
  failedChoose: (hours) =>
    `${hours} घंटे के अंदर बताएँ कि क्या करें: फिर से कोशिश, पता या फ़ोन नंबर बदलना, या ऑर्डर रद्द करना। लॉग-इन की ज़रूरत नहीं।`,
  failedLink: 'आगे क्या हो, चुनें',
  tracking: 'अपना पार्सल ट्रैक करें',
  courier: 'कूरियर',
});
