import type { FastifyBaseLogger } from 'fastify';
import {
  EXCHANGE_EXPIRY_DAYS,
  FIT_RETURN_REASONS,
  DEFECT_RETURN_REASON,
  RETURN_FEE_RUPEES,
  RETURN_MESSAGES,
  RETURN_TEXTS,
  RETURN_TRANSITIONS,
  RETURN_WINDOW_DAYS,
  SIZES,
  paiseToRupees,
  returnFeeRupees,
  returnedAmountPaise,
  rupeesToPaise,
  withinReturnWindow,
  type CreateReturnBody,
  type Return,
  type Shipment,
  type ReturnEligibility,
  type ReturnList,
  type ReturnListQuery,
  type ReturnReason,
  type ReturnSettings,
  type ReturnStats,
  type ReturnStatus,
  type Size,
  type UpdateReturnStatusBody,
} from '@shop/shared';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { PG_ERROR, pgErrorCode, retryingLockConflicts } from '../../db/errors.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import type { Payments } from '../../lib/payments/payments.ts';
import { variantsOnSale } from '../catalogue/index.ts';
import { stockOfVariants, type Inventory, type StockLine } from '../inventory/index.ts';
import {
  creditNoteNumbers,
  invoiceLineDescription,
  invoiceNumbers,
  issueReplacementInvoice,
  issueReturnCreditNote,
} from '../invoices/index.ts';
import { deliveredUnitsBySize, orderForReturn, type OrderForReturn } from '../orders/index.ts';
import { ownPhotos } from '../customer-photos/index.ts';
import {
  planRefund,
  refundPartsOf,
  refundsOfReturns,
  retryRefund,
  type Ledger,
  type RefundChoice,
} from '../payments/index.ts';
import type { ReturnEvent } from './returns.events.ts';
import * as repo from './returns.repository.ts';

/**
 * The courier's reverse pickups (the shipping module's `shipping` port, see returns.module.ts):
 * booking one for an approved return (a job, once the approval has committed), and reading a
 * return's parcel for its answers.
 */
export type ReturnPickups = {
  book(input: {
    orderId: string;
    returnId: string;
    lines: { orderItemId: string; quantity: number }[];
  }): Promise<unknown>;
  of(db: Queryable, returnId: string): Promise<Shipment | null>;
};

/**
 * The courier's forward parcels of exchanges' replacements (the shipping module's `shipping` port):
 * booking one for a return whose replacement was sent (once, however often it is asked), and
 * reading it for the answers.
 */
export type ReturnReplacements = {
  ship(input: {
    orderId: string;
    returnId: string;
    lines: { orderItemId: string; size: Size; quantity: number }[];
  }): Promise<unknown>;
  of(db: Queryable, returnId: string): Promise<Shipment | null>;
};

export type ReturnsDeps = {
  db: Db;
  outbox: Outbox<ReturnEvent>;
  inventory: Inventory;
  payments: Payments;
  /** The money ledger: a return's refund is split over what paid its order there. */
  ledger: Ledger;
  /** Where shoppers send parcels back, as address lines. */
  returnAddress: readonly string[];
  pickups?: ReturnPickups | undefined;
  replacements?: ReturnReplacements | undefined;
  log?: FastifyBaseLogger | undefined;
};

type Emit = (event: ReturnEvent) => void;

/**
 * One change of returns in a transaction, its events written into the outbox in it; retried a few
 * times when PostgreSQL picks it as a deadlock victim.
 */
