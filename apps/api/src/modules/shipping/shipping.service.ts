import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_PARCEL,
  FAILED_DELIVERY_ANSWER_HOURS,
  PARCEL_LIMITS,
  FINAL_SHIPMENT_STATUSES,
  SHIPMENT_TRANSITIONS,
  SHIPPING_HISTORY_NOTES,
  SHIPPING_MESSAGES,
  SHOPPING_MESSAGES,
  recipientOf,
  type CreateShipmentBody,
  type FailedDeliveryAnswerBody,
  type FailedDeliveryView,
  type NdrChoice,
  type Parcel,
  type Shipment,
  type ShipmentDirection,
  type ShipmentStatus,
  type Size,
} from '@shop/shared';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { PG_ERROR, pgErrorCode } from '../../db/errors.ts';
import { DEAD_SHIPMENT_STATUSES, type ShippingAddressSnapshot } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import {
  CourierError,
  type BookedShipment,
  type Courier,
  type CourierAddress,
  type CourierEvent,
  type NdrAction,
  type ShipmentRequest,
} from '../../lib/courier/courier.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import { assertDeliverable } from '../delivery/index.ts';
import { runParcelChange, shipmentView, type CourierOutcome, type LifecycleDeps } from '../orders/index.ts';
import type { ShipmentDomainEvent } from './shipping.events.ts';
import { readFailedDeliveryToken, signFailedDeliveryToken } from './shipping.links.ts';
import * as repo from './shipping.repository.ts';
import { packingSlip } from './shipping.pdf.ts';

export type ShippingDeps = {
  db: Db;
  courier: Courier;
  outbox: Outbox<ShipmentDomainEvent>;
  /** The order lifecycle: the courier's events move orders only through it. */
  lifecycle: LifecycleDeps;
  /** Signs the failed-delivery links. */
  linkSecret: string;
  publicUrl: string;
  codLimitPaise: number;
  log?: FastifyBaseLogger | undefined;
};

const HOUR_MS = 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Shapes.

export async function answerOf(db: Queryable, row: repo.ShipmentRow): Promise<Shipment> {
  return shipmentView(row, await repo.eventsOf(db, row.id));
}

const bookedOf = (row: repo.ShipmentRow): BookedShipment => ({
  providerOrderId: row.providerOrderId,
  providerShipmentId: row.providerShipmentId,
  awb: row.awb,
  courierName: row.courierName,
  trackingUrl: row.trackingUrl,
});

const parcelOf = (row: repo.ShipmentRow): Parcel => ({
  weightGrams: row.weightGrams,
  lengthCm: row.lengthCm,
  breadthCm: row.breadthCm,
  heightCm: row.heightCm,
});

const about = (row: repo.ShipmentRow) => ({
  shipmentId: row.id,
  orderId: row.orderId,
  direction: row.direction,
  returnId: row.returnId,
  awb: row.awb,
});

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The parcel the products' package columns make: the largest of each side among the lines (they
 * are folded into one mailer) and the weights of every unit summed; a line whose product is gone
 * counts as a T-shirt mailer bag.
 */
export function parcelFor(lines: readonly repo.LineRow[]): Parcel {
  if (lines.length === 0) return { ...DEFAULT_PARCEL };
  let weight = 0;
  let length = 0;
  let breadth = 0;
  let height = 0;
  for (const line of lines) {
    weight += (line.weightGrams ?? DEFAULT_PARCEL.weightGrams) * line.quantity;
    length = Math.max(length, line.lengthCm ?? DEFAULT_PARCEL.lengthCm);
    breadth = Math.max(breadth, line.breadthCm ?? DEFAULT_PARCEL.breadthCm);
    height = Math.max(height, line.heightCm ?? DEFAULT_PARCEL.heightCm);
  }
  const side = (cm: number) => clamp(cm, PARCEL_LIMITS.minSideCm, PARCEL_LIMITS.maxSideCm);
  return {
    weightGrams: clamp(weight, PARCEL_LIMITS.minWeightGrams, PARCEL_LIMITS.maxWeightGrams),
    lengthCm: side(length),
    breadthCm: side(breadth),
    heightCm: side(height),
  };
}

