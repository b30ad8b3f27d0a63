import { RETURN_WINDOW_DAYS } from '../constants.ts';
import type { Twin } from '../i18n/languages.ts';
import { FIT_HEIGHT_CM, FIT_WEIGHT_KG } from './fit-finder.ts';
import type { FIT_FINDER_MESSAGES, SIZE_HELP_TEXTS } from './size-help-page.texts.ts';

/** The fit finder and the size chart in Hindi (the twin of SIZE_HELP_TEXTS); sizes and units keep their letters. */
export const SIZE_HELP_TEXTS_HI: Twin<typeof SIZE_HELP_TEXTS> = {
  fitLead: 'अपनी लंबाई, वज़न और कितना ढीला पसंद है, बताएँ; हम इन्हें अपने साइज़ चार्ट में कपड़े के नाप से मिलाते हैं।',
  fitForm: 'साइज़ खोजें',
  height: 'लंबाई (cm)',
  weight: 'वज़न (kg)',
  heightExample: 'जैसे 172',
  weightExample: 'जैसे 68',
  howFit: 'आपको फ़िट कैसा पसंद है?',
  relaxed: 'आरामदेह',
  oversized: 'ओवरसाइज़्ड',
  extraOversized: 'एक्स्ट्रा ओवरसाइज़्ड',
  relaxedHint: 'आरामदेह, थोड़ा पास',
  oversizedHint: 'ड्रॉप-शोल्डर कट, जैसा डिज़ाइन किया गया',
  extraOversizedHint: 'चौकोर और लंबा, एक साइज़ ढीला',
  choose: (size) => `${size} चुनें`,
  soldOutIn: (size, colour) => `${colour} में ${size} बिक चुका है: पेज पर "मुझे बताएँ" इस्तेमाल करें।`,
  forget: 'मेरे जवाब भूल जाएँ',
  remembered: 'सिर्फ़ इसी डिवाइस पर याद रखा जाता है।',
  largestByChest: (size, inches, style) =>
    `${size} हमारा सबसे बड़ा साइज़ है: इसकी ${inches} in छाती आप पर ${style} से कसी बैठेगी।`,
  largestByLength: (size, inches, style) =>
    `${size} हमारा सबसे बड़ा साइज़ है: इसकी ${inches} in लंबाई आप पर ${style} से कसी बैठेगी।`,
  byLength: (size, heightCm, wantedIn, lengthIn) =>
    `${size}: ${heightCm} cm लंबाई पर आपको लगभग ${wantedIn} in लंबी टी-शर्ट चाहिए, और ${size} ${lengthIn} in लंबा है।`,
  smallest: (size, room, bodyChestIn, style) =>
    `${size} हमारा सबसे छोटा साइज़ है: आपकी अनुमानित ${bodyChestIn} in छाती के चारों ओर लगभग ${room} in जगह के साथ यह ${style} से ज़्यादा ढीला रहेगा।`,
  byChest: (size, chestIn, room, bodyChestIn, style) =>
    `${size}: इसकी ${chestIn} in छाती आपकी अनुमानित ${bodyChestIn} in छाती के चारों ओर लगभग ${room} in जगह छोड़ती है, जैसा आपको पसंद है: ${style}।`,
  betweenSizes: (returned, other) => `${returned}: अगर आप दो साइज़ के बीच हैं, तो ${other} लें।`,
  returnedOnly: (returned) => `${returned}।`,
  chartTitle: 'साइज़ चार्ट',
  chartLead:
    'हमारी टी-शर्ट ओवरसाइज़्ड कट की हैं: शरीर पर खुली और कंधे नीचे तक। ढीले फ़िट के लिए अपना आम साइज़ लें, या पास फ़िट के लिए एक साइज़ छोटा। नाप कपड़े के हैं।',
  units: 'इकाई',
  inches: 'इंच',
  centimetres: 'सेंटीमीटर',
  chartTable: 'साइज़ चार्ट की टेबल',
  caption: (unit) => `कपड़े के नाप, ${unit} में`,
  size: 'साइज़',
  chest: 'छाती',
  length: 'लंबाई',
  shoulder: 'कंधा',
  fitsBodyChest: 'किस छाती पर फ़िट',
  exchangeNote: `साइज़ ग़लत निकला? साइज़ की वजह से एक्सचेंज डिलीवरी के ${RETURN_WINDOW_DAYS} दिनों के अंदर माँगा जा सकता है।`,
};

/** The fit finder form's messages in Hindi. */
export const FIT_FINDER_MESSAGES_HI: Twin<typeof FIT_FINDER_MESSAGES> = {
  heightMissing: 'अपनी लंबाई cm में लिखें',
  heightWhole: 'अपनी लंबाई पूरे cm में लिखें',
  heightRange: `लंबाई ${FIT_HEIGHT_CM.min}–${FIT_HEIGHT_CM.max} cm होनी चाहिए`,
  weightMissing: 'अपना वज़न kg में लिखें',
  weightWhole: 'अपना वज़न पूरे kg में लिखें',
  weightRange: `वज़न ${FIT_WEIGHT_KG.min}–${FIT_WEIGHT_KG.max} kg होना चाहिए`,
  fitMissing: 'बताएँ कि आपको कितना ढीला पसंद है',
};