function runChange<T>(deps: ReturnsDeps, work: (tx: Tx, emit: Emit) => Promise<T>): Promise<T> {
  return retryingLockConflicts(() =>
    deps.db.transaction(async (tx) => {
      const events: ReturnEvent[] = [];
      const value = await work(tx, (event) => events.push(event));
      await deps.outbox.emit(tx, events);
      return value;
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// The owner's settings.

/** The return settings in force: the owner's, or the defaults until they save some. */
export async function returnSettingsOf(db: Queryable): Promise<ReturnSettings> {
  const row = await repo.readSettings(db);
  return {
    feeRupees: row ? paiseToRupees(row.feePaise) : RETURN_FEE_RUPEES,
    replacementAtPickup: row?.replacementAtPickup ?? false,
  };
}

/** The owner sets the return fee and when replacements ship; returns asked for before keep their fee. */
export async function saveReturnSettings(db: Db, adminId: string, input: ReturnSettings): Promise<ReturnSettings> {
  await repo.saveSettings(db, {
    feePaise: rupeesToPaise(input.feeRupees),
    replacementAtPickup: input.replacementAtPickup,
    updatedBy: adminId,
  });
  return returnSettingsOf(db);
}

// ---------------------------------------------------------------------------------------------
// Asking for a return.

/** Why the order cannot be returned at all, or null. */
function orderRefusal(order: OrderForReturn, now: Date): string | null {
  if (order.status !== 'delivered' || !order.deliveredAt) return RETURN_MESSAGES.notDelivered;
  if (!withinReturnWindow(order.deliveredAt, RETURN_WINDOW_DAYS, now)) return RETURN_MESSAGES.windowOver;
  return null;
}

/**
 * A shopper asks to return or exchange lines of their delivered order. Every rule is checked
 * before anything is written (422 with its message); then, in one transaction, the return and its
 * lines are written and each exchange's new size is taken from stock ('exchange-held'), so it
 * cannot sell out while the parcel travels. Returns count units, not lines: a line of two of which
 * one came back may send the other within the window, and never more units than were bought; the
 * order's lines are locked while they are counted, so two requests at once cannot both pass.
 */
export async function createReturn(
  deps: ReturnsDeps,
  userId: string,
  body: CreateReturnBody,
  now = new Date(),
): Promise<Return> {
  const order = await orderForReturn(deps.db, body.orderId);
  if (!order || order.userId !== userId) throw AppError.notFound(RETURN_MESSAGES.orderNotFound);
  const refusal = orderRefusal(order, now);
  if (refusal) throw AppError.unprocessable(refusal);

  const onSale = await variantsOnSale(
    deps.db,
    order.items.flatMap((item) => (item.variantId ? [item.variantId] : [])),
  );
  const lines = body.lines.map((line) => {
    const item = order.items.find((candidate) => candidate.id === line.itemId);
    if (!item) throw AppError.unprocessable(RETURN_MESSAGES.lineNotInOrder);
    if (line.quantity > item.quantity) throw AppError.unprocessable(RETURN_MESSAGES.tooMany);
    if (item.variantId && onSale.has(item.variantId) && line.reason !== DEFECT_RETURN_REASON) {
      throw AppError.unprocessable(RETURN_MESSAGES.saleNotReturnable);
    }
    if (line.exchangeSize && !item.variantId) throw AppError.unprocessable(RETURN_MESSAGES.exchangeOnlySize);
    if (line.exchangeSize === item.size) throw AppError.unprocessable(RETURN_MESSAGES.exchangeSameSize);
    return { ...line, item };
  });
  const refunding = lines.some((line) => !line.exchangeSize);
  if (refunding && order.paymentMethod === 'cod' && body.refundTo === 'original') {
    throw AppError.unprocessable(RETURN_MESSAGES.originalNotForCod);
  }
  if (refunding && order.paymentMethod === 'online' && body.refundTo === 'upi') {
    throw AppError.unprocessable(RETURN_MESSAGES.upiOnlyForCod);
  }

  // Photos are the shopper's own uploads, kept as their pictures' URLs; anything else is refused.
  const uploaded = await ownPhotos(
    deps.db,
    userId,
    body.lines.flatMap((line) => line.photos ?? []),
  );
  const photoUrls = new Map(uploaded.map((photo) => [photo.id, photo.image.url]));
  // What the returned units cost the shopper: their price less their share of the order's discount.
  const amountOf = (line: (typeof lines)[number]) =>
    line.exchangeSize ? 0 : returnedAmountPaise(line.item, line.quantity);

  const id = await runChange(deps, async (tx, emit) => {
    // The fee in force when the shopper asks, kept on the return: a later change of the
    // setting does not alter a return already asked for.
    const { feeRupees } = await returnSettingsOf(tx);
    const feePaise = rupeesToPaise(returnFeeRupees(lines, feeRupees));
    const refundPaise = Math.max(0, lines.reduce((sum, line) => sum + amountOf(line), 0) - feePaise);
    const itemIds = [...new Set(lines.map((line) => line.item.id))];
    await repo.lockOrderItems(tx, itemIds);
    const returning = await repo.heldUnitsOf(tx, itemIds);
    for (const itemId of itemIds) {
      const asked = lines.filter((line) => line.item.id === itemId).reduce((n, line) => n + line.quantity, 0);
      const bought = lines.find((line) => line.item.id === itemId)!.item.quantity;
      const already = returning.get(itemId) ?? 0;
      if (already + asked > bought) {
        throw AppError.unprocessable(already > 0 ? RETURN_MESSAGES.alreadyReturned : RETURN_MESSAGES.tooMany);
      }
    }
    const created = await repo.insertReturn(tx, {
      userId,
      orderId: order.id,
      status: 'requested',
      refundTo: body.refundTo,
      upiId: body.refundTo === 'upi' ? (body.upiId ?? null) : null,
      note: body.note || null,
      feePaise,
      refundPaise,
      createdAt: now,
    });
    await repo.insertLines(
      tx,
      lines.map((line) => ({
        returnId: created.id,
        orderItemId: line.item.id,
        variantId: line.item.variantId,
        size: line.item.size,
        quantity: line.quantity,
        reason: line.reason,
        exchangeSize: line.exchangeSize ?? null,
        photos: [...new Set(line.photos)].map((id) => photoUrls.get(id)!),
        amountPaise: amountOf(line),
      })),
    );
    await repo.insertHistory(tx, {
      returnId: created.id,
      fromStatus: null,
      toStatus: 'requested',
      changedBy: userId,
    });
    const held = heldLines(lines.map((line) => ({ ...line, variantId: line.item.variantId })));
    if (held.length > 0) {
      const short = await deps.inventory.take(tx, held, {
        reason: 'exchange-held',
        returnId: created.id,
        by: userId,
      });
      if (short) throw AppError.unprocessable(RETURN_MESSAGES.exchangeOutOfStock(short.line.size));
    }
    emit({ type: 'return.requested', returnId: created.id, orderId: order.id });
    return created.id;
  });
  return (await loadReturns(deps, [id]))[0]!;
}

/** The new sizes an exchange holds: one stock line per exchanged line. */
function heldLines(
  lines: readonly { variantId: string | null; exchangeSize?: Size | null | undefined; quantity: number }[],
): StockLine[] {
  return lines.flatMap((line) =>
    line.exchangeSize && line.variantId
      ? [{ variantId: line.variantId, size: line.exchangeSize, quantity: line.quantity }]
      : [],
  );
}

/** The sizes the shopper sent back, as stock lines. */
const returnedLines = (lines: readonly repo.ReturnLineRow[]): StockLine[] =>
  lines.flatMap((line) =>
    line.variantId ? [{ variantId: line.variantId, size: line.size, quantity: line.quantity }] : [],
  );

/** What the shopper's return screen may offer for their order (GET /returns/eligibility/:orderId). */
export async function returnEligibility(
  deps: Pick<ReturnsDeps, 'db'>,
  userId: string,
  orderId: string,
  now = new Date(),
): Promise<ReturnEligibility> {
  const order = await orderForReturn(deps.db, orderId);
  if (!order || order.userId !== userId) throw AppError.notFound(RETURN_MESSAGES.orderNotFound);
  const variantIds = order.items.flatMap((item) => (item.variantId ? [item.variantId] : []));
  const [onSale, held, stock, settings] = await Promise.all([
    variantsOnSale(deps.db, variantIds),
    repo.heldUnitsOf(
      deps.db,
      order.items.map((item) => item.id),
    ),
    stockOfVariants(deps.db, variantIds),
    returnSettingsOf(deps.db),
  ]);
  return {
    orderId: order.id,
    paymentMethod: order.paymentMethod,
    returnFee: settings.feeRupees,
    refusal: orderRefusal(order, now),
    windowEndsAt: order.deliveredAt
      ? new Date(order.deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS).toISOString()
      : null,
    lines: order.items.map((item) => ({
      itemId: item.id,
      productName: item.productName,
      colorName: item.colorName,
      imageUrl: item.imageUrl,
      size: item.size,
      quantity: item.quantity,
      unitPrice: paiseToRupees(item.unitPricePaise),
      discount: paiseToRupees(item.discountPaise),
      onSale: item.variantId ? onSale.has(item.variantId) : false,
      alreadyReturned: (held.get(item.id) ?? 0) >= item.quantity,
      returnable: Math.max(0, item.quantity - (held.get(item.id) ?? 0)),
      exchangeSizes: SIZES.filter(
        (size) =>
          size !== item.size &&
          stock.some((row) => row.variantId === item.variantId && row.size === size && row.quantity > 0),
      ),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// The owner's moves, and the shop's (expiry).

/**
 * Moves a locked return along the declared table and does what the move owes, in the same
 * transaction: rejected or expired give the held exchange size back and let the lines be asked
 * for again; approved books the pickup (when a courier does it); accepted puts the returned units
 * back on the shelf, issues the credit note and the refund (store credit at once, the provider
 * through a job, a UPI payout recorded by the owner). The table lets each move happen once, so
 * stock and money move exactly once.
 */
async function moveLocked(
  deps: ReturnsDeps,
  tx: Tx,
  emit: Emit,
  found: repo.ReturnRow,
  to: ReturnStatus,
  input: { by: string | null; note?: string | undefined; payoutReference?: string | undefined },
): Promise<void> {
  const from = found.status;
  if (!RETURN_TRANSITIONS[from].includes(to)) throw AppError.conflict(RETURN_MESSAGES.transition(from, to));
  const lines = await repo.linesOf(tx, [found.id]);
  const changes: Parameters<typeof repo.updateReturn>[2] = { status: to };
  if (input.note) changes.statusNote = input.note;

  // Once the replacement is sent, the held units are its own: nothing gives them back to the shelf.
  const held = found.replacementSentAt ? [] : heldLines(lines);
  if (to === 'rejected' || to === 'expired') {
    if (to === 'rejected' && !input.note) throw AppError.badRequest(RETURN_MESSAGES.noteRequired);
    await repo.closeLines(tx, found.id);
    if (held.length > 0) {
      await deps.inventory.release(tx, held, { reason: 'exchange-released', returnId: found.id, by: input.by });
    }
  }
  if (to === 'refused' && !input.note) throw AppError.badRequest(RETURN_MESSAGES.noteRequired);
  if (to === 'refused') {
    // Nothing comes back to the shelf and nothing is refunded; the held size goes back on sale
    // (unless the replacement was already sent: then the owner settles it with the shopper).
    if (held.length > 0) {
      await deps.inventory.release(tx, held, { reason: 'exchange-released', returnId: found.id, by: input.by });
    }
  }
  // The parcel is at the shop: the exchange's new size is sent now (if the pickup did not send it).
  if (to === 'received') await sendReplacementLocked(tx, emit, found, lines, changes);
  if (to === 'accepted') {
    if (found.refundTo === 'upi' && found.refundPaise > 0 && !input.payoutReference) {
      throw AppError.badRequest(RETURN_MESSAGES.payoutReferenceRequired);
    }
    await deps.inventory.release(tx, returnedLines(lines), {
      reason: 'return-restocked',
      returnId: found.id,
      by: input.by,
    });
    const order = (await orderForReturn(tx, found.orderId))!;
    const note = await issueReturnCreditNote(tx, {
      orderId: found.orderId,
      returnId: found.id,
      lines: lines.map((line) => {
        const item = order.items.find((candidate) => candidate.id === line.orderItemId)!;
        return { description: invoiceLineDescription(item), quantity: line.quantity };
      }),
    });
    if (note) changes.creditNoteId = note.id;
    // A return received before replacements were sent at receipt sends its replacement now.
    await sendReplacementLocked(tx, emit, found, lines, changes);
    // The refund goes back over what paid the order, by the one rule of the ledger: store credit
    // to the wallet at once, the online part to the provider (a job), cash by the UPI payout the
    // owner made and recorded here.
    if (found.refundPaise > 0) {
      if (found.refundTo === 'upi') changes.payoutReference = input.payoutReference ?? null;
      await deps.ledger.refund(tx, refundRequestOf(found, input.payoutReference ?? null));
    }
  }
  await repo.updateReturn(tx, found.id, changes);
  await repo.insertHistory(tx, {
    returnId: found.id,
    fromStatus: from,
    toStatus: to,
    changedBy: input.by,
    note: input.note ?? null,
  });
  emit({ type: 'return.status-changed', returnId: found.id, orderId: found.orderId, from, to, actor: input.by });
}

/**
 * Sends an exchange's replacement, once, inside the transaction of the move that sends it: its tax
 * invoice is issued (the new size at the returned line's price; the shopper pays nothing, the
 * return's credit note cancels the same value), the held units become the replacement's (nothing
 * gives them back to the shelf from now on), and `return.replacement-due` has a job book its
 * forward parcel after the commit.
 */
async function sendReplacementLocked(
  tx: Tx,
  emit: Emit,
  found: repo.ReturnRow,
  lines: readonly repo.ReturnLineRow[],
  changes: Parameters<typeof repo.updateReturn>[2],
  now = new Date(),
): Promise<void> {
  if (found.replacementSentAt || changes.replacementSentAt) return;
  const replaced = lines.filter((line) => line.exchangeSize);
  if (replaced.length === 0) return;
  const order = (await orderForReturn(tx, found.orderId))!;
  const invoice = await issueReplacementInvoice(tx, {
    orderId: found.orderId,
    returnId: found.id,
    lines: replaced.map((line) => {
      const item = order.items.find((candidate) => candidate.id === line.orderItemId)!;
      return {
        description: invoiceLineDescription({ ...item, size: line.exchangeSize! }),
        quantity: line.quantity,
        unitPricePaise: item.unitPricePaise,
      };
    }),
  });
  if (invoice) changes.replacementInvoiceId = invoice.id;
  changes.replacementSentAt = now;
  emit({ type: 'return.replacement-due', returnId: found.id, orderId: found.orderId });
}

/** The owner moves a return along the table (`PUT /returns/:id/status`). */
export async function changeReturnStatus(
  deps: ReturnsDeps,
  input: { returnId: string; adminId: string } & UpdateReturnStatusBody,
): Promise<Return> {
  try {
    await runChange(deps, async (tx, emit) => {
      const found = await repo.lockReturn(tx, input.returnId);
      if (!found) throw AppError.notFound(RETURN_MESSAGES.notFound);
      await moveLocked(deps, tx, emit, found, input.status, {
        by: input.adminId,
        note: input.note || undefined,
        payoutReference: input.payoutReference || undefined,
      });
    });
  } catch (error) {
    const { code, constraint } = pgErrorCode(error);
    if (code === PG_ERROR.uniqueViolation && constraint === 'returns_payout_reference_idx') {
      throw AppError.conflict(RETURN_MESSAGES.payoutReferenceUsed);
    }
    throw error;
  }
  return (await loadReturns(deps, [input.returnId]))[0]!;
}

/** The courier's states of a return parcel once it has left the shopper. */
const PICKED_UP: readonly Shipment['status'][] = ['picked_up', 'in_transit', 'out_for_delivery', 'delivered'];

/**
 * The courier picked an exchange's parcel up: when the owner ships replacements at pickup, the new
 * size is sent now instead of when the parcel reaches the shop. Once per return, however many
 * events say so (a replacement already sent is not sent again).
 */
export async function sendReplacementAtPickup(
  deps: ReturnsDeps,
  returnId: string,
  parcelStatus: Shipment['status'],
): Promise<boolean> {
  if (!PICKED_UP.includes(parcelStatus)) return false;
  return runChange(deps, async (tx, emit) => {
    const found = await repo.lockReturn(tx, returnId);
    if (!found || found.replacementSentAt || !['approved', 'received'].includes(found.status)) return false;
    if (!(await returnSettingsOf(tx)).replacementAtPickup) return false;
    const changes: Parameters<typeof repo.updateReturn>[2] = {};
    await sendReplacementLocked(tx, emit, found, await repo.linesOf(tx, [found.id]), changes);
    if (!changes.replacementSentAt) return false;
    await repo.updateReturn(tx, found.id, changes);
    return true;
  });
}

/**
 * Books the forward parcel of a sent replacement through the courier: the job of a
 * `return.replacement-due` event. The shipping module answers the parcel already booked for the
 * return when there is one, so a job run twice books once. Answers whether a parcel is booked.
 */
export async function shipReplacement(deps: ReturnsDeps, returnId: string): Promise<boolean> {
  const replacements = deps.replacements;
  if (!replacements) return false;
  const [found] = await repo.findReturns(deps.db, [returnId]);
  if (!found?.replacementSentAt) return false;
  const lines = (await repo.linesOf(deps.db, [returnId])).filter((line) => line.exchangeSize);
  if (lines.length === 0) return false;
  await replacements.ship({
    orderId: found.orderId,
    returnId,
    lines: lines.map((line) => ({ orderItemId: line.orderItemId, size: line.exchangeSize!, quantity: line.quantity })),
  });
  return true;
}

/**
 * The courier delivered an approved return's parcel to the shop: it is received, once (a second
 * delivery event finds it received already, and the table refuses nothing twice).
 */
export async function receiveReturnParcel(deps: ReturnsDeps, returnId: string): Promise<void> {
  await runChange(deps, async (tx, emit) => {
    const found = await repo.lockReturn(tx, returnId);
    if (!found || found.status !== 'approved') return;
    await moveLocked(deps, tx, emit, found, 'received', { by: null, note: RETURN_TEXTS.parcelReceivedNote });
  });
}

const MAX_EXPIRIES_PER_RUN = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Expires exchanges whose parcel has not reached the shop `EXCHANGE_EXPIRY_DAYS` after they were
 * asked for: each in its own transaction, its held size given back. A return another run (or the
 * owner) moved meanwhile is skipped by the table. Answers the ids expired.
 */
export async function expireExchanges(deps: ReturnsDeps, now = new Date()): Promise<string[]> {
  const cutoff = new Date(now.getTime() - EXCHANGE_EXPIRY_DAYS * DAY_MS);
  const expired: string[] = [];
  for (const id of await repo.findExpiredExchangeIds(deps.db, cutoff, MAX_EXPIRIES_PER_RUN)) {
    const done = await runChange(deps, async (tx, emit) => {
      const found = await repo.lockReturn(tx, id);
      if (!found || !RETURN_TRANSITIONS[found.status].includes('expired')) return false;
      await moveLocked(deps, tx, emit, found, 'expired', { by: null });
      return true;
    });
    if (done) expired.push(id);
  }
  return expired;
}

// ---------------------------------------------------------------------------------------------
// The refund: the ledger's.

/** A return's refund as the ledger takes it: its order, its amount and where the shopper asked it to go. */
const refundRequestOf = (found: repo.ReturnRow, payoutReference: string | null) => ({
  orderId: found.orderId,
  userId: found.userId,
  cause: 'return' as const,
  returnId: found.id,
  amountPaise: found.refundPaise,
  choice: found.refundTo as RefundChoice,
  payoutReference,
});

/**
 * The owner sends a return's failed provider refund again (`POST /returns/:id/refund`): it is
 * pending once more and its job asks the provider again: under the same idempotency key when the
 * call failed before the provider answered, so a refund it did make after all is answered, never
 * made twice; under a new key when the provider itself reported the refund failed, since the old
 * key would only answer that failure again (`retryRefund`). Only a failed refund may be sent
 * again (409); a return with no provider refund answers 404.
 */
export async function retryReturnRefund(deps: ReturnsDeps, returnId: string): Promise<Return> {
  const refunds = (await refundsOfReturns(deps.db, [returnId])).filter((r) => r.route === 'provider');
  if (refunds.length === 0) throw AppError.notFound(RETURN_MESSAGES.noProviderRefund);
  const failed = refunds.filter((r) => r.status === 'failed');
  if (failed.length === 0) throw AppError.conflict(RETURN_MESSAGES.refundNotFailed);
  for (const refund of failed) await retryRefund(deps, refund.id);
  return (await loadReturns(deps, [returnId]))[0]!;
}

// ---------------------------------------------------------------------------------------------
// Reading.

/** A return still on its way to acceptance: its refund is not made yet. */
const OPEN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'received'];

/** These returns in the shared shape, in the order of `ids`. */
export async function loadReturns(
  deps: Pick<ReturnsDeps, 'db' | 'returnAddress' | 'pickups' | 'replacements'>,
  ids: readonly string[],
): Promise<Return[]> {
  const pickups = new Map<string, Shipment | null>();
  const replacements = new Map<string, Shipment | null>();
  for (const id of ids) {
    if (deps.pickups) pickups.set(id, await deps.pickups.of(deps.db, id));
    if (deps.replacements) replacements.set(id, await deps.replacements.of(deps.db, id));
  }
  const [rows, lines, history, refunds] = await Promise.all([
    repo.findReturns(deps.db, ids),
    repo.linesOf(deps.db, ids),
    repo.historyOf(deps.db, ids),
    refundsOfReturns(deps.db, ids),
  ]);
  // Before acceptance, the owner sees where the refund will go: the split the ledger would make now.
  const plans = new Map<string, Awaited<ReturnType<typeof planRefund>>>();
  for (const row of rows) {
    if (row.refundPaise > 0 && !refunds.some((r) => r.returnId === row.id) && OPEN_STATUSES.includes(row.status)) {
      plans.set(row.id, await planRefund(deps.db, refundRequestOf(row, null)));
    }
  }
  const orders = new Map<string, OrderForReturn>();
  for (const orderId of new Set(rows.map((row) => row.orderId))) {
    const order = await orderForReturn(deps.db, orderId);
    if (order) orders.set(orderId, order);
  }
  const creditNotes = await creditNoteNumbers(
    deps.db,
    rows.flatMap((row) => (row.creditNoteId ? [row.creditNoteId] : [])),
  );
  const replacementInvoices = await invoiceNumbers(
    deps.db,
    rows.flatMap((row) => (row.replacementInvoiceId ? [row.replacementInvoiceId] : [])),
  );
  return ids.flatMap((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    const order = row ? orders.get(row.orderId) : undefined;
    if (!row || !order) return [];
    const made = refunds.filter((candidate) => candidate.returnId === id);
    const provider = made.filter((candidate) => candidate.route === 'provider');
    const shipsBack = !['requested', 'rejected', 'expired'].includes(row.status);
    return [
      {
        _id: row.id,
        orderId: row.orderId,
        orderNumber: String(order.orderNumber),
        status: row.status,
        lines: lines
          .filter((line) => line.returnId === id)
          .map((line) => {
            const item = order.items.find((candidate) => candidate.id === line.orderItemId);
            return {
              _id: line.id,
              itemId: line.orderItemId,
              productName: item?.productName ?? '',
              colorName: item?.colorName ?? '',
              imageUrl: item?.imageUrl ?? null,
              size: line.size,
              quantity: line.quantity,
              reason: line.reason,
              exchangeSize: line.exchangeSize,
              photos: line.photos,
              amount: paiseToRupees(line.amountPaise),
            };
          }),
        refundTo: row.refundTo,
        upiId: row.upiId,
        note: row.note,
        fee: paiseToRupees(row.feePaise),
        refundAmount: paiseToRupees(row.refundPaise),
        statusNote: row.statusNote,
        returnAddress: shipsBack ? [...deps.returnAddress] : null,
        pickup: pickups.get(id) ?? null,
        replacement: replacements.get(id) ?? null,
        refund:
          provider.length > 0
            ? {
                status: provider.some((r) => r.status === 'failed')
                  ? 'failed'
                  : provider.some((r) => r.status === 'pending')
                    ? 'pending'
                    : 'processed',
                id: provider.find((r) => r.providerRefundId)?.providerRefundId ?? null,
              }
            : null,
        refundSplit: refundPartsOf(made, plans.get(id) ?? []),
        payoutReference: row.payoutReference,
        creditNoteNumber: row.creditNoteId ? (creditNotes.get(row.creditNoteId) ?? null) : null,
        replacementInvoiceNumber: row.replacementInvoiceId
          ? (replacementInvoices.get(row.replacementInvoiceId) ?? null)
          : null,
        customer: order.customer,
        history: history
          .filter((entry) => entry.returnId === id)
          .map((entry) => ({
            status: entry.toStatus as ReturnStatus,
            note: entry.note,
            at: entry.createdAt.toISOString(),
          })),
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}

export async function listReturns(
  deps: Pick<ReturnsDeps, 'db' | 'returnAddress' | 'pickups' | 'replacements'>,
  query: ReturnListQuery,
  userId?: string,
): Promise<ReturnList> {
  const { ids, total } = await repo.findReturnPage(
    deps.db,
    { ...(userId ? { userId } : {}), status: query.status, orderId: query.orderId },
    query,
  );
  return { returns: await loadReturns(deps, ids), totalPages: Math.ceil(total / query.limit) };
}

/** Return rate by product and size (units returned of units delivered) with why they came back, and how often each reason was given. */
export async function returnStats(db: Db): Promise<ReturnStats> {
  const [sold, returned] = await Promise.all([deliveredUnitsBySize(db), repo.returnedUnits(db)]);
  const rows = new Map<
    string,
    { productName: string; size: Size; sold: number; returned: number; reasons: Map<ReturnReason, number> }
  >();
  const nameOf = new Map<string, string>();
  for (const line of sold) {
    const key = `${line.productName}|${line.size}`;
    const row = rows.get(key) ?? {
      productName: line.productName,
      size: line.size,
      sold: 0,
      returned: 0,
      reasons: new Map<ReturnReason, number>(),
    };
    row.sold += line.units;
    rows.set(key, row);
    if (line.variantId) nameOf.set(line.variantId, line.productName);
  }
  for (const line of returned.bySize) {
    const productName = line.variantId ? nameOf.get(line.variantId) : undefined;
    if (!productName) continue;
    const row = rows.get(`${productName}|${line.size}`);
    if (!row) continue;
    row.returned += line.units;
    row.reasons.set(line.reason, (row.reasons.get(line.reason) ?? 0) + line.units);
  }
  return {
    bySize: [...rows.values()]
      .map(({ reasons, ...row }) => ({
        ...row,
        rate: row.sold === 0 ? 0 : Math.round((row.returned / row.sold) * 1000) / 1000,
        reasons: [...reasons.entries()]
          .map(([reason, count]) => ({ reason, count }))
          .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
      }))
      .sort((a, b) => b.rate - a.rate || a.productName.localeCompare(b.productName)),
    reasons: returned.reasons
      .map((row) => ({ reason: row.reason, count: row.count }))
      .sort((a, b) => b.count - a.count),
  };
}

/**
 * What the returns say about a colour's fit, per size: the reason most of its fit returns gave,
 * when there are enough of them to mean something. Feeds the product page's fit line and the fit
 * finder's advice.
 */
export async function fitNotes(
  db: Db,
  variantIds: readonly string[],
  minimum = 2,
): Promise<{ size: Size; reason: 'too_small' | 'too_big'; units: number }[]> {
  const rows = await repo.fitReasonsOf(db, variantIds);
  const bySize = new Map<Size, { too_small: number; too_big: number }>();
  for (const row of rows) {
    const counts = bySize.get(row.size) ?? { too_small: 0, too_big: 0 };
    if (FIT_RETURN_REASONS.includes(row.reason)) counts[row.reason as 'too_small' | 'too_big'] += row.units;
    bySize.set(row.size, counts);
  }
  return [...bySize.entries()].flatMap(([size, counts]) => {
    const reason = counts.too_small >= counts.too_big ? 'too_small' : 'too_big';
    const units = counts[reason];
    return units >= minimum && units > counts[reason === 'too_small' ? 'too_big' : 'too_small']
      ? [{ size, reason: reason as 'too_small' | 'too_big', units }]
      : [];
  });
}