/** The shopper as the courier needs them: the order's address and contact number. */
function customerOf(order: repo.OrderForShipping): CourierAddress {
  const address = order.shippingAddress;
  return {
    name: recipientOf(address, order.userName),
    phone: order.contact,
    email: order.userEmail,
    line1: `${address.houseNumber}, ${address.street}`,
    line2: address.landmark ? `${address.colony}, ${address.landmark}` : address.colony,
    city: address.city,
    state: address.state,
    pin: address.postalCode,
  };
}

/**
 * What the courier collects at the door of an order's own parcel: the cash-on-delivery total less
 * what store credit paid and a part-paid order's token paid online. Returns and replacements collect nothing.
 */
export function cashToCollect(order: repo.OrderForShipping): number {
  if (order.paymentMethod !== 'cod') return 0;
  const tokenPaid = order.prepaidPaise > 0 && order.razorpayPaymentId !== null ? order.prepaidPaise : 0;
  return Math.max(0, order.totalPaise - order.storeCreditPaise - tokenPaid);
}

function requestFor(
  order: repo.OrderForShipping,
  lines: readonly { line: repo.LineRow; units: number }[],
  parcel: Parcel,
  direction: ShipmentDirection,
  replacement = false,
): ShipmentRequest {
  const items = lines.map(({ line, units }) => ({
    name: `${line.productName} (${line.colorName})`,
    sku: `${line.sku ?? 'ITEM'}-${line.size}`,
    units,
    unitPricePaise: line.unitPricePaise,
  }));
  const forward = direction === 'forward';
  const own = forward && !replacement;
  return {
    reference: `${order.orderNumber}-${replacement ? 'X' : forward ? 'F' : 'R'}${crypto.randomBytes(3).toString('hex')}`,
    direction,
    orderDate: order.createdAt,
    customer: customerOf(order),
    items,
    collectPaise: own ? cashToCollect(order) : 0,
    subtotalPaise: own ? order.subtotalPaise : items.reduce((sum, item) => sum + item.unitPricePaise * item.units, 0),
    parcel,
  };
}

/** A courier that failed: busy or away is 503 (try again), anything else its refusal as 400. */
function courierFailure(error: unknown): never {
  if (error instanceof CourierError) {
    if (error.retryable)
      throw Object.assign(new AppError('UNAVAILABLE', SHIPPING_MESSAGES.courierUnavailable), { cause: error });
    throw AppError.badRequest(SHIPPING_MESSAGES.courierRefused(error.message));
  }
  throw error;
}

async function loadOrderOrThrow(db: Queryable, orderId: string) {
  const order = await repo.findOrder(db, orderId);
  if (!order) throw AppError.notFound(SHOPPING_MESSAGES.orderNotFound);
  return order;
}

// ---------------------------------------------------------------------------------------------
// Booking and cancelling (the owner).

export async function parcelDefaults(db: Db, orderId: string): Promise<Parcel> {
  await loadOrderOrThrow(db, orderId);
  return parcelFor(await repo.findLines(db, orderId));
}

function refuseBooking(order: { orderNumber: number; status: string }, live: unknown) {
  if (order.status !== 'processing')
    throw AppError.conflict(SHIPPING_MESSAGES.notProcessing(order.orderNumber, order.status));
  if (live) throw AppError.conflict(SHIPPING_MESSAGES.alreadyShipped(order.orderNumber));
}

/**
 * Books the order's parcel with the courier. The checks run before the call (no lock is held
 * while the courier answers) and again, under the order's lock, before the parcel is written:
 * a booking that lost a race (two clicks, two admins) is called off with the courier and refused.
 */
export async function bookShipment(deps: ShippingDeps, orderId: string, body: CreateShipmentBody): Promise<Shipment> {
  const order = await loadOrderOrThrow(deps.db, orderId);
  refuseBooking(order, await repo.findLiveForward(deps.db, orderId));
  const lines = await repo.findLines(deps.db, orderId);
  const parcel: Parcel = { ...parcelFor(lines), ...body };
  const request = requestFor(
    order,
    lines.map((line) => ({ line, units: line.quantity })),
    parcel,
    'forward',
  );
  const booked = await deps.courier.book(request).catch(courierFailure);
  let row: repo.ShipmentRow;
  try {
    row = await runParcelChange(deps.lifecycle, orderId, async (tx, locked) => {
      if (!locked) throw AppError.notFound(SHOPPING_MESSAGES.orderNotFound);
      refuseBooking(locked, await repo.findLiveForward(tx, orderId));
      const inserted = await repo.insertShipment(tx, {
        orderId,
        direction: 'forward',
        provider: deps.courier.provider,
        ...booked,
        ...parcel,
      });
      await deps.outbox.emit(tx, [{ type: 'shipment.booked', ...about(inserted) }]);
      return inserted;
    });
  } catch (error) {
    // Refused after the courier booked it (a race lost, the order cancelled meanwhile): called off there too.
    await deps.courier.cancel(booked).catch((cancelError: unknown) => {
      deps.log?.error({ err: cancelError, awb: booked.awb }, 'a booking the shop refused could not be called off');
    });
    throw error;
  }
  return answerOf(deps.db, row);
}

