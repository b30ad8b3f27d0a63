import crypto from 'node:crypto';
import {
  COD_LIMIT_RUPEES_DEFAULT,
  MAX_LIVE_UNPAID_ONLINE_ORDERS,
  MAX_OPEN_COD_ORDERS,
  MAX_OPEN_UNITS_PER_SIZE,
  STORE,
  ORDER_HISTORY_NOTES,
  UNPAID_ONLINE_ORDER_TTL_MINUTES,
  ERROR_FALLBACK,
  SHOPPING_MESSAGES,
  paiseToRupees,
  rupeesToPaise,
  type AdminOrderAnswer,
  type CancelOrderBody,
  type CreateOrderAnswer,
  type CreateOrderBody,
  type Order,
  type OrderList,
  type OrderListQuery,
  type PayNowAnswer,
  type Shipment,
  type VerifyPaymentBody,
  type OrderStatus,
  type PaymentStatus,
  type Size,
  type RefundCause,
  type Language,
} from '@shop/shared';
import { onOneConnection, type Db, type Queryable, type Tx } from '../../db/client.ts';
import type { ShippingAddressSnapshot } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import { keepCheckoutAddress } from '../account/index.ts';
import { orderedLinesRemoval, removeOrderedLines, removeOrderedVariantLines } from '../cart/index.ts';
import { assertDeliverable, expectedDeliveryDate, zoneBetween, type ServiceabilityPort } from '../delivery/index.ts';
import { firstShortfall, type Shortfall } from '../inventory/index.ts';
import {
  couponHoldsToGiveUp,
  priceCheckout,
  recordOrderPromotions,
  toQuote,
  type PrepaidDiscountSource,
  type PricingRules,
} from '../promotions/index.ts';
import { spendWallet, walletBalancePaise } from '../wallet/index.ts';
import { ledgerView, type LedgerView } from '../payments/index.ts';
import * as repo from './orders.repository.ts';
import { withIdempotencyKey, type KeepAnswer } from './orders.idempotency.ts';
import type { WrittenOrder } from './orders.events.ts';
import {
  cancelForProviderFailure,
  cancelLocked,
  markPaidByStoreCreditLocked,
  markPaidLocked,
  placing,
  statusAtPlacing,
  requestCancellationByCustomer,
  runChange,
  type Emit,
  type LifecycleDeps,
} from './orders.lifecycle.ts';

/** The smallest payment the provider takes (Razorpay: one rupee): store credit leaves at least this online. */
const MIN_ONLINE_PAYMENT_PAISE = 100;

/**
 * What store credit is asked to pay of an order: all of a cash-on-delivery order (the courier
 * collects the rest); all of an online order when the balance covers it (then the provider is not
 * asked at all), else what the balance covers short of the provider's smallest payment, so the
 * rest online is one it takes. Read under the customer's cart lock: their checkouts queue.
 */
async function storeCreditAsked(tx: Tx, userId: string, method: 'cod' | 'online', totalPaise: number) {
  if (method === 'cod') return totalPaise;
  const balance = await walletBalancePaise(tx, userId);
  return balance >= totalPaise ? totalPaise : Math.max(0, Math.min(balance, totalPaise - MIN_ONLINE_PAYMENT_PAISE));
}

/**
 * The COD decision, made inside the placing transaction (under the customer's cart lock, so two
 * checkouts of one customer cannot both pass a limit): it refuses a method the decision does not
 * allow and tells in which state the order starts; `record` is the decision's row, written with the order.
 * Provided by the cod-risk module's plugin (a port orders declares), so orders does not depend on it.
 */
export type CodPlacement = (
  tx: Tx,
  order: {
    orderId: string;
    userId: string;
    paymentMethod: 'cod' | 'online';
    postalCode: string;
    state: string;
    /** The contact number (10 digits) the courier will call. */
    contact: string;
    subtotalPaise: number;
    totalPaise: number;
    codLimitPaise: number;
    now: Date;
  },
) => Promise<{
  status: 'pending' | 'awaiting_confirmation';
  /** The token paid online now for part-paid cash on delivery (0 for none). */
  prepaidPaise: number;
  /** By when the shopper must confirm (or pay the token), for an order placed to wait; else null. */
  confirmBy: Date | null;
  /** The decision's record, written by the order's own statement (null when there is none to keep). */
  record: repo.Write | null;
}>;

type PlaceDeps = LifecycleDeps & {
  codLimitPaise?: number | undefined;
  warehousePin?: string | undefined;
  codPlacement?: CodPlacement | undefined;
  /** The owner's discount for paying online (from the COD rules, provided by the cod-risk module). */
  prepaidDiscount?: PrepaidDiscountSource | undefined;
  /** The owner's offers and free-delivery threshold, and the delivery rules: kept, when wired. */
  pricing?: PricingRules | undefined;
  serviceability?: ServiceabilityPort | undefined;
};

