import crypto from 'node:crypto';
import {
  COD_CHARGE_RUPEES,
  COUPON_REASONS,
  PROMOTION_TEXTS,
  SHIPPING_FEE_RUPEES,
  SHOPPING_MESSAGES,
  paiseToRupees,
  rupeesToPaise,
  type Coupon,
  type CouponBody,
  type DiscountPerDay,
  type Offer,
  type OfferBody,
  type PromotionSettings,
  type BestCouponAnswer,
  type BestCouponBody,
  type Quote,
  type QuoteBody,
} from '@shop/shared';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import type { KeptReads } from '../../lib/public-cache/kept-reads.ts';
import {
  priceOrder,
  type CouponRule,
  type OfferRule,
  type PrepaidDiscountRule,
  type PriceLine,
  type PriceResult,
} from './promotions.pricing.ts';
import * as repo from './promotions.repository.ts';

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;
const paiseOrNull = (rupees: number | null | undefined) => (rupees == null ? null : rupeesToPaise(rupees));
const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
const dateOrNull = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

// ---------------------------------------------------------------------------------------------
// The owner's coupons and offers.

function couponColumns(body: CouponBody) {
  return {
    code: body.code,
    type: body.type,
    percentOff: body.type === 'percent' ? Math.round(body.value) : null,
    amountPaise: body.type === 'flat' ? rupeesToPaise(body.value) : null,
    maxDiscountPaise: body.type === 'percent' ? paiseOrNull(body.maxDiscount) : null,
    minCartValuePaise: paiseOrNull(body.minCartValue),
    firstOrderOnly: body.firstOrderOnly,
    perCustomerLimit: orNull(body.perCustomerLimit),
    usageLimit: orNull(body.usageLimit),
    startsAt: dateOrNull(body.startsAt),
    endsAt: dateOrNull(body.endsAt),
    prepaidOnly: body.prepaidOnly,
    productIds: body.productIds,
    colorIds: body.colorIds,
    waivesCodFee: body.waivesCodFee,
    status: body.status,
  };
}

type Results = { uses: number; discount: number; sales: number };
const noResults: Results = { uses: 0, discount: 0, sales: 0 };

