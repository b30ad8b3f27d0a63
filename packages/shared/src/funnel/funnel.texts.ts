/** Texts of the shopper funnel: the beacon's refusals and the owner's card. */
export const FUNNEL_TEXTS = {
  stepInvalid: "step must be 'view' or 'checkout'",
  pathInvalid: "path must be 'sheet' or 'cart'",
  pathOnlyAtCheckout: 'A product view has no path yet: send path with checkout only',
  daysInvalid: 'days must be a whole number from 1 to 90',
  fetchFunnel: 'Failed to fetch the shopper funnel',
  title: 'Shopper funnel',
  description: 'Shoppers at each step, each counted once a day (IST), by the way they went: the cart or Buy now.',
  empty: 'No shopper has viewed a product in these days yet.',
  perDay: 'Show the figures per day',
  note: 'Product views come before a way is chosen, so both ways show them. Opening the buy-now sheet is its add to bag. Days over several are added up: a shopper who came back counts on each day.',
} as const;

/** The steps as the owner reads them: short for the chart, whole for the table. */
export const FUNNEL_STEP_LABELS = {
  view: { short: 'Viewed', long: 'Viewed a product' },
  add: { short: 'Added', long: 'Added to bag' },
  checkout: { short: 'Checkout', long: 'Opened checkout' },
  placed: { short: 'Placed', long: 'Placed an order' },
  confirmed: { short: 'Confirmed', long: 'Paid, or cash on delivery confirmed' },
} as const;

export const FUNNEL_PATH_LABELS = { cart: 'Cart and checkout page', sheet: 'Buy now sheet' } as const;
export const FUNNEL_PATH_SHORT_LABELS = { cart: 'the cart', sheet: 'Buy now' } as const;

/** The days the owner may pick on the card. */
export const FUNNEL_DAY_CHOICES = [
  { days: 1, label: 'Today' },
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
] as const;