// ---------------------------------------------------------------------------------------------
// Reading orders: the one mapping from rows to the shared `Order` contract (the admin module reuses it).

/** An order row, its customer and its lines as the API answers them (rupees, ISO dates). */
export function toOrderResponse(
  row: repo.OrderRow,
  user: { name: string; email: string },
  items: repo.OrderItemWithSku[],
  ledger: LedgerView = { tenders: [], refunds: [] },
): Order {
  const refund = orderRefundOf(ledger);
  const address = row.shippingAddress;
  return {
    _id: row.id,
    orderNumber: String(row.orderNumber),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    expectedDelivery: row.expectedDelivery.toISOString(),
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    shippingAddress: {
      ...(address.recipientName ? { recipientName: address.recipientName } : {}),
      houseNumber: address.houseNumber,
      street: address.street,
      colony: address.colony,
      ...(address.landmark ? { landmark: address.landmark } : {}),
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
      country: address.country,
    },
    items: items.map((item) => ({
      _id: item.id,
      variant: {
        _id: item.variantId,
        product: { name: item.productName },
        color: { name: item.colorName },
        image: item.imageUrl ? { url: item.imageUrl } : null,
        price: paiseToRupees(item.unitPricePaise),
      },
      sku: item.sku ?? null,
      size: item.size,
      quantity: item.quantity,
      price: paiseToRupees(item.unitPricePaise),
      discount: paiseToRupees(item.discountPaise),
    })),
    subtotal: paiseToRupees(row.subtotalPaise),
    discount: paiseToRupees(row.discountPaise),
    prepaidDiscount: paiseToRupees(row.prepaidDiscountPaise),
    couponCode: row.couponCode,
    deliveryFee: paiseToRupees(row.deliveryFeePaise),
    totalAmount: paiseToRupees(row.totalPaise),
    storeCredit: paiseToRupees(row.storeCreditPaise),
    ...(row.prepaidPaise > 0
      ? {
          prepaidAmount: paiseToRupees(row.prepaidPaise),
          dueOnDelivery: paiseToRupees(row.totalPaise - row.prepaidPaise),
        }
      : {}),
    contact: row.contact,
    user: { _id: row.userId, name: user.name, email: user.email },
    cancellationRequest: {
      requested: row.cancellationRequest !== 'none',
      reason: row.cancellationReason,
      requestedAt: row.cancellationRequestedAt?.toISOString() ?? null,
      outcome: row.cancellationRequest === 'none' ? null : row.cancellationRequest,
      outcomeNote: row.cancellationOutcomeNote,
      decidedAt: row.cancellationDecidedAt?.toISOString() ?? null,
    },
    refund,
    tenders: ledger.tenders,
    refunds: ledger.refunds,
    razorpayOrderId: row.razorpayOrderId,
    razorpayPaymentId: row.razorpayPaymentId,
  };
}

/** Refunds of the order as a whole (not of a return): what a cancellation or a late payment gave back. */
const ORDER_REFUND_CAUSES: readonly RefundCause[] = ['cancellation', 'late-payment', 'returned-to-origin'];

/**
 * The order's refund as one line (its provider part: what went back to the payment), kept for the
 * screens and mails that tell "Refund of ₹X: processing / refunded / failed".
 */
function orderRefundOf(ledger: LedgerView): Order['refund'] {
  const parts = ledger.refunds.filter((r) => r.route === 'provider' && ORDER_REFUND_CAUSES.includes(r.cause));
  if (parts.length === 0) return null;
  const status = parts.some((r) => r.status === 'failed')
    ? 'failed'
    : parts.some((r) => r.status === 'pending')
      ? 'pending'
      : 'processed';
  return {
    id: parts.find((r) => r.reference)?.reference ?? null,
    amount: parts.reduce((sum, r) => sum + r.amount, 0),
    status,
    createdAt: parts[0]!.createdAt,
  };
}

/** A parcel and its events (of any parcels: those of others are left out) as the API answers it. */
export function shipmentView(row: repo.ShipmentRow, events: readonly repo.ShipmentEventRow[]): Shipment {
  return {
    _id: row.id,
    direction: row.direction,
    awb: row.awb,
    courier: row.courierName,
    trackingUrl: row.trackingUrl,
    status: row.status,
    parcel: { weightGrams: row.weightGrams, lengthCm: row.lengthCm, breadthCm: row.breadthCm, heightCm: row.heightCm },
    createdAt: row.createdAt.toISOString(),
    updatedAt: (row.lastEventAt ?? row.createdAt).toISOString(),
    failedDelivery: row.failedAt
      ? {
          attemptedAt: row.failedAt.toISOString(),
          answerBy: row.answerBy?.toISOString() ?? null,
          choice: row.ndrChoice,
          chosenBy: row.ndrChosenBy,
          ownerDecides: row.ndrOwnerDecidesAt !== null,
        }
      : null,
    events: events
      .filter((event) => event.shipmentId === row.id)
      .map((event) => ({
        status: event.status,
        at: event.at.toISOString(),
        location: event.location,
        description: event.description,
      })),
  };
}

