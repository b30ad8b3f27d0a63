import type { NdrChoice, ShippingFilter } from './shipping.schemas.ts';

/** The admin orders list's shipping filters: what the owner has to do or watch. */
export const SHIPPING_FILTER_LABELS: Readonly<Record<ShippingFilter, string>> = {
  to_ship: 'To ship',
  in_transit: 'In transit',
  failed_delivery: 'Failed delivery',
  returning: 'Returning',
};

/** The owner's shipment panel on the order page. */
export const SHIPMENT_ADMIN_TEXTS = {
  failedDelivery: 'Failed delivery',
  failedOn: (when: string) => `The courier could not deliver on ${when}.`,
  failedAnswer: (choice: string, byShopper: boolean) => `${byShopper ? 'The shopper chose' : 'You chose'}: ${choice}.`,
  failedWaiting: (when: string) => `Waiting for the shopper's answer until ${when}; then you decide.`,
  failedOwnerDecides: 'The shopper did not answer in time: it is yours to decide.',
  title: 'Shipment',
  none: 'Not shipped yet. Weigh and measure the packed parcel, then book it with the courier.',
  notReady: 'A shipment can be booked once the order is processing.',
  create: 'Create shipment',
  creating: 'Booking...',
  created: (awb: string) => `Shipment booked: AWB ${awb}`,
  createFailed: 'Failed to create the shipment',
  parcelFailed: 'Failed to load the parcel size',
  loadFailed: 'Failed to load the shipment',
  printLabel: 'Print label',
  packingSlip: 'Packing slip',
  cancel: 'Cancel shipment',
  cancelConfirm: (awb: string) =>
    `Cancel shipment ${awb}? The courier will not pick it up; you can book a new one afterwards.`,
  cancelled: 'Shipment cancelled',
  cancelFailed: 'Failed to cancel the shipment',
  track: 'Track on courier site',
  parcelHint: 'Prefilled from the products’ package sizes; change them to what the packed parcel weighs and measures.',
} as const;

/** The shopper's timeline on their order card. */
export const SHIPMENT_TRACKING_TEXTS = {
  title: 'Shipment',
  awb: 'Tracking number (AWB)',
  track: (courier: string) => `Track with ${courier}`,
  timeline: 'Shipment timeline',
} as const;

/** The one-tap answers of the failed-delivery page and what each did. */
export const NDR_CHOICE_LABELS: Readonly<Record<NdrChoice, string>> = {
  reattempt: 'Try again tomorrow',
  change_address: 'Change address or phone',
  cancel: 'Cancel the order',
};

/** The shopper's failed-delivery page (opened from the mailed link, no log-in). */
export const FAILED_DELIVERY_TEXTS = {
  title: 'We missed you',
  intro: (courier: string, orderNumber: string) =>
    `${courier} could not deliver your order #${orderNumber}. Tell us what to do next.`,
  attempted: 'Attempted on',
  address: 'Delivery address',
  contact: 'Phone',
  answerBy: (when: string) => `Please answer by ${when}; after that the shop decides for you.`,
  choose: 'What should we do?',
  reattemptHint: 'The courier comes back on the next working day.',
  changeHint: 'Give a new address or phone number in the same PIN rules.',
  cancelHint: 'The parcel comes back to us; a prepaid order is refunded.',
  cancelConfirm: 'Cancel this order? The parcel will come back to us.',
  saveAddress: 'Send the new address',
  sending: 'Sending...',
  outcome: {
    reattempt: 'Done: the courier will try again on the next working day.',
    change_address: 'Done: the courier has the new address and phone.',
    cancel: 'Done: the order is cancelled and the parcel comes back to us.',
  } satisfies Record<NdrChoice, string>,
  failed: 'Failed to send your answer. Please try again.',
  invalid: 'This link is not valid or has expired.',
  invalidHint: 'Links in failed-delivery mails work until the answer deadline. Contact us and we will sort it out.',
  loadFailed: 'Failed to load this delivery.',
  pageTitle: 'Delivery attempt',
  orderNumber: (orderNumber: string) => `Order #${orderNumber}`,
  loading: 'Loading delivery',
  contactUs: 'Contact us',
  back: 'Back',
  line1: 'Address line 1',
  line2: 'Address line 2',
  pin: 'PIN code',
  city: 'City',
  state: 'State',
  chooseState: 'Choose a state or UT',
  phone: 'Phone',
} as const;