/** Calls the order's parcel off before pickup; after it, 409. */
export async function cancelShipment(deps: ShippingDeps, orderId: string): Promise<Shipment> {
  await loadOrderOrThrow(deps.db, orderId);
  const live = await repo.findLiveForward(deps.db, orderId);
  if (!live) throw AppError.notFound(SHIPPING_MESSAGES.noShipment);
  if (live.status !== 'created') throw AppError.conflict(SHIPPING_MESSAGES.cancelAfterPickup);
  await deps.courier.cancel(bookedOf(live)).catch(courierFailure);
  const row = await markCancelled(deps, live);
  if (!row) throw AppError.conflict(SHIPPING_MESSAGES.cancelAfterPickup);
  return answerOf(deps.db, row);
}

/** Records a parcel the courier called off, once; null when it had moved on meanwhile. */
function markCancelled(deps: ShippingDeps, live: repo.ShipmentRow): Promise<repo.ShipmentRow | null> {
  return runParcelChange(deps.lifecycle, live.orderId, async (tx) => {
    const row = await repo.lockShipment(tx, live.id);
    if (!row || row.status !== 'created') return null;
    const now = new Date();
    await repo.insertEvent(tx, {
      shipmentId: row.id,
      eventId: `cancelled-by-shop-${row.id}`,
      status: 'cancelled',
      at: now,
      location: null,
      description: 'Shipment cancelled by the shop',
      moved: true,
    });
    const updated = await repo.updateShipment(tx, row.id, { status: 'cancelled', lastEventAt: now, lastHeardAt: now });
    await deps.outbox.emit(tx, [
      { type: 'shipment.status-changed', ...about(row), from: row.status, to: 'cancelled', at: now.toISOString() },
    ]);
    return updated;
  });
}

/**
 * A cancelled order's parcel not yet picked up is called off with the courier (a job of the
 * order's `order.cancelled` event, tried again while the courier is away): no courier comes for a
 * parcel the shop will not send. One already picked up is the owner's to recall.
 */
export async function callOffParcelOfCancelledOrder(deps: ShippingDeps, orderId: string): Promise<void> {
  const live = await repo.findLiveForward(deps.db, orderId);
  if (!live || live.status !== 'created') return;
  try {
    await deps.courier.cancel(bookedOf(live));
  } catch (error) {
    if (error instanceof CourierError && !error.retryable) {
      deps.log?.error({ err: error, awb: live.awb }, 'the courier refused to call off the parcel of a cancelled order');
      return;
    }
    throw error;
  }
  await markCancelled(deps, live);
}

/** The order's forward parcel with its events: for its owner or an admin; 404 otherwise and when none. */
export async function shipmentOfOrder(
  db: Db,
  orderId: string,
  viewer: { id: string; role: string },
): Promise<Shipment> {
  const order = await repo.findOrder(db, orderId);
  if (!order || (order.userId !== viewer.id && viewer.role !== 'admin')) throw AppError.notFound();
  const row = await repo.findForward(db, orderId);
  if (!row) throw AppError.notFound(SHIPPING_MESSAGES.noShipment);
  return answerOf(db, row);
}

/** The label of the order's parcel, as the courier makes it. */
export async function labelOfOrder(deps: ShippingDeps, orderId: string): Promise<{ pdf: Buffer; awb: string }> {
  const order = await loadOrderOrThrow(deps.db, orderId);
  const row = await repo.findForward(deps.db, orderId);
  if (!row) throw AppError.notFound(SHIPPING_MESSAGES.noShipment);
  const lines = await repo.findLines(deps.db, orderId);
  const request = requestFor(
    order,
    lines.map((line) => ({ line, units: line.quantity })),
    parcelOf(row),
    'forward',
  );
  const pdf = await deps.courier.label(bookedOf(row), request).catch(courierFailure);
  return { pdf, awb: row.awb };
}

