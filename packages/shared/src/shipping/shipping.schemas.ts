import { z } from 'zod';
import { Id, Timestamp } from '../api.ts';
import { INDIA_MESSAGES, INDIAN_MOBILE_PATTERN, PIN_CODE_PATTERN } from '../india/india.ts';
import { FAILED_DELIVERY_VALIDATION } from './failed-delivery.validation.ts';

/**
 * Where a parcel is, in the shop's words: one table for every courier. Each adapter maps its
 * courier's own statuses onto these. `cancelled` is a shipment called off before pickup.
 */
export const SHIPMENT_STATUSES = [
  'created',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
  'returning_to_origin',
  'returned_to_origin',
  'lost',
  'cancelled',
] as const;
export const ShipmentStatus = z.enum(SHIPMENT_STATUSES);
export type ShipmentStatus = z.infer<typeof ShipmentStatus>;

/**
 * The declared shipment lifecycle: from each status, the statuses a courier's event may move it
 * to. A failed delivery may be attempted again (out for delivery) or turned back to origin; the
 * last four are final. An event the table does not list (an older one arriving late, a repeat)
 * is recorded on the timeline but moves nothing.
 */
export const SHIPMENT_TRANSITIONS: Readonly<Record<ShipmentStatus, readonly ShipmentStatus[]>> = {
  created: ['picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'lost', 'cancelled'],
  picked_up: ['in_transit', 'out_for_delivery', 'delivered', 'delivery_failed', 'returning_to_origin', 'lost'],
  in_transit: ['out_for_delivery', 'delivered', 'delivery_failed', 'returning_to_origin', 'lost'],
  out_for_delivery: ['in_transit', 'delivered', 'delivery_failed', 'returning_to_origin', 'lost'],
  delivery_failed: ['in_transit', 'out_for_delivery', 'delivered', 'returning_to_origin', 'lost'],
  returning_to_origin: ['returned_to_origin', 'lost'],
  delivered: [],
  returned_to_origin: [],
  lost: [],
  cancelled: [],
};

/** Statuses a shipment never leaves. */
export const FINAL_SHIPMENT_STATUSES: readonly ShipmentStatus[] = SHIPMENT_STATUSES.filter(
  (status) => SHIPMENT_TRANSITIONS[status].length === 0,
);

/** A forward parcel goes to the shopper; a return parcel is a reverse pickup from them. */
export const SHIPMENT_DIRECTIONS = ['forward', 'return'] as const;
export const ShipmentDirection = z.enum(SHIPMENT_DIRECTIONS);
export type ShipmentDirection = z.infer<typeof ShipmentDirection>;

/** The couriers the shop can book through (chosen by configuration, like the payment provider). */
export const COURIER_PROVIDERS = ['shiprocket', 'simulated'] as const;
export type CourierProvider = (typeof COURIER_PROVIDERS)[number];

/** One thing the courier said about a parcel, as the shopper's timeline shows it. */
export const ShipmentEvent = z.object({
  status: ShipmentStatus,
  at: Timestamp,
  location: z.string().nullable(),
  description: z.string(),
});
export type ShipmentEvent = z.infer<typeof ShipmentEvent>;

/** Package weight and size: what the courier charges by. */
export const PARCEL_LIMITS = {
  minWeightGrams: 50,
  maxWeightGrams: 30_000,
  minSideCm: 1,
  maxSideCm: 150,
} as const;

/** What a T-shirt mailer bag weighs and measures when a product has no package of its own. */
export const DEFAULT_PARCEL = { weightGrams: 250, lengthCm: 30, breadthCm: 25, heightCm: 3 } as const;

const grams = z.coerce
  .number({ error: 'Weight must be a number of grams' })
  .int({ message: 'Weight must be a whole number of grams' })
  .min(PARCEL_LIMITS.minWeightGrams, { message: `Weight must be at least ${PARCEL_LIMITS.minWeightGrams} g` })
  .max(PARCEL_LIMITS.maxWeightGrams, { message: `Weight must be at most ${PARCEL_LIMITS.maxWeightGrams} g` });
const side = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of centimetres` })
    .int({ message: `${name} must be a whole number of centimetres` })
    .min(PARCEL_LIMITS.minSideCm, { message: `${name} must be at least ${PARCEL_LIMITS.minSideCm} cm` })
    .max(PARCEL_LIMITS.maxSideCm, { message: `${name} must be at most ${PARCEL_LIMITS.maxSideCm} cm` });

export const Parcel = z.object({
  weightGrams: grams,
  lengthCm: side('Length'),
  breadthCm: side('Breadth'),
  heightCm: side('Height'),
});
export type Parcel = z.infer<typeof Parcel>;

/** Booking a shipment: the parcel as the owner weighed it, or the products' defaults when left out. */
export const CreateShipmentBody = Parcel.partial().strict();
export type CreateShipmentBody = z.infer<typeof CreateShipmentBody>;

/** A parcel booked with the courier, and everything it said about it since. */
export const Shipment = z.object({
  _id: Id,
  direction: ShipmentDirection,
  awb: z.string(),
  courier: z.string(),
  trackingUrl: z.string(),
  status: ShipmentStatus,
  parcel: Parcel,
  createdAt: Timestamp,
  /** The last time the courier said anything about the parcel. */
  updatedAt: Timestamp,
  /** Oldest first. */
  events: z.array(ShipmentEvent),
  /**
   * The last failed delivery of a forward parcel and the answer to it: the shopper's choice from
   * the mailed link, or the owner's once the wait passed; null choice while nobody has chosen.
   */
  failedDelivery: z
    .object({
      attemptedAt: Timestamp,
      answerBy: Timestamp.nullable(),
      choice: z.enum(['reattempt', 'change_address', 'cancel']).nullable(),
      chosenBy: z.enum(['shopper', 'owner']).nullable(),
      /** The shopper let the wait pass: the owner must choose. */
      ownerDecides: z.boolean(),
    })
    .nullable()
    .optional(),
});
export type Shipment = z.infer<typeof Shipment>;

export const ShipmentAnswer = z.object({ shipment: Shipment });
export type ShipmentAnswer = z.infer<typeof ShipmentAnswer>;

/** Drives the simulated courier (development and tests only): the next thing that happens to a parcel. */
export const SimulatedCourierEventBody = z.object({
  awb: z.string().min(1).max(64),
  event: ShipmentStatus.exclude(['created', 'cancelled']),
});
export type SimulatedCourierEventBody = z.infer<typeof SimulatedCourierEventBody>;

/** What a shopper may ask after a failed delivery, from the mailed link (no log-in). */
export const NDR_CHOICES = ['reattempt', 'change_address', 'cancel'] as const;
export const NdrChoice = z.enum(NDR_CHOICES);
export type NdrChoice = z.infer<typeof NdrChoice>;

/**
 * What the failed-delivery page shows from its signed link (no log-in): the order, where the
 * courier tried, and whether the shopper (or the owner, after the wait) already chose.
 */
export const FailedDeliveryView = z.object({
  orderNumber: z.string(),
  awb: z.string(),
  courier: z.string(),
  attemptedAt: Timestamp,
  shippingAddress: z.object({
    name: z.string(),
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    pin: z.string(),
  }),
  contact: z.string(),
  /** null while the shopper may still choose. */
  choice: NdrChoice.nullable(),
  /** The last moment the shopper may choose; after it the owner decides. */
  answerBy: Timestamp,
});
export type FailedDeliveryView = z.infer<typeof FailedDeliveryView>;

export const FailedDeliveryAnswerBody = z.discriminatedUnion('choice', [
  z.object({ choice: z.literal('reattempt') }),
  z.object({ choice: z.literal('cancel') }),
  z.object({
    choice: z.literal('change_address'),
    line1: z.string().trim().min(1, { message: FAILED_DELIVERY_VALIDATION.failedDeliveryLine1Required }).max(200),
    line2: z.string().trim().max(200).optional(),
    city: z.string().trim().min(1, { message: FAILED_DELIVERY_VALIDATION.failedDeliveryCityRequired }).max(100),
    state: z.string().trim().min(1, { message: FAILED_DELIVERY_VALIDATION.failedDeliveryStateRequired }).max(100),
    pin: z.string().trim().regex(PIN_CODE_PATTERN, { message: INDIA_MESSAGES.pinInvalid }),
    contact: z.string().trim().regex(INDIAN_MOBILE_PATTERN, { message: INDIA_MESSAGES.mobileInvalid }),
  }),
]);
export type FailedDeliveryAnswerBody = z.infer<typeof FailedDeliveryAnswerBody>;

/** The owner's order list by where the parcel is: to ship is an order being processed with no live parcel. */
export const SHIPPING_FILTERS = ['to_ship', 'in_transit', 'failed_delivery', 'returning'] as const;
export const ShippingFilter = z.enum(SHIPPING_FILTERS);
export type ShippingFilter = z.infer<typeof ShippingFilter>;
