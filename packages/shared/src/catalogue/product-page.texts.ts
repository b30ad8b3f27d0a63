import { INDIA_MESSAGES } from '../india/india.ts';

/**
 * The product page's own words: its header, the choices, the delivery check, "Notify me" and the
 * reviews around the shared groups they show. A module of its own, kept with the screen's code
 * (docs/decisions/0313, 0315).
 */
export const PRODUCT_PAGE_TEXTS = {
  loading: 'Loading product',
  pageTitle: 'Product',
  browseAll: 'Browse all T-shirts',
  photoAlt: (product: string, colour: string) => `${product} in ${colour}`,
  breadcrumb: 'Breadcrumb',
  story: 'The story',
  sku: (sku: string) => `SKU: ${sku}`,
  sale: 'Sale',
  noReviewsYet: 'No reviews yet',
  taxesIncluded: 'Inclusive of all taxes. Shipping calculated at checkout.',
  notAvailable: 'This T-shirt is not available to order yet.',
  // The choices.
  colour: 'Colour:',
  findMySize: 'Find my size',
  yourSize: (size: string) => `Your size: ${size}`,
  outOfStock: 'Out of stock',
  onlyLeft: (left: number) => `Only ${left} left`,
  inStock: 'In stock',
  sizeOutOfStock: (size: string) => `${size} (out of stock)`,
  colourSoldOut: 'This colour is sold out in every size.',
  greyedOut: 'Greyed-out sizes are out of stock.',
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  photos: 'Product photos',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  choosePhoto: 'Choose a photo',
  showPhoto: (n: number) => `Show photo ${n}`,
  // The delivery check.
  checkDelivery: 'Check delivery',
  enterPin: 'Enter PIN code',
  check: 'Check',
  checking: 'Checking...',
  codAvailable: 'Cash on delivery available',
  // The address checks' and the stock alerts' messages the page shows itself: here, so a Hindi
  // product page needs no translator for them. The alerts' are STOCK_ALERT_TEXTS' words (that
  // folder reads this one), kept the same by stock-alerts/product-page-copies.test.ts.
  pinInvalid: INDIA_MESSAGES.pinInvalid,
  pinUnknown: INDIA_MESSAGES.pinUnknown,
  pinNotServiceable: INDIA_MESSAGES.pinNotServiceable,
  codNotAvailablePin: INDIA_MESSAGES.codNotAvailablePin,
  alertSubscribed: (size: string) => `We will alert you once when ${size} is back.`,
  consentRequired: 'Tick how we may alert you',
  subscribeFailed: 'Could not set the alert',
  emailRequired: 'Please enter your email address',
  deliveryBy: (day: string, cod: string) => `Delivery by ${day} · ${cod}`,
  // DELIVERY_ZONE_LABELS' words, written here so the zones' table stays out of the page's first
  // load (kept the same by stock-alerts/product-page-copies.test.ts).
  zoneSameCity: 'Same city',
  zoneSameState: 'Same state',
  zoneMetro: 'Metro city',
  zoneRestOfIndia: 'Rest of India',
  zoneRemote: 'North-east, J&K and islands',
  // "Notify me" on sold-out sizes.
  soldOut: (sizes: string) => `Sold out: ${sizes}`,
  alertLead: 'Get one alert when your size is back.',
  alertSet: (size: string) => `Alert set for ${size}`,
  notifyMeSize: (size: string) => `Notify me · ${size}`,
  notifyMe: 'Notify me',
  yourAlerts: 'Your alerts',
  howToAlert: 'How may we alert you?',
  email: 'E-mail',
  emailForSize: (size: string) => `Your e-mail for size ${size}`,
  // The words agreed to beside each tick box: ALERT_CONSENT_WORDING's, kept the same by
  // stock-alerts/product-page-copies.test.ts. Their language is sent with the alert, so the
  // server stores these very words (docs/decisions/0319).
  consentEmail:
    'E-mail me the alerts I ask for (a size back in stock, a price drop on my wishlist): at most one a day. I can stop them at any time with the link in each alert or in My Account.',
  consentWhatsapp:
    'Send the alerts I ask for to the WhatsApp number on my account: at most one a day. I can stop them at any time with the Stop button in each message or in My Account.',
  saving: 'Saving...',
  // The reviews.
  reviews: 'Reviews',
  averageOf: (average: string, max: number, count: number) =>
    `${average} out of ${max} · ${count} ${count === 1 ? 'review' : 'reviews'}`,
  beFirst: 'No reviews yet. Be the first to tell how it fits.',
  customerReviews: 'Customer reviews',
  reviewDeleted: 'Review deleted',
  deleteReviewTitle: 'Delete review',
  deleteReviewConfirm: 'Are you sure you want to delete this review?',
  deleting: 'Deleting...',
  delete: 'Delete',
  deleteYourReview: 'Delete your review',
  fit: 'Fit:',
  rating: 'Rating',
  ratingPoor: 'Poor',
  ratingFair: 'Fair',
  ratingGood: 'Good',
  ratingVeryGood: 'Very good',
  ratingExcellent: 'Excellent',
  stars: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
  howDidItFit: 'How did it fit?',
  optional: '(optional)',
  skip: 'Skip',
  comment: 'Comment',
  commentPlaceholder: 'How does it fit? How does the fabric feel?',
  posting: 'Posting...',
  thanksForReview: 'Thank you for your review!',
  answers: (n: number) => `(${n} ${n === 1 ? 'answer' : 'answers'})`,
  mostSay: (verdict: string, percent: number) => `Most say: ${verdict}, ${percent} %`,
  mostReturned: (size: string, tooSmall: boolean) =>
    `Most who returned ${size} found it ${tooSmall ? 'too small' : 'too big'}`,
} as const;
