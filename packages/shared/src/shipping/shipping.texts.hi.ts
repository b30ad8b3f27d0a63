import type { Twin } from '../i18n/languages.ts';
import type { SHIPMENT_TRACKING_TEXTS } from './shipping.screens.texts.ts';
import type { SHIPMENT_STATUS_LABELS } from './shipping.texts.ts';

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