function toCoupon(row: repo.CouponRow, results: Results): Coupon {
  return {
    _id: row.id,
    code: row.code,
    type: row.type,
    value:
      row.type === 'percent' ? (row.percentOff ?? 0) : row.type === 'flat' ? paiseToRupees(row.amountPaise ?? 0) : 0,
    maxDiscount: rupeesOrNull(row.maxDiscountPaise),
    minCartValue: rupeesOrNull(row.minCartValuePaise),
    firstOrderOnly: row.firstOrderOnly,
    perCustomerLimit: row.perCustomerLimit,
    usageLimit: row.usageLimit,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    prepaidOnly: row.prepaidOnly,
    productIds: row.productIds,
    colorIds: row.colorIds,
    waivesCodFee: row.waivesCodFee,
    status: row.status,
    // The uses the limit counts: an order cancelled after it shipped keeps its use.
    uses: row.usesCount,
    discountGiven: paiseToRupees(results.discount),
    salesBrought: paiseToRupees(results.sales),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createCoupon(db: Db, body: CouponBody): Promise<Coupon> {
  const row = await repo.insertCoupon(db, couponColumns(body));
  if (!row) throw AppError.conflict(PROMOTION_TEXTS.couponCodeTaken);
  return toCoupon(row, noResults);
}

export async function listCoupons(db: Db): Promise<Coupon[]> {
  const [rows, results] = await Promise.all([repo.listCoupons(db), repo.promotionResults(db, 'coupon')]);
  return rows.map((row) => toCoupon(row, results.get(row.id) ?? noResults));
}

export async function updateCoupon(db: Db, id: string, body: CouponBody): Promise<Coupon> {
  if (await repo.findCouponWithCode(db, body.code, id)) throw AppError.conflict(PROMOTION_TEXTS.couponCodeTaken);
  const existing = await repo.findCoupon(db, id);
  if (!existing) throw AppError.notFound(PROMOTION_TEXTS.couponNotFound);
  // A limit below the uses already made would refuse no one and break the count: it is raised to them.
  const columns = couponColumns(body);
  if (columns.usageLimit !== null && columns.usageLimit < existing.usesCount) columns.usageLimit = existing.usesCount;
  const row = await repo.updateCoupon(db, id, columns);
  const results = await repo.promotionResults(db, 'coupon');
  return toCoupon(row!, results.get(id) ?? noResults);
}

/** Ends a coupon for good (orders that used it keep pointing at it, so it is never removed). */
export async function endCoupon(db: Db, id: string): Promise<void> {
  const row = await repo.updateCoupon(db, id, { status: 'ended' });
  if (!row) throw AppError.notFound(PROMOTION_TEXTS.couponNotFound);
}

function offerColumns(body: OfferBody) {
  const bundle = body.kind === 'bundle';
  return {
    name: body.name,
    kind: body.kind,
    productIds: body.productIds,
    bundleQuantity: bundle ? orNull(body.bundleQuantity) : null,
    bundlePricePaise: bundle ? paiseOrNull(body.bundlePrice) : null,
    buyQuantity: bundle ? null : orNull(body.buyQuantity),
    getQuantity: bundle ? null : orNull(body.getQuantity),
    getPercentOff: body.getPercentOff,
    combinesWithCoupons: body.combinesWithCoupons,
    startsAt: dateOrNull(body.startsAt),
    endsAt: dateOrNull(body.endsAt),
    status: body.status,
  };
}

function toOffer(row: repo.OfferRow, results: Results): Offer {
  return {
    _id: row.id,
    name: row.name,
    kind: row.kind,
    productIds: row.productIds,
    bundleQuantity: row.bundleQuantity,
    bundlePrice: rupeesOrNull(row.bundlePricePaise),
    buyQuantity: row.buyQuantity,
    getQuantity: row.getQuantity,
    getPercentOff: row.getPercentOff,
    combinesWithCoupons: row.combinesWithCoupons,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    status: row.status,
    uses: results.uses,
    discountGiven: paiseToRupees(results.discount),
    salesBrought: paiseToRupees(results.sales),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createOffer(db: Db, body: OfferBody): Promise<Offer> {
  return toOffer(await repo.insertOffer(db, offerColumns(body)), noResults);
}

export async function listOffers(db: Db): Promise<Offer[]> {
  const [rows, results] = await Promise.all([repo.listOffers(db), repo.promotionResults(db, 'offer')]);
  return rows.map((row) => toOffer(row, results.get(row.id) ?? noResults));
}

export async function updateOffer(db: Db, id: string, body: OfferBody): Promise<Offer> {
  const row = await repo.updateOffer(db, id, offerColumns(body));
  if (!row) throw AppError.notFound(PROMOTION_TEXTS.offerNotFound);
  const results = await repo.promotionResults(db, 'offer');
  return toOffer(row, results.get(id) ?? noResults);
}

export async function endOffer(db: Db, id: string): Promise<void> {
  const row = await repo.updateOffer(db, id, { status: 'ended' });
  if (!row) throw AppError.notFound(PROMOTION_TEXTS.offerNotFound);
}

export async function getSettings(db: Db): Promise<PromotionSettings> {
  const row = await repo.findSettings(db);
  return {
    freeShippingThreshold: rupeesOrNull(row.freeShippingThresholdPaise),
    reminderHours: row.reminderHours,
    reminderCouponId: row.reminderCouponId,
  };
}

export async function saveSettings(db: Db, body: PromotionSettings): Promise<PromotionSettings> {
  if (body.reminderCouponId && !(await repo.findCoupon(db, body.reminderCouponId))) {
    throw AppError.notFound(PROMOTION_TEXTS.couponNotFound);
  }
  await repo.saveSettings(db, {
    freeShippingThresholdPaise: paiseOrNull(body.freeShippingThreshold),
    reminderHours: body.reminderHours,
    reminderCouponId: body.reminderCouponId,
  });
  return getSettings(db);
}

export async function discountPerDay(db: Db, days = 30): Promise<DiscountPerDay> {
  const rows = await repo.discountPerDay(db, days);
  return { days: rows.map((r) => ({ day: r.day, orders: r.orders, discount: paiseToRupees(r.discountPaise) })) };
}

// ---------------------------------------------------------------------------------------------
// Pricing a checkout.

/**
 * The checks of a code that need the database (the rest, minimum value and products, need the
 * cart and are the engine's). Answers the rule, or the reason in the shopper's words. A code that
 * does not exist, has not started, or is for a first order when the shopper has ordered before
 * gets the one answer `unknown`, so the answer does not confirm that a private code exists.
 */
async function checkCoupon(
  db: Queryable,
  input: { code: string; userId: string; paymentMethod: 'cod' | 'online'; now: Date },
): Promise<{ code: string; rule: CouponRule } | { code: string; refusal: string }> {
  const code = input.code.trim().toUpperCase();
  const row = await repo.findCouponByCode(db, code);
  const refuse = (refusal: string) => ({ code, refusal });
  if (!row) return refuse(COUPON_REASONS.unknown);
  if (row.status !== 'active' || (row.endsAt && row.endsAt <= input.now)) return refuse(COUPON_REASONS.expired);
  if (row.startsAt && row.startsAt > input.now) return refuse(COUPON_REASONS.unknown);
  // A use held by this customer's own unpaid order is theirs to move: checking out again with the
  // code gives that order's hold up first (`couponHoldsToGiveUp`), so it is not counted against them.
  const holds = await repo.findCustomerHolds(db, row.id, input.userId);
  if (row.usageLimit !== null && row.usesCount - holds.length >= row.usageLimit) {
    return refuse(COUPON_REASONS.usedUp);
  }
  if ((await repo.countCustomerUses(db, row.id, input.userId)) >= (row.perCustomerLimit ?? 1)) {
    return refuse(COUPON_REASONS.alreadyUsed);
  }
  if (row.firstOrderOnly && (await repo.hasLiveOrder(db, input.userId, holds))) return refuse(COUPON_REASONS.unknown);
  if (row.prepaidOnly && input.paymentMethod === 'cod') return refuse(COUPON_REASONS.prepaidOnly);
  return {
    code,
    rule: {
      id: row.id,
      code: row.code,
      type: row.type,
      percentOff: row.percentOff,
      amountPaise: row.amountPaise,
      maxDiscountPaise: row.maxDiscountPaise,
      minCartValuePaise: row.minCartValuePaise,
      productIds: row.productIds,
      colorIds: row.colorIds,
      waivesCodFee: row.waivesCodFee,
    },
  };
}

const toOfferRule = (row: repo.OfferRow): OfferRule => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  productIds: row.productIds,
  bundleQuantity: row.bundleQuantity,
  bundlePricePaise: row.bundlePricePaise,
  buyQuantity: row.buyQuantity,
  getQuantity: row.getQuantity,
  getPercentOff: row.getPercentOff,
  combinesWithCoupons: row.combinesWithCoupons,
});

/** Prices chosen lines with the live offers and the typed code (nothing from the client but the code and the method). */
/**
 * Where pricing reads the owner's rules (the offers switched on, the free-delivery threshold):
 * from the database each time, or kept per instance until they change (`keptPricingRules`).
 */
export type PricingRules = {
  activeOffers(db: Queryable): Promise<repo.OfferRow[]>;
  settings(db: Queryable): Promise<repo.PromotionSettingsRow>;
};

export const PRICING_RULES_READ: PricingRules = { activeOffers: repo.findActiveOffers, settings: repo.findSettings };

/** The pricing rules kept in memory: every order and quote reads them. */
export const keptPricingRules = (kept: KeptReads): PricingRules => ({
  activeOffers: kept.reader(repo.findActiveOffers),
  settings: kept.reader(repo.findSettings),
});

/** The offers running at `now`: started before it (or with no start) and not ended. */
const runningAt = (offers: repo.OfferRow[], now: Date) =>
  offers.filter((o) => (!o.startsAt || o.startsAt < now) && (!o.endsAt || o.endsAt > now));

export async function priceLines(
  db: Queryable,
  input: {
    userId: string;
    lines: PriceLine[];
    couponCode?: string | undefined;
    paymentMethod: 'cod' | 'online';
    /** The owner's discount for paying online, read by the caller (the COD rules hold it). */
    prepaidDiscount?: PrepaidDiscountRule | null | undefined;
    now: Date;
    rules?: PricingRules | undefined;
  },
): Promise<PriceResult> {
  const rules = input.rules ?? PRICING_RULES_READ;
  const [active, settings] = await Promise.all([rules.activeOffers(db), rules.settings(db)]);
  const offers = runningAt(active, input.now);
  const code = input.couponCode?.trim();
  const coupon = code
    ? await checkCoupon(db, { code, userId: input.userId, paymentMethod: input.paymentMethod, now: input.now })
    : null;
  return priceOrder({
    lines: input.lines,
    offers: offers.map(toOfferRule),
    coupon,
    paymentMethod: input.paymentMethod,
    freeShippingThresholdPaise: settings.freeShippingThresholdPaise,
    shippingFeePaise: rupeesToPaise(SHIPPING_FEE_RUPEES),
    codChargePaise: rupeesToPaise(COD_CHARGE_RUPEES),
    prepaidDiscount: input.prepaidDiscount ?? null,
  });
}

/** Reads the owner's prepaid discount (the `prepaidDiscount` port: the cod-risk module provides it from the COD rules). */
export type PrepaidDiscountSource = (db: Queryable) => Promise<PrepaidDiscountRule | null>;

/** The breakdown as the API answers it (rupees). */
export function toQuote(result: PriceResult): Quote {
  return {
    lines: result.lines.map((line) => ({
      itemId: line.itemId,
      price: paiseToRupees(line.unitPricePaise),
      quantity: line.quantity,
      discount: paiseToRupees(line.discountPaise),
      total: paiseToRupees(line.grossPaise - line.discountPaise),
    })),
    subtotal: paiseToRupees(result.subtotalPaise),
    discount: paiseToRupees(result.discountPaise),
    prepaidDiscount: paiseToRupees(result.prepaidDiscountPaise),
    deliveryFee: paiseToRupees(result.shippingFeePaise),
    codFee: paiseToRupees(result.codFeePaise),
    total: paiseToRupees(result.totalPaise),
    appliedOffers: result.offers.map((o) => ({ _id: o.id, name: o.name, discount: paiseToRupees(o.discountPaise) })),
    coupon: result.coupon
      ? {
          code: result.coupon.code,
          applied: result.coupon.applied,
          ...(result.coupon.reason ? { reason: result.coupon.reason } : {}),
          discount: paiseToRupees(result.coupon.discountPaise),
        }
      : null,
    nudges: result.nudges,
    freeShipping: {
      threshold: rupeesOrNull(result.freeShipping.thresholdPaise),
      remaining: paiseToRupees(result.freeShipping.remainingPaise),
    },
  };
}

/** Who looked a coupon code up: the signed-in customer and the address the call came from. */
export type CouponLookup = { userId: string; ip: string };

/**
 * Keeps a look-up answered "not valid" for the owner's daily summary. Called with the answer
 * already decided; a checkout refused for its code records it after its transaction rolled back.
 */
export async function recordCouponMiss(db: Db, who: CouponLookup, code: string): Promise<void> {
  await repo.insertCouponMiss(db, { userId: who.userId, ip: who.ip, code: code.trim().toUpperCase().slice(0, 40) });
}

/** Whether an error is checkout's refusal of a code that is not valid (for this shopper). */
export const isUnknownCouponRefusal = (error: unknown) =>
  error instanceof AppError && error.code === 'UNPROCESSABLE' && error.message === COUPON_REASONS.unknown;

/**
 * POST /cart/quote: the cart's chosen lines priced as checkout would price them now. A code
 * answered "not valid" is kept for the owner.
 */
export async function quoteCart(
  db: Db,
  who: CouponLookup,
  body: QuoteBody,
  rules: { prepaidDiscount?: PrepaidDiscountSource | undefined; pricing?: PricingRules | undefined } = {},
  now = new Date(),
): Promise<Quote> {
  const { userId } = who;
  const itemIds = [...new Set(body.itemIds)];
  const lines = await repo.findPricingLines(db, userId, itemIds);
  if (lines.length !== itemIds.length) throw AppError.notFound(SHOPPING_MESSAGES.cartItemNotFound);
  const sorted = itemIds.map((id) => lines.find((l) => l.itemId === id)!);
  const quote = toQuote(
    await priceLines(db, {
      userId,
      lines: sorted,
      couponCode: body.couponCode,
      paymentMethod: body.paymentMethod ?? 'online',
      prepaidDiscount: await rules.prepaidDiscount?.(db),
      now,
      rules: rules.pricing,
    }),
  );
  if (body.couponCode && quote.coupon?.reason === COUPON_REASONS.unknown) {
    await recordCouponMiss(db, who, body.couponCode);
  }
  return quote;
}

/** At most this many running coupons are tried for one buyer's best coupon. */
export const BEST_COUPON_CANDIDATES = 50;

/**
 * POST /promotions/best-coupon: the coupon that leaves this buyer the lowest total on these lines,
 * found by pricing the lines with each running code exactly as a typed code is priced (the same
 * checks, the same engine; docs/decisions/0297), so placing the order with the code answered
 * charges what the sheet showed. A code the engine would not apply (refused, or saving less than
 * the offers) is never answered; on equal totals the larger coupon discount, then the code in
 * alphabetical order, wins, so the answer is the same every time.
 */
export async function bestCoupon(
  db: Queryable,
  userId: string,
  body: BestCouponBody,
  rules: { prepaidDiscount?: PrepaidDiscountSource | undefined; pricing?: PricingRules | undefined } = {},
  now = new Date(),
): Promise<BestCouponAnswer> {
  const wanted = new Map<string, number>();
  for (const line of body.lines) wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
  const variants = await repo.findVariantPricing(db, [...wanted.keys()]);
  if (variants.length !== wanted.size) throw AppError.notFound(SHOPPING_MESSAGES.productNotFound);
  const lines: PriceLine[] = [...wanted].map(([variantId, quantity]) => {
    const v = variants.find((row) => row.variantId === variantId)!;
    return {
      itemId: variantId,
      productId: v.productId,
      colorId: v.colorId,
      unitPricePaise: v.unitPricePaise,
      quantity,
    };
  });
  const prepaidDiscount = await rules.prepaidDiscount?.(db);
  const price = (couponCode?: string) =>
    priceLines(db, {
      userId,
      lines,
      couponCode,
      paymentMethod: body.paymentMethod,
      prepaidDiscount,
      now,
      rules: rules.pricing,
    });
  let best = await price();
  let bestCode: string | null = null;
  for (const code of await repo.findRunningCouponCodes(db, now, BEST_COUPON_CANDIDATES)) {
    const priced = await price(code);
    if (!priced.coupon?.applied) continue;
    const better =
      priced.totalPaise < best.totalPaise ||
      (bestCode !== null &&
        priced.totalPaise === best.totalPaise &&
        priced.coupon.discountPaise > (best.coupon?.discountPaise ?? 0));
    if (better) {
      best = priced;
      bestCode = code;
    }
  }
  return { couponCode: bestCode, quote: toQuote(best) };
}

/**
 * Checkout's pricing, inside its transaction (after the customer's cart lock, so one customer's
 * checkouts queue and the per-customer checks cannot both pass). A typed code that does not apply
 * refuses the order with 422 and the reason, so nobody pays more than the screen promised; a code
 * that applies but saves less than the offers is simply not used.
 */
export async function priceCheckout(
  tx: Tx,
  input: {
    userId: string;
    lines: PriceLine[];
    couponCode?: string | undefined;
    paymentMethod: 'cod' | 'online';
    prepaidDiscount?: PrepaidDiscountRule | null | undefined;
    now: Date;
    rules?: PricingRules | undefined;
  },
): Promise<PriceResult> {
  const result = await priceLines(tx, input);
  const coupon = result.coupon;
  if (coupon && !coupon.applied && coupon.reason !== COUPON_REASONS.offerSavesMore) {
    throw new AppError('UNPROCESSABLE', coupon.reason ?? COUPON_REASONS.unknown, { couponCode: coupon.reason ?? '' });
  }
  return result;
}

/**
 * Records what the order got: the coupon's use (taken by the conditional update, so the last
 * uses go to exactly as many buyers as there are uses; a buyer who loses the race is refused
 * with 422 and the whole order rolls back) and a row per promotion for the owner's results.
 */
export async function recordOrderPromotions(
  tx: Tx,
  input: { orderId: string; userId: string; result: PriceResult },
): Promise<void> {
  const { coupon, offers } = input.result;
  const rows: Parameters<typeof repo.insertOrderPromotions>[1] = offers.map((offer) => ({
    orderId: input.orderId,
    userId: input.userId,
    offerId: offer.id,
    discountPaise: offer.discountPaise,
  }));
  if (coupon?.applied && coupon.id) {
    if (!(await repo.takeCouponUse(tx, coupon.id))) throw new AppError('UNPROCESSABLE', COUPON_REASONS.usedUp);
    rows.push({
      orderId: input.orderId,
      userId: input.userId,
      couponId: coupon.id,
      discountPaise: coupon.discountPaise,
    });
  }
  await repo.insertOrderPromotions(tx, rows);
}

/**
 * The customer's unpaid online orders whose hold on this code a new checkout with it takes over
 * (docs/decisions/0275): as many of them, oldest first, as keep the customer within the code's
 * per-customer limit once the new order takes its own use, and one more when the usage limit is
 * full and a hold of theirs is what fills it. The caller cancels them as replaced (their stock,
 * store credit and hold come back) before the new order is priced. None when the code is unknown,
 * or when the customer's paid uses alone already reach the limit (the checkout is refused then).
 */
export async function couponHoldsToGiveUp(
  db: Queryable,
  input: { userId: string; code: string | undefined },
): Promise<string[]> {
  const code = input.code?.trim().toUpperCase();
  if (!code) return [];
  const row = await repo.findCouponByCode(db, code);
  if (!row) return [];
  const holds = await repo.findCustomerHolds(db, row.id, input.userId);
  if (holds.length === 0) return [];
  const limit = row.perCustomerLimit ?? 1;
  const used = await repo.countCustomerUses(db, row.id, input.userId);
  if (used >= limit) return [];
  // A first-order code is the customer's first order only once every other attempt at it is gone.
  let giveUp = row.firstOrderOnly ? holds.length : Math.max(0, holds.length - (limit - used - 1));
  if (row.usageLimit !== null && row.usesCount - giveUp >= row.usageLimit && giveUp < holds.length) giveUp += 1;
  return holds.slice(0, giveUp);
}

/**
 * Gives the order's coupon use back: called inside the transaction that cancels it before it
 * ships (docs/decisions/0182). Once per order, however often it is called.
 */
export async function releaseCouponUse(tx: Tx, orderId: string, now = new Date()): Promise<void> {
  const couponId = await repo.releaseCouponUseOf(tx, orderId, now);
  if (couponId) await repo.giveCouponUseBack(tx, couponId);
}

export async function unsubscribe(db: Db, token: string, now = new Date()): Promise<void> {
  if (!(await repo.unsubscribe(db, token, now))) throw AppError.notFound(PROMOTION_TEXTS.unsubscribeInvalid);
}

export const newUnsubscribeToken = () => crypto.randomBytes(24).toString('base64url');

/** These lines of the customer's cart as the pricing engine reads them; all of them when `itemIds` is not given. */
export function pricingLinesOf(db: Queryable, userId: string, itemIds?: string[]) {
  return repo.findPricingLines(db, userId, itemIds);
}
