import type { Twin } from '../i18n/languages.ts';
import type { STOP_ALERTS_PAGE_TEXTS } from './stop-alerts-page.texts.ts';
import { STOCK_ALERT_TEXTS_HI } from './stock-alerts.texts.hi.ts';

/** The alert Stop link's page in Hindi. */
export const STOP_ALERTS_PAGE_TEXTS_HI: Twin<typeof STOP_ALERTS_PAGE_TEXTS> = {
  title: 'अलर्ट रोकें',
  waiting: 'एक पल…',
  stopped: STOCK_ALERT_TEXTS_HI.consentWithdrawn,
  agreeAgain: 'आपने किस बात की सहमति दी थी, यह देखने और फिर से सहमति देने के लिए मेरा खाता में अलर्ट खोलें।',
  backToShop: 'दुकान पर वापस जाएँ',
};
