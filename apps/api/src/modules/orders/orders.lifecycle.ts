import type { FastifyBaseLogger } from 'fastify';
import {
  CANCELLATION_TEXTS,
  ORDER_HISTORY_NOTES,
  ORDER_TRANSITIONS,
  PAYMENT_TRANSITIONS,
  SHOPPING_MESSAGES,
  UNPAID_ONLINE_ORDER_TTL_MINUTES,
  adminStatusRefusal,
  rupeesToPaise,
  cancellationRequestRefusal,
  type AdminStatusTarget,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@shop/shared';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { isLockConflict, retryingLockConflicts } from '../../db/errors.ts';
import type { Payments } from '../../lib/payments/payments.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import type { OrderEvent, OrderEvents, RefundInfo, WrittenOrder } from './orders.events.ts';
import type { Inventory } from '../inventory/index.ts';
import { ledgerView, type Ledger } from '../payments/index.ts';
import { releaseCouponUse } from '../promotions/index.ts';
import * as repo from './orders.repository.ts';

/**
 * The one owner of an order's status and payment state. Every change runs here: it locks the
 * order row (stock rows after it, sorted), checks the declared table and its guards, applies its
 * effects, writes exactly one history row, runs the in-transaction effects (invoices) and, once
 * committed, publishes its events (mail). No other code writes `orders.status`.
 */

export type LifecycleDeps = {
  db: Db;
  payments: Payments;
  events: OrderEvents;
  inventory: Inventory;
  /** The money ledger: what paid each order, and every refund. */
  ledger: Ledger;
  log?: FastifyBaseLogger | undefined;
};

/** What a change inside a locked order needs besides its transaction: the stock and money owners. */
type Owners = Pick<LifecycleDeps, 'inventory' | 'ledger'>;

export type Emit = (event: OrderEvent) => void;
type CancelReason = Extract<OrderEvent, { type: 'order.cancelled' }>['reason'];

/**
 * Runs one change in a transaction, retrying a bounded number of times when PostgreSQL picks it
 * as a deadlock victim or a serialization failure. Its events go into the outbox inside the same
 * transaction, so what they cause (mails, a refund call) is owed exactly when the change committed.
 */
export async function runChange<T>(
  deps: LifecycleDeps,
  work: (tx: Tx, emit: Emit, wrote: (order: WrittenOrder) => void) => Promise<T>,
): Promise<T> {
  try {
    return await retryingLockConflicts(
      () => deps.db.transaction((tx) => deps.events.change(tx, (emit, wrote) => work(tx, emit, wrote))),
      (error, attempt) => deps.log?.warn({ err: error, attempt }, 'order change retried after a lock conflict'),
    );
  } catch (error) {
    if (!isLockConflict(error)) throw error;
    throw Object.assign(new AppError('UNAVAILABLE', SHOPPING_MESSAGES.orderBusy), { cause: error });
  }
}

// ---------------------------------------------------------------------------------------------
// The transitions, each inside the caller's transaction with the order row already locked.

type Actor = string | null;

async function history(tx: Tx, orderId: string, from: OrderStatus | null, to: OrderStatus, by: Actor, note: string) {
  await repo.insertStatusChanges(tx, [{ orderId, fromStatus: from, toStatus: to, changedBy: by, note }]);
}

type OrderChanges = Parameters<typeof repo.updateOrder>[2];

/**
 * Writes a change to a locked order: the one place the lifecycle writes an order row. Its status
 * and payment status may only move along the declared tables (ORDER_TRANSITIONS,
 * PAYMENT_TRANSITIONS); a payment status that moves is announced as `order.payment-changed`, so
 * the outbox holds each order's whole payment history.
 */
export async function changeOrder(tx: Tx, emit: Emit, order: repo.OrderRow, changes: OrderChanges): Promise<void> {
  const { status, paymentStatus } = changes;
  if (status && status !== order.status && !(ORDER_TRANSITIONS[order.status] as readonly string[]).includes(status)) {
    throw new Error(`order ${order.id}: ${order.status} -> ${status} is not in the order table`);
  }
  const paymentMoves = paymentStatus !== undefined && paymentStatus !== order.paymentStatus;
  if (paymentMoves && !PAYMENT_TRANSITIONS[order.paymentStatus].includes(paymentStatus)) {
    throw new Error(
      `order ${order.id}: payment ${order.paymentStatus} -> ${paymentStatus} is not in the payment table`,
    );
  }
  await repo.updateOrder(tx, order.id, changes);
  if (paymentMoves) {
    emit({ type: 'order.payment-changed', orderId: order.id, from: order.paymentStatus, to: paymentStatus });
  }
}

/**
 * The status a new order is written with: the one its placing decided (`pending`, or waiting for
 * the shopper's confirmation), except that cash on delivery the shop accepted as it was placed is
 * firm at once and written straight as ready to ship (`processing`, docs/decisions/0280): one
 * insert instead of an insert and an update of the row checkout has just written.
 */
export function statusAtPlacing(
  paymentMethod: 'cod' | 'online',
  decided: 'pending' | 'awaiting_confirmation',
): 'pending' | 'awaiting_confirmation' | 'processing' {
  return paymentMethod === 'cod' && decided === 'pending' ? 'processing' : decided;
}

/**
 * The history rows of a new order and its events, for an order written with `statusAtPlacing`.
 * A cash-on-delivery order firm at placing gets both steps in its history (placed as pending, then
 * ready to ship by the shop itself) and both announcements, as if it had moved: the timeline and
 * the subscribers cannot tell it from an order that waited.
 */
export function placing(
  order: { id: string; paymentMethod: PaymentMethod; status: OrderStatus },
  userId: string,
): { history: [repo.StatusChange, ...repo.StatusChange[]]; events: OrderEvent[] } {
  const firmAtPlacing = order.paymentMethod === 'cod' && order.status === 'processing';
  const placedAs: OrderStatus = firmAtPlacing ? 'pending' : order.status;
  const placed: repo.StatusChange = {
    orderId: order.id,
    fromStatus: null,
    toStatus: placedAs,
    changedBy: userId,
    note: ORDER_HISTORY_NOTES.placed,
  };
  const announced: OrderEvent = {
    type: 'order.placed',
    orderId: order.id,
    paymentMethod: order.paymentMethod,
    awaitsConfirmation: placedAs === 'awaiting_confirmation',
    firm: firmAtPlacing,
  };
  if (!firmAtPlacing) return { history: [placed], events: [announced] };
  return {
    history: [
      placed,
      {
        orderId: order.id,
        fromStatus: 'pending',
        toStatus: 'processing',
        changedBy: null,
        note: ORDER_HISTORY_NOTES.codConfirmed,
      },
    ],
    events: [
      announced,
      { type: 'order.confirmed', orderId: order.id, paymentMethod: 'cod', afterConfirmation: false },
      { type: 'order.status-changed', orderId: order.id, from: 'pending', to: 'processing', actor: null },
    ],
  };
}

/**
 * A firm order waiting as `pending` (paid online, or cash on delivery the shop accepted) goes on to
 * processing by itself: the step is the shop's own (no person credited), its history row says why,
 * and it announces itself like any status change. The owner books its parcel next, with no status
 * to change by hand. Any other state is left as it is.
 */
async function readyToShipLocked(owners: Owners, tx: Tx, emit: Emit, order: repo.OrderRow, now: Date, note: string) {
  if (order.status !== 'pending') return;
  await advanceLocked(owners, tx, emit, order, 'processing', null, now, note);
}

/**
 * Cancels a locked order: stock back, money back, one history row. What paid it goes back through
 * the ledger in this same transaction: store credit to the wallet at once (so a checkout that
 * replaces this order can spend it again), an online payment as a provider refund its job sends
 * after the commit (refund_pending until the provider settles it).
 */
export async function cancelLocked(
  owners: Owners,
  tx: Tx,
  emit: Emit,
  order: repo.OrderRow,
  input: { reason: CancelReason; by: Actor; note: string; now: Date; keepToken?: boolean },
): Promise<void> {
  if (order.status === 'cancelled') throw AppError.conflict(SHOPPING_MESSAGES.cancelAlreadyCancelled);
  // The courier brought the parcel back, or the owner marks it refused at the door.
  const backFromCourier = input.reason === 'returned-to-origin' || input.reason === 'refused-at-door';
  // A parcel back at origin puts its units on the shelf as a movement of its own kind, so stock
  // history tells refused parcels from orders called off before shipping.
  await owners.inventory.release(tx, await repo.findStockLines(tx, order.id), {
    reason: backFromCourier ? 'returned-to-origin' : 'order-cancelled',
    orderId: order.id,
    by: input.by,
  });
  // An order cancelled before it ships gives its coupon use back, in this same transaction: the
  // next buyer (or this customer checking out again) may use it at once (docs/decisions/0182).
  if (order.status === 'pending' || order.status === 'awaiting_confirmation' || order.status === 'processing') {
    await releaseCouponUse(tx, order.id, input.now);
  }
  // A part-paid order's token is kept when its parcel was refused at the door: it pays the way back.
  const keepToken = order.paymentMethod === 'cod' && (input.keepToken || backFromCourier);
  const parts = await owners.ledger.refund(tx, {
    orderId: order.id,
    userId: order.userId,
    cause: input.reason === 'returned-to-origin' ? 'returned-to-origin' : 'cancellation',
    choice: 'original',
    ...(keepToken ? { keep: ['online'] as const } : {}),
  });
  const toProvider = parts.filter((part) => part.route === 'provider');
  let paymentStatus: PaymentStatus = order.paymentStatus;
  if (order.paymentMethod === 'online' && order.paymentStatus === 'pending') paymentStatus = 'failed';
  else if (toProvider.length > 0) paymentStatus = 'refund_pending';
  else if (order.paymentMethod === 'online' && order.paymentStatus === 'paid') paymentStatus = 'refunded';
  const refund: RefundInfo | null =
    toProvider.length > 0
      ? { refundId: null, amountPaise: toProvider.reduce((sum, part) => sum + part.amountPaise, 0), status: 'pending' }
      : null;
  const decided =
    order.cancellationRequest === 'open'
      ? {
          cancellationRequest: input.reason === 'request-approved' ? ('approved' as const) : ('declined' as const),
          cancellationOutcomeNote: input.reason === 'request-approved' ? null : input.note,
          cancellationDecidedAt: input.now,
        }
      : {};
  await changeOrder(tx, emit, order, {
    status: 'cancelled',
    cancelledAt: input.now,
    paymentStatus,
    ...decided,
    ...(backFromCourier ? { returnedToOriginAt: input.now } : {}),
    ...(input.reason === 'replaced' ? { replacedAt: input.now } : {}),
  });
  await history(tx, order.id, order.status, 'cancelled', input.by, input.note);
  emit({ type: 'order.cancelled', orderId: order.id, from: order.status, reason: input.reason, refund });
}

/** Moves a locked order forward (processing, shipped, delivered) with the effects of each step passed. */
async function advanceLocked(
  owners: Owners,
  tx: Tx,
  emit: Emit,
  order: repo.OrderRow,
  to: Exclude<OrderStatus, 'pending' | 'awaiting_confirmation' | 'cancelled'>,
  by: Actor,
  now: Date,
  note?: string,
) {
  const shipping = to === 'shipped' || to === 'delivered';
  const openRequest = order.cancellationRequest === 'open';
  const changes: OrderChanges = { status: to };
  // Cash on delivery is collected by the courier when the parcel is handed over.
  if (to === 'delivered' && order.paymentMethod === 'cod')
    Object.assign(changes, { paymentStatus: 'paid', paidAt: now });
  // Shipping overtakes a request still waiting for the admin: it is declined, and the customer told why.
  if (shipping && openRequest) {
    Object.assign(changes, {
      cancellationRequest: 'declined',
      cancellationOutcomeNote: CANCELLATION_TEXTS.declinedShipped,
      cancellationDecidedAt: now,
    });
  }
  await changeOrder(tx, emit, order, changes);
  // The cash the courier collected is what the order's other tenders left to pay.
  if (to === 'delivered' && order.paymentMethod === 'cod') {
    const token = order.razorpayPaymentId ? order.prepaidPaise : 0;
    await owners.ledger.recordTender(tx, {
      orderId: order.id,
      kind: 'cod_cash',
      amountPaise: order.totalPaise - order.storeCreditPaise - token,
    });
  }
  await history(tx, order.id, order.status, to, by, note ?? ORDER_HISTORY_NOTES.adminChange);
  // An order that waited for confirmation becomes firm now (its invoice and confirmation mail).
  if (order.status === 'awaiting_confirmation') {
    emit({ type: 'order.confirmed', orderId: order.id, paymentMethod: order.paymentMethod, afterConfirmation: true });
  }
  if (shipping && openRequest) {
    emit({
      type: 'order.cancellation-declined',
      orderId: order.id,
      note: CANCELLATION_TEXTS.declinedShipped,
      automatic: true,
    });
  }
  emit({ type: 'order.status-changed', orderId: order.id, from: order.status, to, actor: by });
}

/**
 * Records a captured payment on a locked online order. A pending order becomes paid (and firm);
 * a payment that arrives after the order was cancelled is recorded and refunded at once.
 */
export async function markPaidLocked(
  owners: Owners,
  tx: Tx,
  emit: Emit,
  order: repo.OrderRow,
  paymentId: string,
  now: Date,
): Promise<'paid' | 'late-payment' | 'duplicate'> {
  if (order.paymentMethod === 'cod') return markTokenPaidLocked(owners, tx, emit, order, paymentId, now);
  if (order.status === 'pending' && order.paymentStatus === 'pending') {
    await changeOrder(tx, emit, order, { paymentStatus: 'paid', razorpayPaymentId: paymentId, paidAt: now });
    await owners.ledger.recordTender(tx, {
      orderId: order.id,
      kind: 'online',
      amountPaise: repo.amountDuePaise(order),
      providerPaymentId: paymentId,
    });
    emit({ type: 'order.paid', orderId: order.id, paymentId, late: false });
    emit({ type: 'order.confirmed', orderId: order.id, paymentMethod: 'online' });
    const paid = { ...order, paymentStatus: 'paid' as const, razorpayPaymentId: paymentId, paidAt: now };
    await readyToShipLocked(owners, tx, emit, paid, now, ORDER_HISTORY_NOTES.paymentReceived);
    return 'paid';
  }
  if (order.status === 'cancelled' && (order.paymentStatus === 'pending' || order.paymentStatus === 'failed')) {
    const refund = await refundLatePayment(owners, tx, order, paymentId, repo.amountDuePaise(order), 'late-payment');
    await changeOrder(tx, emit, order, {
      paymentStatus: refund ? 'refund_pending' : 'paid',
      razorpayPaymentId: paymentId,
      paidAt: now,
    });
    emit({ type: 'order.paid', orderId: order.id, paymentId, late: true });
    if (refund) emit({ type: 'order.refund-updated', orderId: order.id, refund, paymentStatus: 'refund_pending' });
    return 'late-payment';
  }
  return 'duplicate';
}

/** A payment the order could no longer take: kept as a late tender and refunded whole to it. */
async function refundLatePayment(
  owners: Owners,
  tx: Tx,
  order: repo.OrderRow,
  paymentId: string,
  amountPaise: number,
  cause: 'late-payment' | 'cod-switch',
): Promise<RefundInfo | null> {
  if (amountPaise <= 0) return null;
  await owners.ledger.recordTender(tx, {
    orderId: order.id,
    kind: 'online',
    amountPaise,
    providerPaymentId: paymentId,
    late: true,
  });
  const parts = await owners.ledger.refund(tx, {
    orderId: order.id,
    userId: order.userId,
    cause,
    choice: 'original',
    latePaymentId: paymentId,
  });
  const total = parts.reduce((sum, part) => sum + part.amountPaise, 0);
  return total > 0 ? { refundId: null, amountPaise: total, status: 'pending' } : null;
}

/**
 * An online order store credit paid in full as it was placed: paid at once, without the provider
 * (no provider order, no payment id), and firm (its invoice at the full taxable value, the
 * confirmation). Cancelled, it is refunded at once: the credit goes back in the same transaction.
 */
export async function markPaidByStoreCreditLocked(owners: Owners, tx: Tx, emit: Emit, order: repo.OrderRow, now: Date) {
  if (order.paymentMethod !== 'online' || order.paymentStatus !== 'pending') return;
  if (order.storeCreditPaise !== order.totalPaise) return;
  await changeOrder(tx, emit, order, { paymentStatus: 'paid', paidAt: now });
  emit({ type: 'order.confirmed', orderId: order.id, paymentMethod: 'online' });
  const paid = { ...order, paymentStatus: 'paid' as const, paidAt: now };
  await readyToShipLocked(owners, tx, emit, paid, now, ORDER_HISTORY_NOTES.paidByStoreCredit);
}

/**
 * The token of a part-paid cash-on-delivery order arrived: the order is firm (processing, its
 * invoice) and the rest stays due at the door (payment status pending until delivered). A token
 * paid after the order was cancelled is refunded at once.
 */
async function markTokenPaidLocked(
  owners: Owners,
  tx: Tx,
  emit: Emit,
  order: repo.OrderRow,
  paymentId: string,
  now: Date,
): Promise<'paid' | 'late-payment' | 'duplicate'> {
  if (order.prepaidPaise === 0 || order.razorpayPaymentId) return 'duplicate';
  if (order.status === 'awaiting_confirmation') {
    await changeOrder(tx, emit, order, { razorpayPaymentId: paymentId });
    await owners.ledger.recordTender(tx, {
      orderId: order.id,
      kind: 'online',
      amountPaise: order.prepaidPaise,
      providerPaymentId: paymentId,
    });
    await advanceLocked(owners, tx, emit, order, 'processing', null, now, ORDER_HISTORY_NOTES.tokenPaid);
    return 'paid';
  }
  if (order.status === 'cancelled' && order.paymentStatus === 'pending') {
    const refund = await refundLatePayment(owners, tx, order, paymentId, order.prepaidPaise, 'late-payment');
    await changeOrder(tx, emit, order, {
      razorpayPaymentId: paymentId,
      paymentStatus: refund ? 'refund_pending' : order.paymentStatus,
    });
    if (refund) emit({ type: 'order.refund-updated', orderId: order.id, refund, paymentStatus: 'refund_pending' });
    return 'late-payment';
  }
  return 'duplicate';
}

// ---------------------------------------------------------------------------------------------
// The operations the routes, the sweep and the admin call.

/**
 * The admin moves an order along the table. Answers whether anything changed: asking for the
 * status the order already has (a paid order that went on to processing by itself while the
 * owner's screen was open, a retried call) changes nothing, records nothing and is not refused
 * (docs/decisions/0281).
 */
export async function changeStatusByAdmin(
  deps: LifecycleDeps,
  input: { orderId: string; status: AdminStatusTarget; adminId: string },
  now = new Date(),
): Promise<boolean> {
  return runChange(deps, async (tx, emit) => {
    const order = await repo.lockOrder(tx, input.orderId);
    if (!order) throw AppError.notFound(SHOPPING_MESSAGES.orderNotFound);
    if (order.status === input.status) return false;
    const refused = adminStatusRefusal(order, input.status);
    if (refused) throw AppError.conflict(refused);
    if (input.status === 'cancelled') {
      const approving = order.cancellationRequest === 'open';
      await cancelLocked(deps, tx, emit, order, {
        reason: approving ? 'request-approved' : 'admin',
        by: input.adminId,
        note: approving ? ORDER_HISTORY_NOTES.cancellationApproved : ORDER_HISTORY_NOTES.adminChange,
        now,
      });
      return true;
    }
    await advanceLocked(deps, tx, emit, order, input.status, input.adminId, now);
    return true;
  });
}

const requestIsOpen = (order: repo.OrderRow) =>
  order.cancellationRequest === 'open' && (order.status === 'pending' || order.status === 'processing');

/** The admin approves the customer's open request: the order is cancelled, stock back, refund if paid. */
export async function approveCancellation(
  deps: LifecycleDeps,
  input: { orderId: string; adminId: string },
  now = new Date(),
): Promise<void> {
  await runChange(deps, async (tx, emit) => {
    const order = await repo.lockOrder(tx, input.orderId);
    if (!order) throw AppError.notFound(SHOPPING_MESSAGES.orderNotFound);
    if (!requestIsOpen(order)) throw AppError.conflict(SHOPPING_MESSAGES.noOpenCancellationRequest);
    await cancelLocked(deps, tx, emit, order, {
      reason: 'request-approved',
      by: input.adminId,
      note: ORDER_HISTORY_NOTES.cancellationApproved,
      now,
    });
  });
}

/** The admin declines the customer's open request with a note the customer reads; the order goes on. */
export async function declineCancellation(
  deps: LifecycleDeps,
  input: { orderId: string; adminId: string; note: string },
  now = new Date(),
): Promise<void> {
  await runChange(deps, async (tx, emit) => {
    const order = await repo.lockOrder(tx, input.orderId);
    if (!order) throw AppError.notFound(SHOPPING_MESSAGES.orderNotFound);
    if (!requestIsOpen(order)) throw AppError.conflict(SHOPPING_MESSAGES.noOpenCancellationRequest);
    await changeOrder(tx, emit, order, {
      cancellationRequest: 'declined',
      cancellationOutcomeNote: input.note,
      cancellationDecidedAt: now,
    });
    emit({ type: 'order.cancellation-declined', orderId: order.id, note: input.note, automatic: false });
  });
}

/** The customer asks to cancel: allowed once, pending or processing, within 24 hours. */
export async function requestCancellationByCustomer(
  deps: LifecycleDeps,
  input: { orderId: string; userId: string; reason: string },
  now = new Date(),
): Promise<void> {
  await runChange(deps, async (tx, emit) => {
    const order = await repo.lockOwnOrder(tx, input.userId, input.orderId);
    if (!order) throw AppError.notFound(SHOPPING_MESSAGES.orderNotFound);
    const refusal = cancellationRequestRefusal(
      {
        status: order.status,
        createdAt: order.createdAt,
        cancellationRequest: { requested: order.cancellationRequest !== 'none' },
      },
      now,
    );
    if (refusal) throw AppError.badRequest(refusal);
    await changeOrder(tx, emit, order, {
      cancellationRequest: 'open',
      cancellationReason: input.reason,
      cancellationRequestedAt: now,
    });
    emit({ type: 'order.cancellation-requested', orderId: order.id, reason: input.reason });
  });
}

/** An online order whose provider order could not be created: nobody can pay it, so it goes at once. */
export async function cancelForProviderFailure(deps: LifecycleDeps, orderId: string, now = new Date()) {
  await runChange(deps, async (tx, emit) => {
    const order = await repo.lockOrder(tx, orderId);
    const unpaid = order?.status === 'pending' || order?.status === 'awaiting_confirmation';
    if (!order || !unpaid || order.paymentStatus !== 'pending') return;
    await cancelLocked(deps, tx, emit, order, {
      reason: 'provider-failed',
      by: null,
      note: ORDER_HISTORY_NOTES.providerOrderFailed,
      now,
    });
  });
}

const MAX_ORDERS_PER_SWEEP = 500;

/**
 * Cancels online orders still unpaid `UNPAID_ONLINE_ORDER_TTL_MINUTES` after they were placed,
 * each in its own transaction with its own stock return and history row. The candidates are read
 * without locks; each is then claimed with FOR UPDATE SKIP LOCKED and re-checked, so a second
 * sweep (another API instance) or a payment arriving meanwhile simply skips it. Answers the ids
 * this sweep cancelled.
 */
export async function expireUnpaidOnlineOrders(deps: LifecycleDeps, now = new Date()): Promise<string[]> {
  const cutoff = new Date(now.getTime() - UNPAID_ONLINE_ORDER_TTL_MINUTES * 60_000);
  const candidates = await repo.findExpiredUnpaidOrderIds(deps.db, cutoff, MAX_ORDERS_PER_SWEEP);
  const expired: string[] = [];
  for (const id of candidates) {
    const cancelled = await runChange(deps, async (tx, emit) => {
      const order = await repo.lockExpiredUnpaidOrder(tx, id, cutoff);
      if (!order) return false;
      await cancelLocked(deps, tx, emit, order, {
        reason: 'unpaid-expired',
        by: null,
        note: ORDER_HISTORY_NOTES.unpaidExpired(UNPAID_ONLINE_ORDER_TTL_MINUTES),
        now,
      });
      return true;
    });
    if (cancelled) expired.push(id);
  }
  return expired;
}

/**
 * Firm orders left pending from before the shop moved them on by itself (an upgraded shop's paid
 * and accepted orders) go on to processing as a newly firm one would, each in its own change with
 * its own history row and event; an order changed meanwhile is left as it is. Run by the sweep, so
 * an upgraded shop's "To ship" fills within a minute of its first start, with no hand step.
 */
export async function readyFirmPendingOrders(deps: LifecycleDeps, now = new Date()): Promise<string[]> {
  const candidates = await repo.findFirmPendingOrderIds(deps.db, MAX_ORDERS_PER_SWEEP);
  const readied: string[] = [];
  for (const id of candidates) {
    const moved = await runChange(deps, async (tx, emit) => {
      const order = await repo.lockOrder(tx, id);
      if (!order || order.status !== 'pending') return false;
      if (order.paymentMethod === 'online' && order.paymentStatus !== 'paid') return false;
      const note =
        order.paymentMethod === 'cod'
          ? ORDER_HISTORY_NOTES.codConfirmed
          : order.storeCreditPaise >= order.totalPaise
            ? ORDER_HISTORY_NOTES.paidByStoreCredit
            : ORDER_HISTORY_NOTES.paymentReceived;
      await readyToShipLocked(deps, tx, emit, order, now, note);
      return true;
    });
    if (moved) readied.push(id);
  }
  return readied;
}

// ---------------------------------------------------------------------------------------------
// What the courier's events do to an order (the shipping module calls these).

/** The part of an order the shipping module reads while it holds the order's lock. */
export type ParcelOrder = Pick<
  repo.OrderRow,
  'id' | 'orderNumber' | 'status' | 'paymentMethod' | 'paymentStatus' | 'totalPaise' | 'userId' | 'contact'
> & { shippingAddress: repo.OrderRow['shippingAddress'] };

/** What a parcel's move means for its order: handed over (shipped), delivered, or back at origin. */
export type CourierOutcome = 'shipped' | 'delivered' | 'returned-to-origin';

export type ParcelChange = {
  /** Applies the courier's outcome to the locked order, once: an order already past it is left alone. */
  settle(outcome: CourierOutcome, note: string, now: Date): Promise<void>;
  /** A new delivery address and phone (a failed delivery's answer), already checked by the caller. */
  changeAddress(address: repo.OrderRow['shippingAddress'], contact: string): Promise<void>;
};

/**
 * Runs a change to an order's parcel in one transaction with the order row locked first (the lock
 * order every order change keeps: order, then its shipment, then stock). `work` gets the order
 * (null when unknown) and what it may do to it; the order's events go into the outbox with the
 * change, as every lifecycle change's do. Retried like `runChange` on a deadlock.
 */
export async function runParcelChange<T>(
  deps: LifecycleDeps,
  orderId: string,
  work: (tx: Tx, order: ParcelOrder | null, change: ParcelChange) => Promise<T>,
): Promise<T> {
  return runChange(deps, async (tx, emit) => {
    let order = await repo.lockOrder(tx, orderId);
    const change: ParcelChange = {
      async settle(outcome, note, now) {
        if (!order) return;
        order = (await settleCourierOutcome(deps, tx, emit, order, outcome, note, now)) ?? order;
      },
      async changeAddress(address, contact) {
        if (!order) return;
        await changeOrder(tx, emit, order, { shippingAddress: address, contact });
        order = { ...order, shippingAddress: address, contact };
      },
    };
    return work(tx, order ?? null, change);
  });
}

/** Answers the order row as it is after the outcome, or null when nothing changed. */
async function settleCourierOutcome(
  owners: Owners,
  tx: Tx,
  emit: Emit,
  order: repo.OrderRow,
  outcome: CourierOutcome,
  note: string,
  now: Date,
): Promise<repo.OrderRow | null> {
  if (order.status === 'cancelled' || order.status === 'delivered') return null;
  if (outcome === 'shipped') {
    if (order.status === 'shipped') return null;
    await advanceLocked(owners, tx, emit, order, 'shipped', null, now, note);
    return { ...order, status: 'shipped' };
  }
  if (outcome === 'delivered') {
    await advanceLocked(owners, tx, emit, order, 'delivered', null, now, note);
    return { ...order, status: 'delivered' };
  }
  // Back at origin: the units return to the shelf once (this runs once per order: the order is
  // cancelled by it), a paid order is refunded and a credit note issued, as any cancellation.
  await cancelLocked(owners, tx, emit, order, { reason: 'returned-to-origin', by: null, note, now });
  return { ...order, status: 'cancelled' };
}

// ---------------------------------------------------------------------------------------------
// Cash on delivery that waits for the shopper, and parcels refused at the door.

/**
 * The shopper confirms (or cancels) a cash-on-delivery order that waits for them: confirmed it
 * goes on to processing and becomes firm (invoice, confirmation mail); cancelled its stock comes
 * back. Answers the order as it is afterwards; an order no longer waiting is left alone and
 * answered as it is (a second tap on the link changes nothing).
 */
export async function decideAwaitingOrder(
  deps: LifecycleDeps,
  input: { orderId: string; action: 'confirm' | 'cancel'; by: Actor; note: string },
  now = new Date(),
): Promise<{ changed: boolean; order: repo.OrderRow }> {
  return runChange(deps, async (tx, emit) => {
    const order = await repo.lockOrder(tx, input.orderId);
    if (!order) throw AppError.notFound(SHOPPING_MESSAGES.orderNotFound);
    if (order.status !== 'awaiting_confirmation') return { changed: false, order };
    if (input.action === 'confirm') {
      await advanceLocked(deps, tx, emit, order, 'processing', input.by, now, input.note);
      return { changed: true, order: { ...order, status: 'processing' as const } };
    }
    await cancelLocked(deps, tx, emit, order, {
      reason: 'customer-declined',
      by: input.by,
      note: input.note,
      now,
    });
    return { changed: true, order: { ...order, status: 'cancelled' as const } };
  });
}

/**
 * Cancels a cash-on-delivery order still waiting for confirmation after its deadline: claimed with
 * the row lock and re-checked, so two sweeps (or a confirmation arriving meanwhile) cancel it at
 * most once and its stock comes back once.
 */
export async function expireAwaitingOrder(
  deps: LifecycleDeps,
  input: { orderId: string; note: string },
  now = new Date(),
): Promise<boolean> {
  return runChange(deps, async (tx, emit) => {
    const order = await repo.lockOrder(tx, input.orderId);
    if (!order || order.status !== 'awaiting_confirmation') return false;
    await cancelLocked(deps, tx, emit, order, {
      reason: 'unconfirmed-expired',
      by: null,
      note: input.note,
      now,
    });
    return true;
  });
}

/**
 * A shipped cash-on-delivery parcel the customer refused at the door came back: the order records
 * when (`returned_to_origin_at`, which the COD rules count) and is cancelled, its stock back on sale.
 */
export async function markReturnedToOrigin(
  deps: LifecycleDeps,
  input: { orderId: string; by: Actor; note: string; refusal: string },
  now = new Date(),
): Promise<void> {
  await runChange(deps, async (tx, emit) => {
    const order = await repo.lockOrder(tx, input.orderId);
    if (!order) throw AppError.notFound(SHOPPING_MESSAGES.orderNotFound);
    if (order.paymentMethod !== 'cod' || order.status !== 'shipped' || order.returnedToOriginAt) {
      throw AppError.conflict(input.refusal);
    }
    await changeOrder(tx, emit, order, { returnedToOriginAt: now });
    await cancelLocked(deps, tx, emit, order, {
      reason: 'refused-at-door',
      by: input.by,
      note: input.note,
      now,
      // A part-paid order's token is kept: it pays for the parcel's way back.
      keepToken: true,
    });
  });
}

// ---------------------------------------------------------------------------------------------
// A cash-on-delivery order paid online instead, before it ships.

/** Why a cash-on-delivery order may not be paid online instead now (the COD rules' texts), or null. */
export type OnlineSwitchRefusal = 'not-cod' | 'part-paid' | 'shipped' | 'cancelled' | 'with-courier';

/** The order states in which a COD order may still switch to paying online: before it leaves the shop. */
const SWITCHABLE: readonly OrderStatus[] = ['awaiting_confirmation', 'pending', 'processing'];

export async function onlineSwitchRefusal(
  db: Queryable,
  order: Pick<repo.OrderRow, 'id' | 'paymentMethod' | 'status' | 'prepaidPaise'>,
): Promise<OnlineSwitchRefusal | null> {
  if (order.status === 'cancelled') return 'cancelled';
  if (order.paymentMethod !== 'cod') return 'not-cod';
  if (!SWITCHABLE.includes(order.status)) return 'shipped';
  if (order.prepaidPaise > 0) return 'part-paid';
  // A parcel booked as cash on delivery would still be collected at the door.
  const { shipments } = await repo.findForwardShipments(db, [order.id]);
  if (shipments.some((s) => !['cancelled', 'returned_to_origin', 'lost'].includes(s.status))) return 'with-courier';
  return null;
}

/** What paying online instead changes, frozen when the shopper asked for it. */
export type OnlineSwitch = {
  providerOrderId: string;
  paymentId: string;
  /** What the payment took: the new total less the store credit already spent on the order. */
  amountPaise: number;
  /** The COD charge the order no longer pays. */
  codFeePaise: number;
  /** The prepaid discount it gets, and its share per order line (order item id -> paise). */
  prepaidDiscountPaise: number;
  lineDiscounts: Record<string, number>;
  note: string;
};

/**
 * Runs the payment of a COD order's switch to online in one change, the order row locked first.
 * `work` gets the locked order (null when unknown) and `apply`, which makes it a paid online order
 * at its new total (stock untouched): an order waiting for confirmation is confirmed by it (its
 * invoice issued at the new amounts), an invoiced one has its invoice replaced. An order that can
 * no longer switch (shipped, cancelled) is left as it is and the payment announced for a refund.
 */
export async function runOnlineSwitch<T>(
  deps: LifecycleDeps,
  orderId: string,
  work: (
    tx: Tx,
    order: repo.OrderRow | null,
    apply: (input: OnlineSwitch, now: Date) => Promise<'switched' | 'refused'>,
  ) => Promise<T>,
): Promise<T> {
  return runChange(deps, async (tx, emit) => {
    const order = await repo.lockOrder(tx, orderId);
    const apply = async (input: OnlineSwitch, now: Date): Promise<'switched' | 'refused'> => {
      if (!order) return 'refused';
      if (await onlineSwitchRefusal(tx, order)) {
        // Paid too late (shipped, cancelled): the payment is a late tender, refunded whole.
        await refundLatePayment(deps, tx, order, input.paymentId, input.amountPaise, 'cod-switch');
        emit({ type: 'order.online-switch-refused', orderId: order.id, paymentId: input.paymentId });
        return 'refused';
      }
      await repo.addLineDiscounts(tx, order.id, input.lineDiscounts);
      const paid = {
        paymentMethod: 'online' as const,
        paymentStatus: 'paid' as const,
        razorpayOrderId: input.providerOrderId,
        razorpayPaymentId: input.paymentId,
        paidAt: now,
        deliveryFeePaise: order.deliveryFeePaise - input.codFeePaise,
        discountPaise: order.discountPaise + input.prepaidDiscountPaise,
        prepaidDiscountPaise: order.prepaidDiscountPaise + input.prepaidDiscountPaise,
        totalPaise: order.totalPaise - input.codFeePaise - input.prepaidDiscountPaise,
      };
      await changeOrder(tx, emit, order, paid);
      await deps.ledger.recordTender(tx, {
        orderId: order.id,
        kind: 'online',
        amountPaise: input.amountPaise,
        providerPaymentId: input.paymentId,
      });
      const invoiced = order.status !== 'awaiting_confirmation';
      emit({ type: 'order.paid-online-instead', orderId: order.id, paymentId: input.paymentId, invoiced });
      emit({ type: 'order.paid', orderId: order.id, paymentId: input.paymentId, late: false });
      if (invoiced) await history(tx, order.id, order.status, order.status, null, input.note);
      // Paying is the confirmation the order waited for: it goes on to packing, firm.
      else await advanceLocked(deps, tx, emit, { ...order, ...paid }, 'processing', null, now, input.note);
      return 'switched';
    };
    return work(tx, order ?? null, apply);
  });
}

// ---------------------------------------------------------------------------------------------
// The order's payment status follows the refunds of the order as a whole.

const WHOLE_ORDER_CAUSES: readonly string[] = ['cancellation', 'late-payment', 'returned-to-origin'];

/**
 * Subscribes the order to its refunds' later moves (the provider took it, settled it, refused it,
 * the owner sent it again): in the transaction that moves the refund, with the order row already
 * locked by it, the order's payment status follows the state of all its whole-order provider
 * refunds (any failed: refund_failed; any still pending: refund_pending; else refunded), and the
 * shopper is told by the `order.refund-updated` event's mail.
 */
export function followRefunds(deps: LifecycleDeps): void {
  deps.ledger.onRefundChanged(async (tx, refund) => {
    if (refund.route !== 'provider' || !WHOLE_ORDER_CAUSES.includes(refund.cause)) return;
    const order = await repo.lockOrder(tx, refund.orderId);
    if (!order) return;
    const ledger = await ledgerView(tx, [order.id]);
    const parts = (ledger.get(order.id)?.refunds ?? []).filter(
      (r) => r.route === 'provider' && WHOLE_ORDER_CAUSES.includes(r.cause),
    );
    const status = parts.some((r) => r.status === 'failed')
      ? 'failed'
      : parts.some((r) => r.status === 'pending')
        ? 'pending'
        : 'processed';
    const paymentStatus = refundPaymentStatus(status);
    const events: OrderEvent[] = [];
    await changeOrder(tx, (event) => events.push(event), order, { paymentStatus });
    events.push({
      type: 'order.refund-updated',
      orderId: order.id,
      refund: {
        refundId: parts.find((r) => r.reference)?.reference ?? null,
        amountPaise: rupeesToPaise(parts.reduce((sum, r) => sum + r.amount, 0)),
        status,
      },
      paymentStatus,
    });
    await deps.events.record(tx, events);
  });
}

const refundPaymentStatus = (status: 'pending' | 'processed' | 'failed'): PaymentStatus =>
  status === 'processed' ? 'refunded' : status === 'failed' ? 'refund_failed' : 'refund_pending';