// ---------------------------------------------------------------------------------------------
// Return pickups (the returns feature).

/**
 * Books a reverse pickup of some of an order's lines (a return or an exchange) through the same
 * courier. Its events carry `returnId`: a returns module subscribes to `shipment.*` and reads
 * `delivered` as "received back".
 */
export async function bookReturnShipment(
  deps: ShippingDeps,
  input: { orderId: string; returnId: string; lines: { orderItemId: string; quantity: number }[]; parcel?: Parcel },
): Promise<Shipment> {
  // Booked once per return: a job run again (a retry, a second instance) finds the first parcel.
  const already = await repo.findForReturn(deps.db, input.returnId);
  if (already && already.status !== 'cancelled') return answerOf(deps.db, already);
  const order = await loadOrderOrThrow(deps.db, input.orderId);
  const chosen = await chosenLines(deps, input.orderId, input.lines);
  const parcel = input.parcel ?? parcelFor(chosen.map(({ line, units }) => ({ ...line, quantity: units })));
  const booked = await deps.courier.book(requestFor(order, chosen, parcel, 'return')).catch(courierFailure);
  return answerOf(deps.db, await recordBooked(deps, { ...input, direction: 'return' }, booked, parcel));
}

/** The order's lines a return names, each with how many units go (and, for a replacement, its new size). */
async function chosenLines(
  deps: ShippingDeps,
  orderId: string,
  wanted: readonly { orderItemId: string; quantity: number; size?: Size }[],
) {
  const all = await repo.findLines(deps.db, orderId);
  return wanted.map(({ orderItemId, quantity, size }) => {
    const line = all.find((candidate) => candidate.id === orderItemId);
    if (!line || quantity < 1 || quantity > line.quantity)
      throw AppError.badRequest(SHIPPING_MESSAGES.returnLineInvalid);
    return { line: size ? { ...line, size } : line, units: quantity };
  });
}

/** Records a parcel of a return the courier has booked, and announces it, in one change of its order. */
function recordBooked(
  deps: ShippingDeps,
  input: { orderId: string; returnId: string; direction: 'forward' | 'return' },
  booked: Awaited<ReturnType<ShippingDeps['courier']['book']>>,
  parcel: ReturnType<typeof parcelFor>,
) {
  return runParcelChange(deps.lifecycle, input.orderId, async (tx) => {
    const row = await repo.insertShipment(tx, {
      orderId: input.orderId,
      direction: input.direction,
      returnId: input.returnId,
      provider: deps.courier.provider,
      ...booked,
      ...parcel,
    });
    await deps.outbox.emit(tx, [{ type: 'shipment.booked', ...about(row) }]);
    return row;
  });
}

/**
 * Books the forward parcel of an exchange's replacement (the new sizes of some of an order's lines)
 * through the same courier, as a parcel of the same order that collects nothing. Booked once per
 * return: a job run again finds the live parcel and answers it, and the database keeps one live
 * replacement parcel per return (a booking that lost a race is called off with the courier). Its
 * events never move the order, which stays delivered.
 */
export async function bookReplacementShipment(
  deps: ShippingDeps,
  input: { orderId: string; returnId: string; lines: { orderItemId: string; size: Size; quantity: number }[] },
): Promise<Shipment> {
  const already = await repo.findReplacement(deps.db, input.returnId);
  if (already && !(DEAD_SHIPMENT_STATUSES as readonly string[]).includes(already.status))
    return answerOf(deps.db, already);
  const order = await loadOrderOrThrow(deps.db, input.orderId);
  const chosen = await chosenLines(deps, input.orderId, input.lines);
  const parcel = parcelFor(chosen.map(({ line, units }) => ({ ...line, quantity: units })));
  const booked = await deps.courier.book(requestFor(order, chosen, parcel, 'forward', true)).catch(courierFailure);
  try {
    return answerOf(deps.db, await recordBooked(deps, { ...input, direction: 'forward' }, booked, parcel));
  } catch (error) {
    // Another run booked it first (the one live replacement per return): this booking is called off.
    await deps.courier.cancel(booked).catch((cancelError: unknown) => {
      deps.log?.error({ err: cancelError, awb: booked.awb }, 'a second replacement booking could not be called off');
    });
    const { code } = pgErrorCode(error);
    const winner = code === PG_ERROR.uniqueViolation ? await repo.findReplacement(deps.db, input.returnId) : undefined;
    if (winner) return answerOf(deps.db, winner);
    throw error;
  }
}