/**
 * The orders with these ids, with their items, customer and tax document numbers, in the order of
 * `ids` (unknown ids are left out). One statement whatever the number of orders. Reused by the
 * admin module.
 */
export async function loadOrders(db: Db, ids: string[], { justPlaced = false } = {}): Promise<Order[]> {
  const [rows, parcels, ledgers] = await Promise.all([
    repo.findOrdersWithItems(db, ids),
    justPlaced ? { shipments: [], events: [] } : repo.findForwardShipments(db, ids),
    ledgerView(db, ids, { refunds: !justPlaced }),
  ]);
  const byId = new Map(rows.map((r) => [r.order.id, r]));
  const shipmentOf = new Map<string, Shipment>();
  for (const row of parcels.shipments) {
    const current = shipmentOf.get(row.orderId);
    // Newest first: a live parcel wins over one called off or lost before it.
    if (current && !['cancelled', 'returned_to_origin', 'lost'].includes(current.status)) continue;
    if (current && ['cancelled', 'returned_to_origin', 'lost'].includes(row.status)) continue;
    shipmentOf.set(row.orderId, shipmentView(row, parcels.events));
  }
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...toOrderResponse(row.order, { name: row.userName, email: row.userEmail }, row.items, ledgers.get(id)),
        invoiceNumber: row.invoiceNumber,
        creditNoteNumber: row.creditNoteNumber,
        shipment: shipmentOf.get(id) ?? null,
        codConfirmation:
          row.order.status === 'awaiting_confirmation' && row.confirmBy
            ? { confirmBy: row.confirmBy.toISOString(), byTap: row.codOutcome !== 'cod_partial' }
            : null,
      },
    ];
  });
}

export async function loadOrder(db: Db, id: string): Promise<Order> {
  const [order] = await loadOrders(db, [id]);
  if (!order) throw AppError.notFound(SHOPPING_MESSAGES.orderNotFound);
  return order;
}

/**
 * An order checkout has just placed, as its answer: a parcel is booked for an order only once it
 * was placed (by the owner, or the courier's job after this answer), and nothing of it can have
 * been refunded yet, so neither its parcels nor its refunds are read.
 */
async function loadPlacedOrder(db: Db, id: string): Promise<Order> {
  const [order] = await loadOrders(db, [id], { justPlaced: true });
  if (!order) throw AppError.notFound(SHOPPING_MESSAGES.orderNotFound);
  return order;
}

/** One order and its status history (oldest first), for the owner's order page. */
export async function loadOrderWithHistory(db: Db, id: string): Promise<AdminOrderAnswer> {
  const [order, history] = await Promise.all([loadOrder(db, id), repo.findStatusHistory(db, id)]);
  return {
    order,
    history: history.map((change) => ({
      from: change.fromStatus as OrderStatus | null,
      to: change.toStatus as OrderStatus,
      at: change.createdAt.toISOString(),
      by: change.by,
      note: change.note ?? '',
    })),
  };
}

/** The signed-in user's orders, newest first, a page at a time. */
export async function listUserOrders(db: Db, userId: string, query: OrderListQuery): Promise<OrderList> {
  const { ids, total } = await repo.findUserOrderPage(db, userId, query);
  return { orders: await loadOrders(db, ids), totalPages: Math.ceil(total / query.limit) };
}

// ---------------------------------------------------------------------------------------------
// Placing an order.

const lineLabel = (line: { productName: string; colorName: string; size: string }) =>
  `${line.productName} (${line.colorName}, size ${line.size})`;

/**
 * Places an order from chosen cart lines. Everything is priced from the database (amounts sent by
 * the client are never read) and the stock is taken in the same transaction with conditional
 * updates, so concurrent buyers can never oversell: one short line refuses the whole order.
 * Cash on delivery: the lines leave the cart now. Online: a provider order is created after the
 * commit (no network call while stock rows are locked); the lines leave the cart once paid.
 *
 * No hoarding: checking the same cart lines out online again replaces the older unpaid order (its
 * stock comes back first), and a customer holds at most `MAX_LIVE_UNPAID_ONLINE_ORDERS` unpaid
 * online orders, `MAX_OPEN_COD_ORDERS` open cash-on-delivery ones and `MAX_OPEN_UNITS_PER_SIZE`
 * units of one size across all open orders. The customer's cart row is locked first, so two
 * checkouts of one customer queue.
 */
type CheckoutLine = Awaited<ReturnType<typeof repo.findCheckoutLines>>[number];

/** The address as the order keeps it; a blank recipient name or landmark is left out. */
function snapshotOf(
  address: Omit<ShippingAddressSnapshot, 'recipientName' | 'landmark'> & {
    recipientName?: string | null | undefined;
    landmark?: string | null | undefined;
  },
): ShippingAddressSnapshot {
  const { recipientName, landmark, ...place } = address;
  return {
    ...place,
    ...(recipientName?.trim() ? { recipientName: recipientName.trim() } : {}),
    ...(landmark?.trim() ? { landmark: landmark.trim() } : {}),
  };
}

