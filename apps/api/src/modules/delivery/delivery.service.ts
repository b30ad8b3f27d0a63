import {
  INDIA_MESSAGES,
  codRefusal,
  deliveryZone,
  findIndianState,
  paiseToRupees,
  type DeliveryZone,
  type DeliveryAnswer,
  type DeliveryRule,
  type PaymentMethod,
} from '@shop/shared';
import { isDatabase, type Db, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import type { KeptReads } from '../../lib/public-cache/kept-reads.ts';
import { expectedDeliveryWindow, istDay } from './delivery.dates.ts';
import { findPin } from './delivery.pins.ts';
import * as repo from './delivery.repository.ts';

/**
 * Where the shop delivers and where it takes cash on delivery. Today the admin's rules decide; a
 * courier's serviceability API can later answer through the same port.
 */
export type ServiceabilityPort = (db: Db | Tx, pin: string) => Promise<{ serviceable: boolean; cod: boolean }>;

/**
 * The rules found for a PIN within one transaction: checkout asks twice (the address, then the
 * cash-on-delivery decision), and inside one transaction the answer cannot change.
 */
const answeredIn = new WeakMap<Tx, Map<string, Promise<repo.DeliveryRuleRow[]>>>();

function rulesFor(db: Db | Tx, pin: string): Promise<repo.DeliveryRuleRow[]> {
  if (isDatabase(db)) return repo.findRulesFor(db, pin);
  let answers = answeredIn.get(db);
  if (!answers) answeredIn.set(db, (answers = new Map()));
  let rules = answers.get(pin);
  // A query of drizzle runs each time it is awaited: the promise kept is of its one run.
  if (!rules) answers.set(pin, (rules = Promise.resolve(repo.findRulesFor(db, pin))));
  return rules;
}

/** A blocking rule on the PIN or any prefix stops delivery, a no-COD rule stops COD. */
function serviceabilityOf(rules: repo.DeliveryRuleRow[]) {
  const serviceable = !rules.some((r) => r.kind === 'blocked');
  return { serviceable, cod: serviceable && !rules.some((r) => r.kind === 'no-cod') };
}

/** The admin's rules, read from the database. */
export const adminRules: ServiceabilityPort = async (db, pin) => serviceabilityOf(await rulesFor(db, pin));

/** The admin's rules kept per PIN in memory (see KeptReads): every order reads them. */
export function keptServiceability(kept: KeptReads): ServiceabilityPort {
  const rules = kept.keyedReader(rulesFor);
  return async (db, pin) => serviceabilityOf(await rules(db, pin));
}

/** The district and state of a PIN, or a 404 'We could not find this PIN code'. */
export function placeOfPin(pin: string) {
  const place = findPin(pin);
  if (!place) throw AppError.notFound(INDIA_MESSAGES.pinUnknown);
  return place;
}

/**
 * The zone of a parcel from the warehouse's PIN to this one; an unknown destination PIN counts as
 * the rest of India (the address checks refuse it elsewhere). The warehouse PIN is checked at start.
 */
export function zoneBetween(warehousePin: string, pin: string): DeliveryZone {
  const warehouse = findPin(warehousePin);
  const place = findPin(pin);
  if (!warehouse || !place) return 'rest_of_india';
  return deliveryZone(warehouse, place);
}

/** What the shop promises for a PIN code, for an order placed `now` (COD up to `codLimitPaise`). */
export async function checkPin(
  db: Db | Tx,
  pin: string,
  options: { codLimitPaise: number; warehousePin: string },
  now = new Date(),
  port: ServiceabilityPort = adminRules,
): Promise<DeliveryAnswer> {
  const place = placeOfPin(pin);
  const { serviceable, cod } = await port(db, pin);
  const zone = zoneBetween(options.warehousePin, pin);
  const window = expectedDeliveryWindow(now, zone);
  const codLimitPaise = options.codLimitPaise;
  return {
    pin,
    serviceable,
    cod,
    codLimit: paiseToRupees(codLimitPaise),
    district: place.district,
    state: place.state,
    expectedDelivery: { from: istDay(window.from), to: istDay(window.to) },
    zone,
  };
}

/**
 * Checks a delivery address and payment choice before an order is placed: the PIN exists and is
 * served, the state agrees with the PIN, and cash on delivery is allowed there and for this total.
 * Answers the canonical state name (the invoice's place of supply); refusals name the field.
 */
export async function assertDeliverable(
  db: Db | Tx,
  order: { postalCode: string; state: string; paymentMethod: PaymentMethod; totalPaise: number; codLimitPaise: number },
  field = 'shippingAddress',
  port: ServiceabilityPort = adminRules,
): Promise<string> {
  const state = assertStateMatchesPin(order, `${field}.`);
  const { serviceable, cod } = await port(db, order.postalCode);
  if (!serviceable) {
    throw AppError.badRequest(INDIA_MESSAGES.pinNotServiceable, {
      [`${field}.postalCode`]: INDIA_MESSAGES.pinNotServiceable,
    });
  }
  if (order.paymentMethod === 'cod') {
    const refusal = codRefusal(
      { serviceable, cod, codLimit: paiseToRupees(order.codLimitPaise) },
      paiseToRupees(order.totalPaise),
    );
    if (refusal) throw AppError.badRequest(refusal, { paymentMethod: refusal });
  }
  return state;
}

/**
 * Refuses an address whose PIN India Post does not know or whose state is not one of the 36 or
 * contradicts its PIN; field errors are named `${prefix}postalCode` and `${prefix}state`. Answers
 * the official name of the state, which is what gets stored.
 */
export function assertStateMatchesPin(address: { postalCode: string; state: string }, prefix = ''): string {
  const place = findPin(address.postalCode);
  if (!place) {
    throw AppError.badRequest(INDIA_MESSAGES.pinUnknown, { [`${prefix}postalCode`]: INDIA_MESSAGES.pinUnknown });
  }
  const state = findIndianState(address.state);
  if (!state) {
    throw AppError.badRequest(INDIA_MESSAGES.stateUnknown, { [`${prefix}state`]: INDIA_MESSAGES.stateUnknown });
  }
  if (state.name !== place.state) {
    const message = INDIA_MESSAGES.stateMismatch(address.postalCode, place.state);
    throw AppError.badRequest(message, { [`${prefix}state`]: message });
  }
  return state.name;
}

const toRule = (row: repo.DeliveryRuleRow): DeliveryRule => ({
  _id: row.id,
  kind: row.kind,
  prefix: row.prefix,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

export const listRules = async (db: Db) => (await repo.listRules(db)).map(toRule);
export const addRule = async (db: Db, input: Parameters<typeof repo.insertRule>[1]) =>
  toRule(await repo.insertRule(db, input));
export async function removeRule(db: Db, id: string): Promise<void> {
  if (!(await repo.deleteRule(db, id))) throw AppError.notFound();
}