/** The forward parcel of a return's replacement, with its events, or null before one is booked. */
export async function replacementShipmentOf(db: Queryable, returnId: string): Promise<Shipment | null> {
  const row = await repo.findReplacement(db, returnId);
  return row ? answerOf(db, row) : null;
}

/** The return parcel of a return, with its events, or null before one is booked. */
export async function returnShipmentOf(db: Queryable, returnId: string): Promise<Shipment | null> {
  const row = await repo.findForReturn(db, returnId);
  return row ? answerOf(db, row) : null;
}

// ---------------------------------------------------------------------------------------------
// Tracking: every courier event (webhook, poll, simulated) is applied here, once.

/** What a forward parcel's new status means for its order. */
function outcomeOf(status: ShipmentStatus): CourierOutcome | null {
  switch (status) {
    case 'picked_up':
    case 'in_transit':
    case 'out_for_delivery':
    case 'delivery_failed':
    case 'returning_to_origin':
      return 'shipped';
    case 'delivered':
      return 'delivered';
    case 'returned_to_origin':
      return 'returned-to-origin';
    default:
      return null;
  }
}

const outcomeNote = (outcome: CourierOutcome, row: repo.ShipmentRow) =>
  outcome === 'shipped'
    ? SHIPPING_HISTORY_NOTES.pickedUp(row.courierName, row.awb)
    : outcome === 'delivered'
      ? SHIPPING_HISTORY_NOTES.delivered(row.courierName)
      : SHIPPING_HISTORY_NOTES.returnedToOrigin;

export type Applied = 'moved' | 'recorded' | 'duplicate' | 'unknown';

/**
 * How far ahead of the shop's clock a courier's time may be and still be believed: clocks differ
 * by seconds or a minute; an event stamped later than this is kept with the time it arrived.
 */
export const COURIER_CLOCK_TOLERANCE_MS = 5 * 60 * 1000;

/**
 * Whether an event comes after the one that last moved the parcel: by the courier's own running
 * number when both carry one, otherwise by time (each already no later than when it arrived).
 */
function comesAfter(row: repo.ShipmentRow, event: CourierEvent, at: Date): boolean {
  if (event.sequence != null && row.lastEventSequence != null) return event.sequence > row.lastEventSequence;
  return !row.lastEventAt || at.getTime() >= row.lastEventAt.getTime();
}

/**
 * Applies one courier event. Its id is recorded once per parcel: the same event again changes
 * nothing. It moves the parcel only when the shipment table lists the move and it comes after the
 * last event that moved it (see `comesAfter`); otherwise it is kept on the timeline alone. An
 * event stamped in the future is kept with its arrival time, so it cannot make every real event
 * after it look older; and an end the table lists from here (delivered, back at origin, lost)
 * moves the parcel whatever its stamp, since nothing follows it. A move of a forward parcel moves
 * its order in the same transaction (shipped, delivered, or cancelled as returned to origin, with
 * its stock back and its refund owed), so that happens exactly once.
 */
export async function applyCourierEvent(deps: ShippingDeps, event: CourierEvent): Promise<Applied> {
  const found = await repo.findByAwb(deps.db, event.awb);
  if (!found) return 'unknown';
  return runParcelChange(deps.lifecycle, found.orderId, async (tx, _order, change) => {
    const row = await repo.lockShipment(tx, found.id);
    if (!row) return 'unknown';
    const arrived = new Date();
    const at = event.at.getTime() > arrived.getTime() + COURIER_CLOCK_TOLERANCE_MS ? arrived : event.at;
    const listed = (SHIPMENT_TRANSITIONS[row.status] as readonly string[]).includes(event.status);
    const moved = listed && (comesAfter(row, event, at) || FINAL_SHIPMENT_STATUSES.includes(event.status));
    const fresh = await repo.insertEvent(tx, {
      shipmentId: row.id,
      eventId: event.eventId,
      status: event.status,
      at,
      location: event.location,
      description: event.description,
      moved,
    });
    if (!fresh) return 'duplicate';
    const now = arrived;
    if (!moved) {
      await repo.updateShipment(tx, row.id, { lastHeardAt: now });
      return 'recorded';
    }
    // Only the order's own parcel moves the order and asks the shopper about a failed delivery; a
    // replacement's events are its own timeline (the order stays delivered).
    const own = row.direction === 'forward' && row.returnId === null;
    const failed =
      own && event.status === 'delivery_failed'
        ? {
            failedAt: at,
            answerBy: new Date(Math.max(at.getTime(), now.getTime()) + FAILED_DELIVERY_ANSWER_HOURS * HOUR_MS),
            ndrChoice: null,
            ndrChosenBy: null,
            ndrOwnerDecidesAt: null,
          }
        : {};
    await repo.updateShipment(tx, row.id, {
      status: event.status,
      lastEventAt: at,
      lastEventSequence: event.sequence ?? null,
      lastHeardAt: now,
      ...failed,
    });
    await deps.outbox.emit(tx, [
      {
        type: 'shipment.status-changed',
        ...about(row),
        from: row.status,
        to: event.status,
        at: at.toISOString(),
      },
    ]);
    const outcome = own ? outcomeOf(event.status) : null;
    if (outcome) await change.settle(outcome, outcomeNote(outcome, row), now);
    return 'moved';
  });
}

