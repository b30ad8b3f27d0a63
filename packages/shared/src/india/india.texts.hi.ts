import type { Twin } from '../i18n/languages.ts';
import type { INDIA_MESSAGES } from './india.ts';

/** The address checks' messages in Hindi (the twin of INDIA_MESSAGES). */
export const INDIA_MESSAGES_HI: Twin<typeof INDIA_MESSAGES> = {
  mobileInvalid: 'सही भारतीय मोबाइल नंबर लिखें',
  pinInvalid: 'पिन कोड सही नहीं है (6 अंक चाहिए)',
  pinUnknown: 'यह पिन कोड हमें नहीं मिला',
  stateRequired: 'राज्य या केंद्र शासित प्रदेश चुनें',
  stateUnknown: 'सूची में से राज्य या केंद्र शासित प्रदेश चुनें',
  stateMismatch: (pin, state) => `पिन कोड ${pin} ${state} में है`,
  pinNotServiceable: 'हम अभी इस पिन कोड पर डिलीवरी नहीं करते',
  codNotAvailablePin: 'इस पिन कोड पर कैश ऑन डिलीवरी उपलब्ध नहीं है',
  codOverLimit: (limit) => `कैश ऑन डिलीवरी ${limit} तक के ऑर्डर पर उपलब्ध है`,
  gstinInvalid: 'GSTIN सही नहीं है',
  gstinStateMismatch: 'यह GSTIN किसी दूसरे राज्य का है',
};
