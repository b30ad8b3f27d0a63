/** What the back-in-stock alerts say (kept apart from the schemas so screens can use them without zod). */
export const STOCK_ALERT_TEXTS = {
  created: 'We will email you when this size is back in stock.',
  removed: 'Alert removed',
  inStock: 'This size is back in stock: add it to your cart instead.',
  emailRequired: 'Please enter your email address',
  notFound: 'Alert not found',
  /** What the product page and My Account say around the calls. */
  subscribed: (size: string) => `We will e-mail you once when ${size} is back.`,
  noAlerts: 'No alerts yet. On a sold-out size, press Notify me and we will e-mail you once when it is back.',
  fetchFailed: 'Could not load your alerts',
  subscribeFailed: 'Could not set the alert',
  removeFailed: 'Could not remove the alert',
  demandFailed: 'Could not load how many shoppers wait',
} as const;
