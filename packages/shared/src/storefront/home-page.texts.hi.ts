import type { Twin } from '../i18n/languages.ts';
import type { HOME_PAGE_TEXTS } from './home-page.texts.ts';

/** The home page's own words in Hindi (the twin of HOME_PAGE_TEXTS). */
export const HOME_PAGE_TEXTS_HI: Twin<typeof HOME_PAGE_TEXTS> = {
  promiseCotton: 'मोटा सूती कपड़ा',
  promiseCottonText: '220-240 GSM का सूती कपड़ा, जो हर धुलाई के बाद भी अपना आकार बनाए रखे।',
  promiseShipping: (fee) => `${fee} फ़्लैट शिपिंग`,
  promiseDelivery: (ships, metro, rest) =>
    `${ships} कामकाजी दिनों में भेजा जाता है, फिर मेट्रो शहरों में ${metro} दिन और बाकी भारत में ${rest} दिन में पहुँचता है।`,
  promiseCod: 'कैश ऑन डिलीवरी',
  promiseCodText: 'दरवाज़े पर पैसे दें, या कार्ड से ऑनलाइन। आपकी मर्ज़ी।',
  promiseReturns: (days) => `${days} दिन में रिटर्न`,
  promiseReturnsText: (days) => `बिना पहना और टैग लगा है? डिलीवरी के ${days} दिन के अंदर लौटाएँ। साइज़ भी बदल सकते हैं।`,
  findYours: 'अपनी चुनें',
};
