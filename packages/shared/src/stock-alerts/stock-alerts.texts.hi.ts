import { twinOf } from '../i18n/languages.ts';
import { STOCK_ALERT_TEXTS } from './stock-alerts.texts.ts';

/** The stock alerts' texts in Hindi (the channels' names stay as their brands write them). */
export const STOCK_ALERT_TEXTS_HI = twinOf(STOCK_ALERT_TEXTS, {
  created: 'यह साइज़ फिर से स्टॉक में आते ही हम आपको बताएँगे।',
  priceDropCreated: 'इस साइज़ की कीमत घटते ही हम आपको बताएँगे।',
  removed: 'अलर्ट हटा दिया गया',
  inStock: 'यह साइज़ फिर से स्टॉक में है: इसे कार्ट में डालें।',
  emailRequired: 'कृपया अपना ईमेल पता लिखें',
  consentRequired: 'चुनें कि हम आपको कैसे बताएँ',
  whatsappNeedsAccount: 'WhatsApp पर अलर्ट पाने के लिए साइन इन करें',
  priceDropNeedsAccount: 'कीमत घटने का अलर्ट पाने के लिए साइन इन करें',
  notFound: 'अलर्ट नहीं मिला',
  subscribed: (size) => `${size} वापस आते ही हम आपको एक बार बताएँगे।`,
  noAlerts: 'अभी कोई अलर्ट नहीं। बिक चुके साइज़ पर "मुझे बताएँ" दबाएँ, वह वापस आते ही हम आपको एक बार बताएँगे।',
  fetchFailed: 'आपके अलर्ट लोड नहीं हो सके',
  subscribeFailed: 'अलर्ट सेट नहीं हो सका',
  removeFailed: 'अलर्ट हटाया नहीं जा सका',
  consentWithdrawn: (channel) => `हो गया: ${channel === 'email' ? 'ई-मेल' : 'WhatsApp'} पर अब कोई अलर्ट नहीं।`,
  consentNotGiven: 'आपने इस माध्यम पर अलर्ट की सहमति नहीं दी है।',
  consentsFailed: 'आपकी सहमतियाँ लोड नहीं हो सकीं',
  withdrawFailed: 'आपकी सहमति वापस नहीं ली जा सकी',
  stopLinkInvalid: 'यह रोकने का लिंक मान्य नहीं है। आप मेरा खाता में अलर्ट रोक सकते हैं।',
  stopFailed: 'अलर्ट रोके नहीं जा सके',
});