/** The courier's webhook: refused (401) without its token; a body that is no tracking update is ignored. */
export async function receiveWebhook(
  deps: ShippingDeps,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
): Promise<Applied | 'ignored'> {
  if (!deps.courier.verifyWebhook(headers)) throw AppError.unauthenticated(SHIPPING_MESSAGES.webhookRefused);
  const event = deps.courier.parseWebhook(body);
  if (!event) return 'ignored';
  const applied = await applyCourierEvent(deps, event);
  if (applied === 'unknown') deps.log?.warn({ awb: event.awb }, 'courier webhook for an AWB the shop does not know');
  return applied;
}

/** The development-only call: makes the simulated courier's next event happen to a parcel. */
export async function simulateEvent(
  deps: ShippingDeps,
  input: { awb: string; event: ShipmentStatus },
): Promise<Shipment> {
  const simulated = deps.courier.simulated;
  if (!simulated) throw AppError.notFound(SHIPPING_MESSAGES.simulatedOnly);
  const row = await repo.findByAwb(deps.db, input.awb);
  if (!row) throw AppError.notFound(SHIPPING_MESSAGES.unknownAwb);
  await applyCourierEvent(deps, simulated.happen(input.awb, input.event));
  return answerOf(deps.db, (await repo.findById(deps.db, row.id))!);
}

const SILENT_AFTER_MS = 12 * HOUR_MS;
const MAX_POLLED = 100;

/**
 * Asks the courier about parcels it has said nothing of for 12 hours (a webhook lost, or none
 * configured) and applies what it answers, each event once. Answers how many events moved a parcel.
 */
export async function pollSilentShipments(deps: ShippingDeps, now = new Date()): Promise<number> {
  const silent = await repo.findSilent(
    deps.db,
    deps.courier.provider,
    new Date(now.getTime() - SILENT_AFTER_MS),
    MAX_POLLED,
  );
  let moved = 0;
  for (const row of silent) {
    try {
      for (const event of await deps.courier.track(row.awb)) {
        if ((await applyCourierEvent(deps, event)) === 'moved') moved++;
      }
    } catch (error) {
      deps.log?.warn({ err: error, awb: row.awb }, 'tracking could not be fetched; tried next run');
      continue;
    }
    await repo.updateShipment(deps.db, row.id, { lastHeardAt: now });
  }
  return moved;
}

/** The next step the demo clock walks a simulated parcel to. */
const NEXT_STEP: Partial<Record<ShipmentStatus, ShipmentStatus>> = {
  created: 'picked_up',
  picked_up: 'in_transit',
  in_transit: 'out_for_delivery',
  out_for_delivery: 'delivered',
};

/** One tick of the demo clock: every simulated parcel still on its way moves one step. */
export async function walkSimulatedShipments(deps: ShippingDeps): Promise<number> {
  const simulated = deps.courier.simulated;
  if (!simulated) return 0;
  let moved = 0;
  for (const row of await repo.findMovingSimulated(deps.db, 200)) {
    const next = NEXT_STEP[row.status];
    if (next && (await applyCourierEvent(deps, simulated.happen(row.awb, next))) === 'moved') moved++;
  }
  return moved;
}