export async function placeOrder(
  deps: PlaceDeps,
  userId: string,
  body: CreateOrderBody,
  now = new Date(),
  keepAnswer?: KeepAnswer,
): Promise<CreateOrderAnswer> {
  const { db, payments } = deps;
  const itemIds = [...new Set(body.itemIds)];
  const refuseShort = (lines: readonly CheckoutLine[], short: Shortfall | null) => {
    if (!short) return;
    const line = lines.find((l) => l.variantId === short.line.variantId && l.size === short.line.size)!;
    throw AppError.badRequest(SHOPPING_MESSAGES.orderLineShort(lineLabel(line), short.left));
  };
  // A size already sold out is refused before any transaction, from one plain read that waits
  // for no lock: on a sale day most buyers arrive after their size has gone, and each is answered
  // without a BEGIN, a cart lock or a rollback. Inside, the conditional take alone decides.
  const seen = await repo.findCheckoutLines(db, userId, itemIds);
  if (seen.length !== itemIds.length) throw AppError.notFound(SHOPPING_MESSAGES.cartItemNotFound);
  refuseShort(seen, firstShortfall(seen));

  // The change and its answer on one connection: a committed order is always answered as placed,
  // even when a rush has taken every other connection by the time it commits. An order paid in
  // full at placing is answered from what its transaction wrote, with nothing read back.
  const placed = await onOneConnection(deps.db, (connection) => {
    const held = { ...deps, db: connection };
    return runChange(held, (tx, emit, wrote) =>
      writeOrder(held, tx, emit, wrote, { userId, body, itemIds, now, refuseShort, keepAnswer }),
    );
  });
  const { breakdown } = placed;

  if (placed.payNowPaise === 0)
    return { order: answerOf(placed.written, placed.answered), razorpayOrder: null, breakdown };

  let razorpayOrder: CreateOrderAnswer['razorpayOrder'];
  try {
    razorpayOrder = await payments.createOrder({
      amountPaise: placed.payNowPaise,
      receipt: `order_${placed.orderNumber}`,
      notes: { orderId: placed.id, orderNumber: String(placed.orderNumber) },
    });
    await repo.setProviderOrderId(db, placed.id, razorpayOrder.id);
  } catch (error) {
    // Without a provider order nobody can pay: give the stock back at once.
    await cancelForProviderFailure(deps, placed.id);
    throw Object.assign(new AppError('UNAVAILABLE', SHOPPING_MESSAGES.paymentUnavailable), { cause: error });
  }
  return { order: await loadPlacedOrder(db, placed.id), razorpayOrder, breakdown };
}

/**
 * The placing transaction of `placeOrder`: the customer's checkouts queue on their cart row, older
 * unpaid orders are replaced, the limits are checked, the order is priced and written, and the
 * stock is taken last.
 */
