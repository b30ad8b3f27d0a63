/**
 * The home page's own words below the hero: the promise every order makes, in the words of the
 * policy pages. Kept with the home screen's code, out of every page's first load (docs/decisions/0315).
 */
export const HOME_PAGE_TEXTS = {
  promiseCotton: 'Heavyweight cotton',
  promiseCottonText: '220-240 GSM cotton that keeps its shape wash after wash.',
  promiseShipping: (fee: string) => `${fee} flat shipping`,
  /** The delivery promise (DELIVERY_PROMISE), from the same days. */
  promiseDelivery: (ships: string, metro: string, rest: string) =>
    `Ships in ${ships} business days, then arrives in ${metro} working days in metro cities, ${rest} across the rest of India.`,
  promiseCod: 'Cash on delivery',
  promiseCodText: 'Pay at your door, or online by card. Your choice.',
  promiseReturns: (days: number) => `${days}-day returns`,
  promiseReturnsText: (days: number) =>
    `Unused with tags? Send it back within ${days} days of delivery. Size exchanges too.`,
  findYours: 'Find yours',
} as const;
