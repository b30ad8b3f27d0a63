import type { Twin } from '../i18n/languages.ts';
import type { UPI_TEXTS } from './upi.texts.ts';

/** The UPI payment's words in Hindi (the twin of UPI_TEXTS). */
export const UPI_TEXTS_HI: Twin<typeof UPI_TEXTS> = {
  upiIdInvalid: 'name@bank जैसी UPI ID लिखें',
  attemptNotFound: 'यह UPI भुगतान नहीं मिला',
  notOffered: 'UPI भुगतान अभी उपलब्ध नहीं है। कृपया किसी और तरीके से भुगतान करें।',
  waiting: (app) => `${app} में भुगतान पूरा करें। यह पेज अपने आप अपडेट होगा।`,
  waitingQr: 'किसी भी UPI ऐप से कोड स्कैन करके भुगतान करें। यह पेज अपने आप अपडेट होगा।',
  waitingVpa: (vpa) => `अपने UPI ऐप में ${vpa} पर भेजी गई रिक्वेस्ट मंज़ूर करें।`,
  failed: 'UPI भुगतान नहीं हो सका। आप फिर कोशिश कर सकते हैं।',
  timedOut: 'UPI ऐप से अभी कोई जवाब नहीं आया। अगर आपके खाते से पैसे कट गए हैं, तो ऑर्डर अपने आप भुगतान हुआ मान लिया जाएगा।',
};