async function writeOrder(
  deps: PlaceDeps,
  tx: Tx,
  emit: Emit,
  wrote: (order: WrittenOrder) => void,
  input: {
    userId: string;
    body: CreateOrderBody;
    itemIds: string[];
    now: Date;
    refuseShort: (lines: readonly CheckoutLine[], short: Shortfall | null) => void;
    keepAnswer?: KeepAnswer | undefined;
  },
) {
  const { userId, body, itemIds, now, refuseShort, keepAnswer } = input;
  const { codLimitPaise = rupeesToPaise(COD_LIMIT_RUPEES_DEFAULT) } = deps;
  // The cart's lock first, on its own: what is read after it (the lines, the units the customer's
  // open orders hold) is read as the checkout before this one left it.
  await repo.lockCartOf(tx, userId);
  let shippingAddress: ShippingAddressSnapshot;
  const [lines, saved] = await Promise.all([
    repo.findCheckoutState(tx, userId, itemIds),
    body.addressId ? repo.findOwnAddress(tx, userId, body.addressId) : undefined,
  ]);
  if (lines.length !== itemIds.length) throw AppError.notFound(SHOPPING_MESSAGES.cartItemNotFound);
  if (body.addressId) {
    if (!saved) throw AppError.notFound(SHOPPING_MESSAGES.addressNotFound);
    const { houseNumber, street, colony, city, state, postalCode, country } = saved;
    shippingAddress = snapshotOf({
      recipientName: saved.recipientName,
      houseNumber,
      street,
      colony,
      landmark: saved.landmark,
      city,
      state,
      postalCode,
      country,
    });
  } else {
    shippingAddress = snapshotOf(body.shippingAddress!);
  }
  const customer = { name: lines[0]!.userName, email: lines[0]!.userEmail };

  // A code held by this customer's own unpaid online orders moves to this checkout: those orders
  // are replaced (their stock, store credit and hold back) so the code is theirs to use again,
  // whatever they pay with now (docs/decisions/0275).
  let replaced = false;
  for (const olderId of await couponHoldsToGiveUp(tx, { userId, code: body.couponCode })) {
    const older = await repo.lockOrder(tx, olderId);
    if (!older || older.paymentMethod !== 'online' || older.status !== 'pending') continue;
    if (older.paymentStatus !== 'pending') continue;
    await cancelLocked(deps, tx, emit, older, {
      reason: 'replaced',
      by: userId,
      note: ORDER_HISTORY_NOTES.replacedCoupon,
      now,
    });
    replaced = true;
  }

  if (body.paymentMethod === 'online') {
    // Order rows first, then (inside each cancellation) their stock rows sorted.
    for (const olderId of await repo.findLiveUnpaidOrderIds(tx, userId, itemIds)) {
      const older = await repo.lockOrder(tx, olderId);
      if (!older || older.status !== 'pending' || older.paymentStatus !== 'pending') continue;
      await cancelLocked(deps, tx, emit, older, {
        reason: 'replaced',
        by: userId,
        note: ORDER_HISTORY_NOTES.replaced,
        now,
      });
      replaced = true;
    }
    const live = await repo.findLiveUnpaidOrderIds(tx, userId);
    if (live.length >= MAX_LIVE_UNPAID_ONLINE_ORDERS) {
      throw AppError.conflict(SHOPPING_MESSAGES.tooManyUnpaidOrders(MAX_LIVE_UNPAID_ONLINE_ORDERS));
    }
  }

  // No hoarding by cash on delivery (without the COD rules wired, the fixed ceiling), and no
  // size held back by one customer across many orders. Checked under the cart lock taken above,
  // so one customer's parallel checkouts cannot both pass.
  if (
    !deps.codPlacement &&
    body.paymentMethod === 'cod' &&
    (await repo.countOpenCodOrders(tx, userId)) >= MAX_OPEN_COD_ORDERS
  ) {
    throw AppError.conflict(SHOPPING_MESSAGES.tooManyOpenCodOrders(MAX_OPEN_COD_ORDERS));
  }
  const key = (line: { variantId: string; size: string }) => `${line.variantId}|${line.size}`;
  // Orders replaced just now hold nothing any more: their units are counted again without them.
  const heldAfterReplacing = replaced
    ? await repo.unitsInOpenOrders(tx, userId, [...new Set(lines.map((line) => line.variantId))])
    : null;
  for (const line of lines) {
    const already = heldAfterReplacing ? (heldAfterReplacing.get(key(line)) ?? 0) : line.heldUnits;
    if (already + line.quantity > MAX_OPEN_UNITS_PER_SIZE) {
      throw AppError.conflict(SHOPPING_MESSAGES.tooManyUnitsOfSize(lineLabel(line), MAX_OPEN_UNITS_PER_SIZE, already));
    }
  }

  // Priced by the server alone: live prices, live offers and the typed code (a code that no
  // longer applies refuses the order with its reason).
  const priced = await priceCheckout(tx, {
    userId,
    lines: itemIds.map((id) => {
      const line = lines.find((l) => l.itemId === id)!;
      const { itemId, productId, colorId, pricePaise, quantity } = line;
      return { itemId, productId, colorId, unitPricePaise: pricePaise, quantity };
    }),
    couponCode: body.couponCode,
    paymentMethod: body.paymentMethod,
    prepaidDiscount: body.paymentMethod === 'online' ? await deps.prepaidDiscount?.(tx) : null,
    now,
    rules: deps.pricing,
  });

  // The order's id is chosen here so that the stock it takes names it.
  const orderId = crypto.randomUUID();

  const { subtotalPaise, discountPaise, totalPaise } = priced;
  const deliveryFeePaise = priced.shippingFeePaise + priced.codFeePaise;
  // The PIN is served, the state agrees with it, and cash on delivery is allowed there and for this total.
  shippingAddress.state = await assertDeliverable(
    tx,
    {
      postalCode: shippingAddress.postalCode,
      state: shippingAddress.state,
      paymentMethod: body.paymentMethod,
      totalPaise,
      codLimitPaise,
    },
    undefined,
    deps.serviceability,
  );
  if (body.shippingAddress && body.saveAddress) await keepCheckoutAddress(tx, userId, shippingAddress);
  // Store credit pays what it can in this transaction: the ledger's balance row is locked, so
  // two checkouts cannot spend it twice.
  const storeCreditPaise = body.useStoreCredit
    ? await spendWallet(tx, {
        userId,
        amountPaise: await storeCreditAsked(tx, userId, body.paymentMethod, totalPaise),
        reason: 'order-payment',
        referenceId: orderId,
      })
    : 0;
  const cod = await deps.codPlacement?.(tx, {
    orderId,
    userId,
    paymentMethod: body.paymentMethod,
    postalCode: shippingAddress.postalCode,
    state: shippingAddress.state,
    contact: body.contact,
    subtotalPaise,
    totalPaise,
    codLimitPaise,
    now,
  });
  const status = statusAtPlacing(body.paymentMethod, cod?.status ?? 'pending');
  const prepaidPaise = cod?.prepaidPaise ?? 0;
  const payNowPaise = body.paymentMethod === 'online' ? totalPaise - storeCreditPaise : prepaidPaise;
  // An online order store credit pays in full is paid now, without the provider: firm at once.
  const paidByStoreCredit = body.paymentMethod === 'online' && payNowPaise === 0;
  const discountOf = new Map(priced.lines.map((line) => [line.itemId, line.discountPaise]));
  const items = lines.map((line) => ({
    id: crypto.randomUUID(),
    orderId,
    variantId: line.variantId,
    productName: line.productName,
    colorName: line.colorName,
    imageUrl: line.image?.url ?? null,
    size: line.size,
    quantity: line.quantity,
    unitPricePaise: line.pricePaise,
    discountPaise: discountOf.get(line.itemId) ?? 0,
    cartItemId: line.itemId,
  }));
  const { history, events } = placing({ id: orderId, paymentMethod: body.paymentMethod, status }, userId);
  // The order, its lines, its history, its COD decision, its lines leaving the cart and (when its
  // answer is whole at the commit) its key's answer: one statement.
  const keptAnswer = payNowPaise === 0 ? keepAnswer : undefined;
  const order = await repo.insertPlacedOrder(tx, {
    order: {
      id: orderId,
      userId,
      paymentMethod: body.paymentMethod,
      status,
      prepaidPaise,
      subtotalPaise,
      discountPaise,
      prepaidDiscountPaise: priced.prepaidDiscountPaise,
      couponCode: priced.coupon?.applied ? priced.coupon.code : null,
      deliveryFeePaise,
      totalPaise,
      storeCreditPaise,
      contact: body.contact,
      shippingAddress,
      expectedDelivery: expectedDeliveryDate(
        now,
        zoneBetween(deps.warehousePin ?? STORE.address.postalCode, shippingAddress.postalCode),
      ),
      createdAt: now,
      checkoutPath: body.path ?? null,
    },
    items,
    history,
    alongside: [
      ...(cod?.record ? [cod.record] : []),
      // Plain cash on delivery is placed for good; what must be paid online first leaves the cart once paid.
      ...(payNowPaise === 0 ? [orderedLinesRemoval(tx, userId, itemIds)] : []),
      ...(keptAnswer ? [keptAnswer.write(tx, orderId)] : []),
    ],
  });
  keptAnswer?.kept(orderId);
  for (const event of events) emit(event);
  await deps.ledger.recordTender(tx, { orderId, kind: 'store_credit', amountPaise: storeCreditPaise });
  let written: WrittenOrder = { order, items, userName: customer.name };
  if (paidByStoreCredit) {
    await markPaidByStoreCreditLocked(deps, tx, emit, (await repo.lockOrder(tx, order.id))!, now);
    // Its row changed after it was written: its effects read it again (see `WrittenOrder`).
    written = { ...written, order: (await repo.lockOrder(tx, order.id))! };
  }
  wrote(written);
  // Stock is taken last: its rows stay locked until the commit and every buyer of the same size
  // queues for them (on a sale day, hundreds), so everything that can run before runs before.
  // The coupon's use is counted after it: a sale's one coupon is as hot as its sizes, and its
  // row must not be held while this order waits for stock.
  refuseShort(lines, await deps.inventory.take(tx, lines, { reason: 'order-placed', orderId, by: userId }));
  await recordOrderPromotions(tx, { orderId: order.id, userId, result: priced });
  return {
    ...order,
    totalPaise,
    payNowPaise,
    breakdown: toQuote(priced),
    // The same object the effects are handed: the invoice's number is noted on it before the commit.
    written,
    answered: {
      customer,
      skus: new Map(lines.map((line) => [line.itemId, line.sku])),
      confirmBy: cod?.confirmBy ?? null,
    },
  };
}