// ---------------------------------------------------------------------------------------------
// Failed delivery: the shopper's signed link, the owner after the wait, the courier told by a job.

export function failedDeliveryLink(deps: Pick<ShippingDeps, 'linkSecret' | 'publicUrl'>, row: repo.ShipmentRow) {
  return `${deps.publicUrl}/failed-delivery/${signFailedDeliveryToken(deps.linkSecret, row.id, row.answerBy!)}`;
}

function addressView(snapshot: ShippingAddressSnapshot, accountName: string) {
  return {
    name: recipientOf(snapshot, accountName),
    line1: `${snapshot.houseNumber}, ${snapshot.street}`,
    line2: snapshot.colony || null,
    city: snapshot.city,
    state: snapshot.state,
    pin: snapshot.postalCode,
  };
}

async function viewOf(db: Queryable, row: repo.ShipmentRow): Promise<FailedDeliveryView> {
  const order = (await repo.findOrder(db, row.orderId))!;
  return {
    orderNumber: String(order.orderNumber),
    awb: row.awb,
    courier: row.courierName,
    attemptedAt: row.failedAt!.toISOString(),
    shippingAddress: addressView(order.shippingAddress, order.userName),
    contact: order.contact,
    choice: row.ndrChoice,
    answerBy: row.answerBy!.toISOString(),
  };
}

/** The parcel a link names: 401 for a link this server did not sign, 404 for a parcel with no failed delivery. */
async function shipmentOfLink(deps: ShippingDeps, token: string) {
  const link = readFailedDeliveryToken(deps.linkSecret, token);
  if (!link) throw AppError.unauthenticated(SHIPPING_MESSAGES.failedDeliveryLinkInvalid);
  const row = await repo.findById(deps.db, link.shipmentId);
  if (!row || row.direction !== 'forward' || !row.failedAt || !row.answerBy) {
    throw AppError.notFound(SHIPPING_MESSAGES.failedDeliveryNotFound);
  }
  return { row, link };
}

const expired = (answerBy: Date, now: Date) => now.getTime() > answerBy.getTime();

export async function failedDeliveryByLink(
  deps: ShippingDeps,
  token: string,
  now = new Date(),
): Promise<FailedDeliveryView> {
  const { row, link } = await shipmentOfLink(deps, token);
  if (!row.ndrChoice && (expired(link.answerBy, now) || expired(row.answerBy!, now))) {
    throw AppError.gone(SHIPPING_MESSAGES.failedDeliveryExpired);
  }
  return viewOf(deps.db, row);
}

/** A changed address as the order keeps it: "12, MG Road" is the house number and the street. */
function snapshotOf(
  body: Extract<FailedDeliveryAnswerBody, { choice: 'change_address' }>,
  state: string,
): ShippingAddressSnapshot {
  const [house, ...rest] = body.line1.split(',');
  const street = rest.join(',').trim();
  return {
    houseNumber: (street ? house!.trim() : body.line1) || body.line1,
    street: street || body.city,
    colony: body.line2 || body.city,
    city: body.city,
    state,
    postalCode: body.pin,
    country: 'India',
  };
}

/** The new address passes the PIN rules the checkout applies (served, state matches, cash on delivery allowed there). */
async function checkNewAddress(
  deps: ShippingDeps,
  orderId: string,
  body: Extract<FailedDeliveryAnswerBody, { choice: 'change_address' }>,
): Promise<string> {
  const order = (await repo.findOrder(deps.db, orderId))!;
  try {
    return await assertDeliverable(
      deps.db,
      {
        postalCode: body.pin,
        state: body.state,
        paymentMethod: order.paymentMethod,
        totalPaise: order.totalPaise,
        codLimitPaise: deps.codLimitPaise,
      },
      'address',
    );
  } catch (error) {
    if (error instanceof AppError && error.errors) {
      const renamed = Object.fromEntries(
        Object.entries(error.errors).map(([key, message]) => [
          key === 'address.postalCode' ? 'pin' : key === 'address.state' ? 'state' : key,
          message,
        ]),
      );
      throw new AppError(error.code, error.message, renamed);
    }
    throw error;
  }
}

/**
 * Records the answer to a failed delivery, once: the shopper's by the link before the deadline,
 * the owner's at any time while the parcel waits. A new address updates the order's address and
 * contact; the courier is told by a job after the commit (`shipment.failed-delivery-answered`).
 */
