import { twinOf, type Twin } from './i18n/languages.ts';
import { COMMON_SCREEN, type COMMON_SERVER_MESSAGES, COMMON_VALIDATION } from './common.texts.ts';

/** The texts of no one domain in Hindi (twins of COMMON_*). */
export const COMMON_VALIDATION_HI = twinOf(COMMON_VALIDATION, {
  textInvalid: (field) => `${field} टेक्स्ट होना चाहिए`,
  controlCharacters: (field) => `${field} में नियंत्रण वर्ण नहीं होने चाहिए`,
});

export const COMMON_SCREEN_HI = twinOf(COMMON_SCREEN, {
  loading: 'लोड हो रहा है...',
  splash: 'आपकी ख़रीदारी तैयार हो रही है...',
  notFoundTitle: 'पेज नहीं मिला',
  goHome: 'होम पर जाएँ',
  listError: (message) => `गड़बड़ी: ${message}`,
  deleting: 'हटा रहे हैं...',
  saving: 'सेव हो रहा है...',
  pages: 'पेज',
  previous: 'पिछला',
  next: 'अगला',
  pageOf: (page, total) => `${total} में से पेज ${page}`,
  close: 'बंद करें',
  tryAgain: 'फिर कोशिश करें',
});

export const COMMON_SERVER_MESSAGES_HI: Twin<typeof COMMON_SERVER_MESSAGES> = {
  validation: 'कृपया चिह्नित जानकारी जाँचें',
  notFound: 'नहीं मिला',
  routeNotFound: (method, url) => `${method} ${url} नहीं मिला`,
  internal: 'हमारी ओर से कुछ गड़बड़ हुई। कृपया फिर से कोशिश करें।',
  unauthenticated: 'आगे बढ़ने के लिए कृपया लॉग इन करें',
  forbidden: 'आपको यह करने की अनुमति नहीं है',
  rateLimited: 'बहुत सारी कोशिशें। कृपया थोड़ी देर रुककर फिर कोशिश करें।',
  foreignOrigin: 'दूसरी साइट से आया अनुरोध अस्वीकार किया गया',
  payloadTooLarge: 'अपलोड बहुत बड़ा है',
  temporarilyUnavailable: 'दुकान कुछ पल के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर कोशिश करें।',
};