/**
 * A just-placed order's answer, from what its transaction wrote: the same shape `loadOrders`
 * reads, with no parcel, refund or credit note (an order has none at placing).
 */
function answerOf(
  placed: WrittenOrder,
  known: { customer: { name: string; email: string }; skus: Map<string, string>; confirmBy: Date | null },
): Order {
  const { order } = placed;
  const items = placed.items
    .map((item) => ({ ...item, sku: item.cartItemId ? (known.skus.get(item.cartItemId) ?? null) : null }))
    .sort((a, b) => compareLines(a, b));
  return {
    ...toOrderResponse(order, known.customer, items, {
      tenders:
        order.storeCreditPaise > 0 ? [{ kind: 'store_credit', amount: paiseToRupees(order.storeCreditPaise) }] : [],
      refunds: [],
    }),
    invoiceNumber: placed.invoiceNumber ?? null,
    creditNoteNumber: null,
    shipment: null,
    codConfirmation:
      order.status === 'awaiting_confirmation' && known.confirmBy
        ? { confirmBy: known.confirmBy.toISOString(), byTap: order.prepaidPaise === 0 }
        : null,
  };
}

/** The order in which an order's lines are read (`LINE_ORDER` in the repository): product, colour, size, id, by code unit. */
function compareLines(
  a: { productName: string; colorName: string; size: string; id: string },
  b: { productName: string; colorName: string; size: string; id: string },
) {
  for (const key of ['productName', 'colorName', 'size', 'id'] as const) {
    if (a[key] !== b[key]) return a[key] < b[key] ? -1 : 1;
  }
  return 0;
}

