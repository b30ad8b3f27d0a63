import type { ShipmentStatus } from './shipping.schemas.ts';

/** Each shipment status as the shopper's timeline and the owner's order page name it. */
export const SHIPMENT_STATUS_LABELS: Readonly<Record<ShipmentStatus, string>> = {
  created: 'Shipment booked',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  delivery_failed: 'Delivery attempt failed',
  returning_to_origin: 'Returning to us',
  returned_to_origin: 'Returned to us',
  lost: 'Lost in transit',
  cancelled: 'Shipment cancelled',
};

/** How long the shopper has to answer a failed delivery before the owner decides. */
export const FAILED_DELIVERY_ANSWER_HOURS = 48;

/** Refusals and notes of the shipping calls, word for word. */
export const SHIPPING_MESSAGES = {
  noShipment: 'This order has no shipment yet',
  notProcessing: (orderNumber: string | number, status: string) =>
    `Order #${orderNumber} is ${status}: only an order being processed can be shipped`,
  alreadyShipped: (orderNumber: string | number) => `Order #${orderNumber} already has a shipment with the courier`,
  cancelAfterPickup: 'The courier has already picked this parcel up, so the shipment can no longer be cancelled',
  courierUnavailable: 'The courier could not be reached. Please try again in a few minutes.',
  courierRefused: (reason: string) => `The courier refused the booking: ${reason}`,
  unknownAwb: 'No shipment has this AWB number',
  simulatedOnly: 'The simulated courier is not in use',
  webhookRefused: 'The courier webhook token is missing or wrong',
  failedDeliveryLinkInvalid: 'This link is not valid. Please use the link from your e-mail.',
  failedDeliveryNotFound: 'This delivery could not be found',
  failedDeliveryExpired: `The time to answer has passed (${FAILED_DELIVERY_ANSWER_HOURS} hours). We will contact you about this delivery.`,
  failedDeliveryAnswered: 'An answer has already been given for this delivery',
  failedDeliveryNotOpen: 'This parcel is not waiting for an answer about a failed delivery',
  returnLineInvalid: 'A return names a line of its order and at most the units ordered',
} as const;

/** The order history notes the courier's events write. */
export const SHIPPING_HISTORY_NOTES = {
  pickedUp: (courier: string, awb: string) => `Picked up by ${courier} (AWB ${awb})`,
  delivered: (courier: string) => `Delivered by ${courier}`,
  returnedToOrigin: 'Returned to origin: the parcel could not be delivered and came back',
} as const;

/** The mails about a parcel on its way, word for word. */
export const SHIPPING_MAIL_TEXTS = {
  greeting: (name: string) => `Hi ${name},`,
  outForDeliverySubject: (store: string, orderNumber: string) =>
    `Your ${store} order #${orderNumber} is out for delivery`,
  outForDeliveryHeading: 'Arriving today',
  outForDelivery: (orderNumber: string) =>
    `Your order #${orderNumber} is out for delivery today. Please keep your phone close: the courier may call.`,
  codReminder: (amount: string) => `Please keep ${amount} ready to pay on delivery.`,
  failedSubject: (store: string, orderNumber: string) => `We could not deliver your ${store} order #${orderNumber}`,
  failedHeading: 'The courier could not deliver your order',
  failed: (orderNumber: string, courier: string) =>
    `${courier} tried to deliver your order #${orderNumber} but could not.`,
  failedChoose: (hours: number) =>
    `Tell us what to do within ${hours} hours: try again, change the address or phone number, or cancel the order. No log-in needed.`,
  failedLink: 'Choose what happens next',
  ownerSubject: (orderNumber: string) => `Failed delivery of order #${orderNumber} needs your decision`,
  ownerHeading: 'A failed delivery waits for you',
  owner: (orderNumber: string, hours: number) =>
    `Nobody answered the failed delivery of order #${orderNumber} within ${hours} hours. Choose from the order page: try again, change the address, or return it.`,
  ownerDecide: 'Open the order page',
  tracking: 'Track your parcel',
  awb: 'AWB',
  courier: 'Courier',
} as const;
