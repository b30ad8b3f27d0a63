import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import type { Twin } from '../i18n/languages.ts';
import type { AUTH_PAGE_TEXTS } from './auth-page.texts.ts';

/** The log-in and sign-up page in Hindi (the twin of AUTH_PAGE_TEXTS). */
export const AUTH_PAGE_TEXTS_HI: Twin<typeof AUTH_PAGE_TEXTS> = {
  title: 'लॉग इन या साइन अप',
  heading: 'StoryFit में आपका स्वागत है',
  lead: 'ख़रीदारी करने, ऑर्डर देखने और पते सेव करने के लिए लॉग इन करें या खाता बनाएँ।',
  tabs: 'लॉग इन या साइन अप',
  login: 'लॉग इन',
  signUp: 'साइन अप',
  noAccount: 'खाता नहीं है? ',
  haveAccount: 'पहले से खाता है? ',
  createOne: 'खाता बनाएँ',
  logIn: 'लॉग इन करें',
  or: 'या',
  usePhone: 'फ़ोन से लॉग इन करें',
  useEmail: 'ईमेल से लॉग इन करें',
  email: 'ईमेल',
  password: 'पासवर्ड',
  forgotPassword: 'पासवर्ड भूल गए?',
  loggingIn: 'लॉग इन हो रहा है...',
  name: 'नाम',
  phone: 'फ़ोन',
  phonePlaceholder: '10 अंकों का मोबाइल',
  gender: 'लिंग',
  selectGender: 'लिंग चुनें',
  male: 'पुरुष',
  female: 'महिला',
  other: 'अन्य',
  passwordHint: `कम से कम ${PASSWORD_MIN_LENGTH} अक्षर।`,
  createAccount: 'खाता बनाएँ',
  creatingAccount: 'खाता बन रहा है...',
};