/**
 * Places an order at most once per `Idempotency-Key` (see `withIdempotencyKey`). A cash-on-delivery
 * order is placed on one connection from the key's claim to the key's answer: once it commits,
 * nothing stands between it and its 201 that must wait for the pool. An online order lets its
 * connection go while the payment provider is asked for its order.
 */
export function placeOrderWithKey(
  deps: PlaceDeps,
  userId: string,
  key: string | undefined,
  body: CreateOrderBody,
): Promise<CreateOrderAnswer> {
  const place = (db: Db) =>
    withIdempotencyKey(
      db,
      userId,
      key,
      body,
      (keepAnswer) => placeOrder({ ...deps, db }, userId, body, new Date(), keepAnswer),
      (orderId) => loadOrder(db, orderId),
    );
  return body.paymentMethod === 'cod' ? onOneConnection(deps.db, place) : place(deps.db);
}

// ---------------------------------------------------------------------------------------------
// Verifying a payment from the browser.

/**
 * Marks an online order paid when the provider's signature of `order_id|payment_id` is valid for
 * THIS order's provider order. A signature is accepted once: its replay, a forged one or another
 * order's one answer 'Payment verification failed' and change nothing (the transaction rolls back).
 * The order row is locked before anything else, as the webhook does, so the two never deadlock.
 */
export async function verifyPayment(
  deps: LifecycleDeps,
  userId: string,
  body: VerifyPaymentBody,
  now = new Date(),
): Promise<Order> {
  const { payments } = deps;
  const failed = () => AppError.badRequest(ERROR_FALLBACK.verifyPayment);
  // As an order is placed: a payment recorded is answered as paid on the connection that recorded it.
  return onOneConnection(deps.db, async (db) => {
    const outcome = await runChange({ ...deps, db }, async (tx, emit) => {
      const order = await repo.lockOwnOrder(tx, userId, body.orderId);
      if (!order) throw AppError.notFound(SHOPPING_MESSAGES.orderNotFound);
      const paysOnline = order.paymentMethod === 'online' || order.prepaidPaise > 0;
      if (!paysOnline || !order.razorpayOrderId) throw failed();
      const signed = payments.verifyPayment({
        providerOrderId: order.razorpayOrderId,
        paymentId: body.razorpayPaymentId,
        signature: body.razorpaySignature,
      });
      if (!signed) throw failed();
      const firstUse = await repo.recordPaymentEvent(tx, {
        providerEventId: `verify:${body.razorpayPaymentId}`,
        orderId: order.id,
        type: 'payment.verified',
      });
      if (!firstUse) throw failed();
      if (order.status === 'cancelled') {
        // Money taken for an order that is gone: recorded and refunded, and the customer told so.
        const late = await markPaidLocked(deps, tx, emit, order, body.razorpayPaymentId, now);
        return late === 'late-payment' ? 'late-payment' : 'cancelled';
      }
      // A part-paid COD order's token leaves the payment status pending (the rest is due at the door).
      const tokenRecorded = order.paymentMethod === 'cod' && order.razorpayPaymentId !== null;
      if (order.paymentStatus !== 'pending' || tokenRecorded) {
        // The provider's webhook may have marked it paid first; only that same payment is accepted.
        if (order.razorpayPaymentId !== body.razorpayPaymentId) throw failed();
      } else if ((await markPaidLocked(deps, tx, emit, order, body.razorpayPaymentId, now)) !== 'paid') {
        throw failed();
      }
      if (body.itemIds.length > 0) await removeOrderedLines(tx, userId, body.itemIds);
      else {
        // Paid later (Pay now, from the shopper's orders): the order's own lines leave the cart, as
        // the webhook takes them out.
        const items = await repo.findItemsOfOrders(tx, [order.id]);
        const lines = items.flatMap((i) => (i.variantId ? [{ variantId: i.variantId, size: i.size }] : []));
        await removeOrderedVariantLines(tx, userId, lines);
      }
      return 'paid';
    });
    if (outcome !== 'paid') throw AppError.badRequest(SHOPPING_MESSAGES.paymentOrderCancelled);
    return loadOrder(db, body.orderId);
  });
}

// ---------------------------------------------------------------------------------------------
// Paying an unpaid online order later (Pay now).