async function answerFailedDelivery(
  deps: ShippingDeps,
  shipment: repo.ShipmentRow,
  body: FailedDeliveryAnswerBody,
  by: 'shopper' | 'owner',
  now: Date,
): Promise<FailedDeliveryView> {
  const state = body.choice === 'change_address' ? await checkNewAddress(deps, shipment.orderId, body) : null;
  const row = await runParcelChange(deps.lifecycle, shipment.orderId, async (tx, _order, change) => {
    const row = await repo.lockShipment(tx, shipment.id);
    if (!row || row.status !== 'delivery_failed') throw AppError.conflict(SHIPPING_MESSAGES.failedDeliveryNotOpen);
    if (row.ndrChoice) throw AppError.conflict(SHIPPING_MESSAGES.failedDeliveryAnswered);
    if (by === 'shopper' && expired(row.answerBy!, now)) throw AppError.gone(SHIPPING_MESSAGES.failedDeliveryExpired);
    if (body.choice === 'change_address') await change.changeAddress(snapshotOf(body, state!), body.contact);
    const updated = await repo.updateShipment(tx, row.id, { ndrChoice: body.choice, ndrChosenBy: by });
    await deps.outbox.emit(tx, [{ type: 'shipment.failed-delivery-answered', ...about(row), choice: body.choice, by }]);
    return updated;
  });
  return viewOf(deps.db, row);
}

export async function answerByLink(
  deps: ShippingDeps,
  token: string,
  body: FailedDeliveryAnswerBody,
  now = new Date(),
): Promise<FailedDeliveryView> {
  const { row, link } = await shipmentOfLink(deps, token);
  if (row.ndrChoice) throw AppError.conflict(SHIPPING_MESSAGES.failedDeliveryAnswered);
  if (expired(link.answerBy, now)) throw AppError.gone(SHIPPING_MESSAGES.failedDeliveryExpired);
  return answerFailedDelivery(deps, row, body, 'shopper', now);
}

export async function answerByOwner(
  deps: ShippingDeps,
  orderId: string,
  body: FailedDeliveryAnswerBody,
  now = new Date(),
): Promise<FailedDeliveryView> {
  await loadOrderOrThrow(deps.db, orderId);
  const row = await repo.findLiveForward(deps.db, orderId);
  if (!row || row.status !== 'delivery_failed') throw AppError.conflict(SHIPPING_MESSAGES.failedDeliveryNotOpen);
  return answerFailedDelivery(deps, row, body, 'owner', now);
}

/** The courier's instruction for an answer: the address is read from the order as it is now. */
export async function tellCourier(deps: ShippingDeps, shipmentId: string, choice: NdrChoice): Promise<void> {
  const row = await repo.findById(deps.db, shipmentId);
  if (!row) return;
  let action: NdrAction;
  if (choice === 'change_address') {
    const order = (await repo.findOrder(deps.db, row.orderId))!;
    action = { type: 'change_address', address: customerOf(order) };
  } else action = choice === 'reattempt' ? { type: 'reattempt' } : { type: 'return' };
  await deps.courier.resolveFailedDelivery(bookedOf(row), action);
}

/** Failed deliveries nobody answered in time are handed to the owner (each once). */
export async function handUnansweredToOwner(deps: ShippingDeps, now = new Date()): Promise<number> {
  let handed = 0;
  for (const { id, orderId } of await repo.findUnanswered(deps.db, now, 200)) {
    const done = await runParcelChange(deps.lifecycle, orderId, async (tx: Tx) => {
      const row = await repo.lockShipment(tx, id);
      if (!row || row.status !== 'delivery_failed' || row.ndrChoice || row.ndrOwnerDecidesAt) return false;
      await repo.updateShipment(tx, id, { ndrOwnerDecidesAt: now });
      await deps.outbox.emit(tx, [{ type: 'shipment.failed-delivery-unanswered', ...about(row) }]);
      return true;
    });
    if (done) handed++;
  }
  return handed;
}

/** The packing slip of an order, with its parcel's AWB once booked. */
export async function packingSlipOf(db: Db, orderId: string): Promise<{ pdf: Buffer; orderNumber: number }> {
  const order = await loadOrderOrThrow(db, orderId);
  const parcel = await repo.findForward(db, orderId);
  return {
    pdf: await packingSlip(order, await repo.findLines(db, orderId), parcel?.awb ?? null),
    orderNumber: order.orderNumber,
  };
}
