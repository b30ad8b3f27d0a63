import type { Twin } from '../i18n/languages.ts';
import type { ALERT_CONSENT_WORDING } from './stock-alerts.texts.ts';

/**
 * The words a shopper reading the shop in Hindi agrees to, per channel: the same promise as
 * ALERT_CONSENT_WORDING, shown beside the tick box of a Hindi page and stored, word for word, with
 * the consent given there (docs/decisions/0319). Changing a wording is a new consent for shoppers
 * asked from then on; old consents keep theirs. "Can be stopped" rather than "I can stop": Hindi's
 * first person takes the reader's gender. The product page shows its own copy (consentEmail,
 * consentWhatsapp of its group), kept the same by product-page-copies.test.ts.
 */
export const ALERT_CONSENT_WORDING_HI: Twin<typeof ALERT_CONSENT_WORDING> = {
  email:
    'मेरे माँगे हुए अलर्ट (किसी साइज़ के फिर से स्टॉक में आने पर, मेरी विशलिस्ट की किसी चीज़ की कीमत घटने पर) मुझे ई-मेल करें: दिन में अधिकतम एक। इन्हें कभी भी हर अलर्ट के लिंक से या My Account में रोका जा सकता है।',
  whatsapp:
    'मेरे माँगे हुए अलर्ट मेरे खाते के WhatsApp नंबर पर भेजें: दिन में अधिकतम एक। इन्हें कभी भी हर संदेश के Stop बटन से या My Account में रोका जा सकता है।',
};
