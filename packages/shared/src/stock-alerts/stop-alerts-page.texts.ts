import { STOCK_ALERT_TEXTS } from './stock-alerts.texts.ts';

/** The page an alert's one-tap Stop link opens (/alerts/stop), no sign-in needed. */
export const STOP_ALERTS_PAGE_TEXTS = {
  title: 'Stop alerts',
  waiting: 'One moment…',
  stopped: STOCK_ALERT_TEXTS.consentWithdrawn,
  agreeAgain: 'You can see what you agreed to, and agree again, under Alerts in My Account.',
  backToShop: 'Back to the shop',
} as const;
