import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { orders } from './orders.ts';

/** Where a parcel is, in the shop's words (the shared SHIPMENT_STATUSES; schema files cannot import them). */
export const SHIPMENT_STATUS_VALUES = [
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

/** Statuses after which a forward parcel no longer counts as the order's live one (a new one may be booked). */
export const DEAD_SHIPMENT_STATUSES = ['cancelled', 'returned_to_origin', 'lost'] as const;

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A parcel booked with a courier: forward to the shopper, or a return picked up from them. The
 * status only moves along the shared shipment table, each move caused by one courier event; the
 * failed-delivery columns hold the shopper's (or, after the wait, the owner's) answer.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    direction: text('direction', { enum: ['forward', 'return'] }).notNull(),
    /**
     * The return this parcel is for (the returns feature's id; no key to its table): a reverse
     * pickup, or (forward) an exchange's replacement. An order's own parcel has none.
     */
    returnId: uuid('return_id'),
    provider: text('provider', { enum: ['shiprocket', 'simulated'] }).notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerShipmentId: text('provider_shipment_id').notNull(),
    awb: text('awb').notNull(),
    courierName: text('courier_name').notNull(),
    trackingUrl: text('tracking_url').notNull(),
    status: text('status', { enum: SHIPMENT_STATUS_VALUES }).notNull().default('created'),
    weightGrams: integer('weight_grams').notNull(),
    lengthCm: integer('length_cm').notNull(),
    breadthCm: integer('breadth_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    /** When the courier's last applied event happened: an older one arriving later moves nothing. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    /** The courier's own number of the event that last moved the parcel, when it numbers them. */
    lastEventSequence: integer('last_event_sequence'),
    /** When the shop last heard of the parcel (an event, or a poll): the poll asks about the silent ones. */
    lastHeardAt: timestamp('last_heard_at', { withTimezone: true }).notNull().defaultNow(),
    /** The failed delivery waiting for an answer: when it failed and the shopper's last moment to choose. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    answerBy: timestamp('answer_by', { withTimezone: true }),
    ndrChoice: text('ndr_choice', { enum: ['reattempt', 'change_address', 'cancel'] }),
    ndrChosenBy: text('ndr_chosen_by', { enum: ['shopper', 'owner'] }),
    /** Set when the shopper let the wait pass: the owner must decide. */
    ndrOwnerDecidesAt: timestamp('ndr_owner_decides_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shipments_awb_unique').on(t.provider, t.awb),
    // One live forward parcel per order: a second booking (two clicks, two admins) is refused.
    // An exchange's replacement is a forward parcel of its own, one live per return.
    uniqueIndex('shipments_live_forward_unique')
      .on(t.orderId)
      .where(
        sql`${t.direction} = 'forward' and ${t.returnId} is null and ${t.status} not in (${quoted(DEAD_SHIPMENT_STATUSES)})`,
      ),
    uniqueIndex('shipments_live_replacement_unique')
      .on(t.returnId)
      .where(
        sql`${t.direction} = 'forward' and ${t.returnId} is not null and ${t.status} not in (${quoted(DEAD_SHIPMENT_STATUSES)})`,
      ),
    index('shipments_order_idx').on(t.orderId, t.createdAt),
    index('shipments_return_idx').on(t.returnId),
    index('shipments_heard_idx').on(t.lastHeardAt),
    check('shipments_direction_check', sql`${t.direction} in ('forward', 'return')`),
    check('shipments_status_check', sql`${t.status} in (${quoted(SHIPMENT_STATUS_VALUES)})`),
    check('shipments_ndr_choice_check', sql`${t.ndrChoice} in ('reattempt', 'change_address', 'cancel')`),
  ],
);

/**
 * Everything a courier said about a parcel, applied or not. The courier's event id is unique per
 * parcel, so the same event delivered twice (a webhook retry, a poll after it) is kept once;
 * `moved` says whether it moved the parcel's status (an out-of-order or repeated status does not).
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: id(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    status: text('status', { enum: SHIPMENT_STATUS_VALUES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    location: text('location'),
    description: text('description').notNull(),
    moved: boolean('moved').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shipment_events_unique').on(t.shipmentId, t.eventId),
    index('shipment_events_at_idx').on(t.shipmentId, t.at),
    check('shipment_events_status_check', sql`${t.status} in (${quoted(SHIPMENT_STATUS_VALUES)})`),
  ],
);
