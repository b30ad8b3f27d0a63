import { PHONE_DIGITS, STORE } from '../constants.ts';
import type { Twin } from '../i18n/languages.ts';
import type { CONTACT_PAGE_TEXTS } from './contact-page.texts.ts';

/** The contact page in Hindi (the twin of CONTACT_PAGE_TEXTS). */
export const CONTACT_PAGE_TEXTS_HI: Twin<typeof CONTACT_PAGE_TEXTS> = {
  title: 'संपर्क करें',
  description: `साइज़, ऑर्डर या रिटर्न के बारे में सवाल? ${STORE.name} सपोर्ट को लिखें, ${STORE.phone} पर कॉल करें या ${STORE.address.city} में हमारे स्टूडियो आएँ।`,
  eyebrow: 'हम मदद के लिए हैं',
  lead: 'साइज़, ऑर्डर या रिटर्न के बारे में सवाल? हमें संदेश भेजें, हम आम तौर पर एक कामकाजी दिन में जवाब देते हैं।',
  sendUsAMessage: 'हमें संदेश भेजें',
  quickAnswers: 'जल्दी जवाब',
  faqLead: 'फ़िट, साइज़, डिलीवरी और रिटर्न: ज़्यादातर सवालों के जवाब हमारे FAQ में हैं।',
  visitFaq: 'FAQ देखें',
  form: 'संपर्क फ़ॉर्म',
  name: 'नाम',
  email: 'ई-मेल',
  phone: 'फ़ोन',
  phoneHint: `${PHONE_DIGITS} अंकों का मोबाइल नंबर`,
  message: 'संदेश',
  messageHint: 'अगर संदेश किसी ऑर्डर के बारे में है तो उसका ऑर्डर नंबर लिखें।',
  sending: 'भेज रहे हैं...',
  send: 'संदेश भेजें',
  visitOrReach: 'हमसे मिलें या संपर्क करें',
  storeAddress: 'स्टोर का पता',
  emailSupport: 'ई-मेल सपोर्ट',
  chat: 'चैट',
  whatsAppUs: 'WhatsApp पर लिखें',
  opensInNewTab: ' (नए टैब में खुलता है)',
  supportHours: 'सपोर्ट का समय',
  hours: 'सोमवार से शनिवार, सुबह 10 से शाम 6 बजे (IST)',
};
