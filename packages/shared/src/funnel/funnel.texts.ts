/** Texts of the shopper funnel: the beacon's refusals and the owner's card. */
export const FUNNEL_TEXTS = {
  stepInvalid: "step must be 'view' or 'checkout'",
  pathInvalid: "path must be 'sheet' or 'cart'",
  pathOnlyAtCheckout: 'A product view has no path yet: send path with checkout only',
  daysInvalid: 'days must be a whole number from 1 to 90',
  fetchFunnel: 'Failed to fetch the shopper funnel',
  title: 'Shopper funnel',
  empty: 'No shopper has viewed a product in these days yet.',
} as const;
