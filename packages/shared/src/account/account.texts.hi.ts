import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { twinOf, type Twin } from '../i18n/languages.ts';
import { ACCOUNT_SERVER_MESSAGES, type ACCOUNT_SUCCESS, type ACCOUNT_VALIDATION } from './account.texts.ts';

/** The address fields the shared schema names in its messages, in Hindi. */
const ADDRESS_FIELD_NAMES_HI: Readonly<Record<string, string>> = {
  'House number': 'मकान नंबर',
  Street: 'गली / सड़क',
  Colony: 'कॉलोनी / इलाक़ा',
  City: 'शहर',
  State: 'राज्य',
  'Postal code': 'पिन कोड',
  Country: 'देश',
};

/** The account's validation texts in Hindi (the twin of ACCOUNT_VALIDATION). */
export const ACCOUNT_VALIDATION_HI: Twin<typeof ACCOUNT_VALIDATION> = {
  emailRequired: 'ईमेल ज़रूरी है',
  emailInvalid: 'ईमेल सही नहीं है',
  passwordRequired: 'पासवर्ड ज़रूरी है',
  passwordTooShort: `पासवर्ड कम से कम ${PASSWORD_MIN_LENGTH} अक्षरों का होना चाहिए`,
  passwordTooLong: 'पासवर्ड अधिकतम 128 अक्षरों का हो सकता है',
  nameRequired: 'नाम ज़रूरी है',
  phoneRequired: 'फ़ोन नंबर ज़रूरी है',
  phoneInvalid: 'फ़ोन नंबर सही नहीं है (10 अंक चाहिए)',
  genderRequired: 'लिंग ज़रूरी है',
  otpRequired: 'OTP ज़रूरी है',
  otpDigits: 'OTP 6 अंकों का होना चाहिए',
  channelRequired: 'SMS या WhatsApp चुनें',
  resendEmailInvalid: 'सही ईमेल ज़रूरी है',
  resetEmailRequired: 'कृपया अपना ईमेल लिखें',
  resetOtpRequired: 'कृपया OTP लिखें',
  passwordsDoNotMatch: 'पासवर्ड मेल नहीं खाते',
  addressFieldRequired: (field) => `${ADDRESS_FIELD_NAMES_HI[field] ?? field} ज़रूरी है`,
  postalCodeInvalid: 'पिन कोड 6 अंकों का होना चाहिए',
  countryIndiaOnly: 'हम केवल भारत में डिलीवरी करते हैं',
};

/** The account's refusals in Hindi. */
export const ACCOUNT_SERVER_MESSAGES_HI = twinOf(ACCOUNT_SERVER_MESSAGES, {
  invalidCredentials: 'ईमेल या पासवर्ड ग़लत है',
  notVerified: 'लॉग इन करने से पहले कृपया अपना ईमेल सत्यापित करें',
  emailTaken: 'इस ईमेल से एक खाता पहले से है',
  otpInvalid: 'OTP ग़लत है',
  otpExpired: 'इस OTP की समय-सीमा ख़त्म हो गई। कृपया नया OTP मँगाएँ।',
  otpVoided: 'बहुत बार ग़लत कोशिश हुई। कृपया नया OTP मँगाएँ।',
  // Hindi writes सेकंड for one and for many.
  otpResendWait: (seconds) => `नया OTP मँगाने से पहले कृपया ${seconds} सेकंड रुकें`,
  currentPasswordWrong: 'मौजूदा पासवर्ड ग़लत है',
  sessionExpired: 'आपका सेशन ख़त्म हो गया। कृपया फिर से लॉग इन करें।',
  addressNotFound: 'पता नहीं मिला',
  phoneOtpRefused: 'यह कोड ग़लत है या अब मान्य नहीं है। इसे जाँचें, या नया कोड मँगाएँ।',
  phoneTaken: 'यह नंबर किसी दूसरे खाते पर पहले से सत्यापित है',
  phoneAlreadyVerified: 'आपका फ़ोन नंबर पहले से सत्यापित है',
  phoneSendFailed: 'अभी कोड नहीं भेज सके। कृपया एक मिनट में फिर कोशिश करें।',
  addressLimit: (max) => `आप अधिकतम ${max} पते सेव कर सकते हैं`,
});

/** The account's confirmations in Hindi (the twin of ACCOUNT_SUCCESS): toasts and the phone log-in's note. */
export const ACCOUNT_SUCCESS_HI: Twin<typeof ACCOUNT_SUCCESS> = {
  loggedIn: 'लॉग इन हो गया',
  registered: 'खाता बन गया। कृपया अपना ईमेल सत्यापित करें।',
  verified: 'खाता सत्यापित हो गया!',
  otpResent: 'OTP फिर से भेज दिया गया!',
  otpSent: 'OTP आपके ईमेल पर भेज दिया गया!',
  passwordReset: 'पासवर्ड रीसेट हो गया!',
  profileUpdated: 'प्रोफ़ाइल अपडेट हो गई',
  passwordChanged: 'पासवर्ड बदल गया',
  addressAdded: 'पता जुड़ गया',
  addressUpdated: 'पता अपडेट हो गया',
  addressDeleted: 'पता हटा दिया गया',
  loggedOut: 'लॉग आउट हो गया',
  phoneOtpSent:
    'अगर यह नंबर किसी खाते पर सत्यापित है, तो 6 अंकों का कोड आ रहा है। नंबर एक बार My Account से सत्यापित होता है, ईमेल से लॉग इन करने के बाद।',
  phoneCodeSent: 'हमने आपके फ़ोन पर 6 अंकों का कोड भेजा है',
  phoneVerified: 'फ़ोन नंबर सत्यापित हो गया। अब आप इससे लॉग इन कर सकते हैं।',
};