/** Why this order may not be paid now, as the refusal the shopper reads; null when it may. */
function payNowRefusal(order: repo.OrderRow, now: Date): AppError | null {
  if (order.paymentMethod !== 'online') return AppError.conflict(SHOPPING_MESSAGES.paymentNotOnline);
  if (order.status === 'cancelled') return AppError.conflict(SHOPPING_MESSAGES.payNowCancelled);
  if (order.paymentStatus !== 'pending' || order.status !== 'pending') {
    return AppError.conflict(SHOPPING_MESSAGES.paymentAlreadyMade);
  }
  // Past its time to pay the sweep cancels it (its stock and coupon go back): it takes no new attempt.
  if (now.getTime() - order.createdAt.getTime() >= UNPAID_ONLINE_ORDER_TTL_MINUTES * 60_000) {
    return AppError.conflict(SHOPPING_MESSAGES.payNowExpired(UNPAID_ONLINE_ORDER_TTL_MINUTES));
  }
  return null;
}

/**
 * Opens a new payment attempt on the shopper's own unpaid online order: the same order (its lines,
 * stock, coupon and store credit as they were placed) and its open provider order, so a payment
 * made on any attempt lands on this one order. Nothing is written when the provider order exists:
 * an attempt is not an event of the order, and the order stays one entry, its state the latest.
 * The payment is confirmed only as every payment is: the signed verify call or the webhook.
 */
export async function payNow(
  deps: LifecycleDeps,
  userId: string,
  orderId: string,
  now = new Date(),
): Promise<PayNowAnswer> {
  const { db, payments } = deps;
  const order = await repo.findOwnOrder(db, userId, orderId);
  if (!order) throw AppError.notFound(SHOPPING_MESSAGES.orderNotFound);
  const refusal = payNowRefusal(order, now);
  if (refusal) throw refusal;
  const amountPaise = repo.amountDuePaise(order);
  let providerOrderId = order.razorpayOrderId;
  if (!providerOrderId) {
    // Placed, but its provider order was never kept (the answer was lost after the commit): one now.
    try {
      const created = await payments.createOrder({
        amountPaise,
        receipt: `order_${order.orderNumber}`,
        notes: { orderId: order.id, orderNumber: String(order.orderNumber) },
      });
      providerOrderId = await repo.keepProviderOrderId(db, order.id, created.id);
    } catch (error) {
      throw Object.assign(new AppError('UNAVAILABLE', SHOPPING_MESSAGES.paymentUnavailable), { cause: error });
    }
    if (!providerOrderId) throw AppError.notFound(SHOPPING_MESSAGES.orderNotFound);
  }
  return {
    order: await loadOrder(db, order.id),
    razorpayOrder: { id: providerOrderId, amount: amountPaise, currency: 'INR' },
  };
}

// ---------------------------------------------------------------------------------------------
// Cancellation requests.

/** Flags the order with the customer's reason; the admin approves or declines it. */
export async function requestCancellation(
  deps: LifecycleDeps,
  userId: string,
  body: CancelOrderBody,
  now = new Date(),
): Promise<Order> {
  await requestCancellationByCustomer(deps, { orderId: body.orderId, userId, reason: body.reason }, now);
  return loadOrder(deps.db, body.orderId);
}

// ---------------------------------------------------------------------------------------------
// What the returns module reads of an order.

/** An order as a return needs it: its lines with their variant and unit price, payment, delivery time. */
export type OrderForReturn = {
  id: string;
  userId: string;
  orderNumber: number;
  status: OrderStatus;
  paymentMethod: 'cod' | 'online';
  paymentStatus: PaymentStatus;
  providerPaymentId: string | null;
  deliveredAt: Date | null;
  customer: { name: string; email: string };
  items: {
    id: string;
    variantId: string | null;
    productName: string;
    colorName: string;
    imageUrl: string | null;
    size: Size;
    quantity: number;
    unitPricePaise: number;
    /** The line's share of the order's discount (offers, the coupon): a return refunds what was paid. */
    discountPaise: number;
  }[];
};

export async function orderForReturn(db: Queryable, orderId: string): Promise<OrderForReturn | undefined> {
  const [row] = await repo.findOrdersWithItems(db, [orderId]);
  if (!row) return undefined;
  const { order } = row;
  return {
    id: order.id,
    userId: order.userId,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    providerPaymentId: order.razorpayPaymentId,
    deliveredAt: await repo.deliveredAtOf(db, order.id),
    customer: { name: row.userName, email: row.userEmail },
    items: row.items.map((item) => ({
      id: item.id,
      variantId: item.variantId,
      productName: item.productName,
      colorName: item.colorName,
      imageUrl: item.imageUrl,
      size: item.size,
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
      discountPaise: item.discountPaise,
    })),
  };
}

/**
 * The language a shopper's mails are written in: their account's, which the language switch keeps
 * current (docs/decisions/0313). The returns, shipping and COD modules write their mails in it too.
 */
export function mailLanguageOf(db: Queryable, userId: string): Promise<Language> {
  return repo.shopperLanguage(db, userId);
}
