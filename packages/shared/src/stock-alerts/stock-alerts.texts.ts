/** The ways an alert reaches a shopper. */
export const ALERT_CHANNELS = ['email', 'whatsapp'] as const;
/** What an alert waits for. */
export const ALERT_EVENTS = ['back-in-stock', 'price-drop'] as const;

/**
 * The exact words a shopper agrees to, per channel: shown beside the tick box and stored with the
 * consent, so the shop can show what each shopper agreed to and when (India's DPDP Act, 2023).
 * Changing a wording is a new consent for shoppers asked from then on; old consents keep theirs.
 */
export const ALERT_CONSENT_WORDING = {
  email:
    'E-mail me the alerts I ask for (a size back in stock, a price drop on my wishlist): at most one a day. I can stop them at any time with the link in each alert or in My Account.',
  whatsapp:
    'Send the alerts I ask for to the WhatsApp number on my account: at most one a day. I can stop them at any time with the Stop button in each message or in My Account.',
} as const;

/** What the alerts say (kept apart from the schemas so screens can use them without zod). */
export const STOCK_ALERT_TEXTS = {
  created: 'We will alert you when this size is back in stock.',
  priceDropCreated: 'We will alert you when the price of this size drops.',
  removed: 'Alert removed',
  inStock: 'This size is back in stock: add it to your cart instead.',
  emailRequired: 'Please enter your email address',
  consentRequired: 'Tick how we may alert you',
  whatsappNeedsAccount: 'Sign in to get alerts on WhatsApp',
  priceDropNeedsAccount: 'Sign in to be alerted of a price drop',
  notFound: 'Alert not found',
  /** What the product page and My Account say around the calls. */
  subscribed: (size: string) => `We will alert you once when ${size} is back.`,
  noAlerts: 'No alerts yet. On a sold-out size, press Notify me and we will alert you once when it is back.',
  fetchFailed: 'Could not load your alerts',
  subscribeFailed: 'Could not set the alert',
  removeFailed: 'Could not remove the alert',
  demandFailed: 'Could not load how many shoppers wait',
  /** Consent. */
  channelNames: { email: 'E-mail', whatsapp: 'WhatsApp' },
  consentWithdrawn: (channel: 'email' | 'whatsapp') =>
    `Done: no more alerts by ${channel === 'email' ? 'e-mail' : 'WhatsApp'}.`,
  consentNotGiven: 'You have not agreed to alerts on this channel.',
  consentsFailed: 'Could not load your consents',
  withdrawFailed: 'Could not withdraw your consent',
  stopLinkInvalid: 'This stop link is not valid. You can stop alerts in My Account.',
  stopFailed: 'Could not stop the alerts',
} as const;
