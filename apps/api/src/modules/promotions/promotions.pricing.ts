import { COUPON_REASONS, PROMOTION_TEXTS, paiseToRupees } from '@shop/shared';

/**
 * The pricing engine: pure arithmetic in paise, no database. It decides which automatic offers
 * and which coupon an order gets (the combination that leaves the shopper the lowest total,
 * docs/decisions/0180) and splits every discount over the lines to the paisa, so the lines'
 * discounts add up to the order's exactly and each line knows what it was sold for (its tax slab,
 * its credit note and its refund follow from that, docs/decisions/0181).
 */

export type PriceLine = {
  itemId: string;
  productId: string;
  colorId: string;
  unitPricePaise: number;
  quantity: number;
};

export type OfferRule = {
  id: string;
  name: string;
  kind: 'bundle' | 'buy_x_get_y';
  productIds: string[];
  bundleQuantity: number | null;
  bundlePricePaise: number | null;
  buyQuantity: number | null;
  getQuantity: number | null;
  getPercentOff: number;
  combinesWithCoupons: boolean;
};

export type CouponRule = {
  id: string;
  code: string;
  type: 'percent' | 'flat' | 'free_shipping';
  percentOff: number | null;
  amountPaise: number | null;
  maxDiscountPaise: number | null;
  minCartValuePaise: number | null;
  productIds: string[];
  colorIds: string[];
  waivesCodFee: boolean;
};

/** The owner's discount for paying online (the COD rules' screen): a percentage or rupees off the goods, capped. */
export type PrepaidDiscountRule = { kind: 'percent' | 'rupees'; value: number; capPaise: number | null };

/**
 * A percentage of an amount in paise, rounded to the whole rupee (half up): a shopper is never
 * shown a discount, or a total, in paise when the prices are in whole rupees.
 */
export const percentInWholeRupees = (amountPaise: number, percent: number): number =>
  Math.round((amountPaise * percent) / 100 / 100) * 100;

/**
 * What the prepaid discount takes off goods worth `goodsPaise` (after offers and the coupon): the
 * percentage rounded to the whole rupee, or the rupees, never above the cap nor the goods themselves.
 */
export function prepaidDiscountOf(rule: PrepaidDiscountRule | null, goodsPaise: number): number {
  if (!rule || goodsPaise <= 0) return 0;
  const raw = rule.kind === 'percent' ? percentInWholeRupees(goodsPaise, rule.value) : rule.value * 100;
  return Math.max(0, Math.min(raw, rule.capPaise ?? raw, goodsPaise));
}

export type PriceInput = {
  lines: PriceLine[];
  offers: OfferRule[];
  /** The code the shopper typed: a rule that passed the checks needing the database, or the reason it did not. */
  coupon: { code: string; rule: CouponRule } | { code: string; refusal: string } | null;
  paymentMethod: 'cod' | 'online';
  freeShippingThresholdPaise: number | null;
  shippingFeePaise: number;
  codChargePaise: number;
  /** Given to online orders only; null when the owner gives none. */
  prepaidDiscount?: PrepaidDiscountRule | null;
};

export type PricedLine = {
  itemId: string;
  unitPricePaise: number;
  quantity: number;
  grossPaise: number;
  discountPaise: number;
};

export type PriceResult = {
  lines: PricedLine[];
  subtotalPaise: number;
  /** Everything taken off the goods: offers, the coupon and the prepaid discount. */
  discountPaise: number;
  /** The prepaid discount's part of `discountPaise` (0 for cash on delivery). */
  prepaidDiscountPaise: number;
  shippingFeePaise: number;
  codFeePaise: number;
  totalPaise: number;
  offers: { id: string; name: string; discountPaise: number }[];
  coupon: { code: string; id: string | null; applied: boolean; reason?: string; discountPaise: number } | null;
  nudges: string[];
  freeShipping: { thresholdPaise: number | null; remainingPaise: number };
};

/**
 * Splits `total` paise over `weights` in proportion, to whole paise that add up to `total`
 * exactly: each part rounded down, the paise left over going to the largest remainders (ties to
 * the earlier part, so the split is the same every time).
 */
export function splitProRata(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

type Unit = { line: number; price: number };

const appliesTo = (productIds: string[], line: PriceLine) =>
  productIds.length === 0 || productIds.includes(line.productId);

/**
 * One offer over the pieces still free (taken ones are left alone), the best way for the shopper:
 * pieces sorted dearest first and cut into groups. A bundle group's saving is its price minus the
 * bundle price (the dearest groups save most; a group that would cost more stops it); in buy X get
 * Y the cheapest Y of each group of X + Y are discounted. Answers each piece's discount.
 */
function applyOffer(offer: OfferRule, lines: PriceLine[], units: Unit[], taken: boolean[]): Map<number, number> {
  const free = units
    .map((unit, index) => ({ ...unit, index }))
    .filter((u) => !taken[u.index] && appliesTo(offer.productIds, lines[u.line]!))
    .sort((a, b) => b.price - a.price || a.index - b.index);
  const discounts = new Map<number, number>();
  if (offer.kind === 'bundle') {
    const size = offer.bundleQuantity ?? 0;
    const price = offer.bundlePricePaise ?? 0;
    if (size < 2) return discounts;
    for (let start = 0; start + size <= free.length; start += size) {
      const group = free.slice(start, start + size);
      const value = group.reduce((sum, u) => sum + u.price, 0);
      if (value <= price) break;
      const parts = splitProRata(
        value - price,
        group.map((u) => u.price),
      );
      group.forEach((u, i) => discounts.set(u.index, parts[i]!));
    }
  } else {
    const buy = offer.buyQuantity ?? 0;
    const get = offer.getQuantity ?? 0;
    if (buy < 1 || get < 1) return discounts;
    for (let start = 0; start + buy + get <= free.length; start += buy + get) {
      const group = free.slice(start, start + buy + get);
      for (const u of group) discounts.set(u.index, 0);
      for (const u of group.slice(buy)) discounts.set(u.index, Math.round((u.price * offer.getPercentOff) / 100));
    }
  }
  return discounts;
}

type OfferOutcome = { perLine: number[]; offers: { id: string; name: string; discountPaise: number }[]; total: number };

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** The offers applied in the order that saves most (each piece in one offer at most). */
function bestOffers(lines: PriceLine[], offers: OfferRule[]): OfferOutcome {
  const units: Unit[] = lines.flatMap((line, index) =>
    Array.from({ length: line.quantity }, () => ({ line: index, price: line.unitPricePaise })),
  );
  // Every order of up to five offers is tried; a shop running more is taken in the order given.
  const orders = offers.length <= 5 ? permutations(offers) : [offers];
  let best: OfferOutcome = { perLine: lines.map(() => 0), offers: [], total: 0 };
  for (const order of orders) {
    const taken = units.map(() => false);
    const perLine = lines.map(() => 0);
    const applied: OfferOutcome['offers'] = [];
    for (const offer of order) {
      const discounts = applyOffer(offer, lines, units, taken);
      let sum = 0;
      for (const [index, discount] of discounts) {
        taken[index] = true;
        perLine[units[index]!.line]! += discount;
        sum += discount;
      }
      if (sum > 0) applied.push({ id: offer.id, name: offer.name, discountPaise: sum });
    }
    const total = applied.reduce((s, o) => s + o.discountPaise, 0);
    if (total > best.total) best = { perLine, offers: applied, total };
  }
  return best;
}

type Scenario = {
  perLine: number[];
  prepaidDiscount: number;
  offers: OfferOutcome['offers'];
  couponDiscount: number;
  couponApplied: boolean;
  couponRefusal?: string;
  shippingFee: number;
  codFee: number;
  total: number;
};

export function priceOrder(input: PriceInput): PriceResult {
  const { lines } = input;
  const gross = lines.map((l) => l.unitPricePaise * l.quantity);
  const subtotal = gross.reduce((a, b) => a + b, 0);

  const finish = (
    promoted: number[],
    offers: OfferOutcome['offers'],
    coupon: CouponRule | null,
    couponDiscount: number,
  ): Scenario => {
    // Paying online: the owner's prepaid discount on what the goods cost after offers and the
    // coupon, split over the lines like a coupon (so it lowers each line's taxable value).
    const net = lines.map((_, i) => gross[i]! - promoted[i]!);
    const prepaidDiscount =
      input.paymentMethod === 'online'
        ? prepaidDiscountOf(
            input.prepaidDiscount ?? null,
            net.reduce((a, b) => a + b, 0),
          )
        : 0;
    const prepaidParts = splitProRata(prepaidDiscount, net);
    const perLine = promoted.map((d, i) => d + prepaidParts[i]!);
    const discount = perLine.reduce((a, b) => a + b, 0);
    const goods = subtotal - discount;
    // Free shipping is earned by what the goods cost before the prepaid discount, whichever way the order is paid.
    const goodsForShipping = goods + prepaidDiscount;
    const threshold = input.freeShippingThresholdPaise;
    const freeByThreshold = threshold !== null && goodsForShipping >= threshold;
    const shippingFee = freeByThreshold || coupon?.type === 'free_shipping' ? 0 : input.shippingFeePaise;
    const codFee = input.paymentMethod === 'cod' && !coupon?.waivesCodFee ? input.codChargePaise : 0;
    return {
      perLine,
      prepaidDiscount,
      offers,
      couponDiscount,
      couponApplied: coupon !== null,
      shippingFee,
      codFee,
      total: goods + shippingFee + codFee,
    };
  };

  const withoutCoupon = (() => {
    const best = bestOffers(lines, input.offers);
    return finish(best.perLine, best.offers, null, 0);
  })();

  let chosen = withoutCoupon;
  let couponRefusal: string | undefined;
  if (input.coupon && 'refusal' in input.coupon) couponRefusal = input.coupon.refusal;
  if (input.coupon && 'rule' in input.coupon) {
    const rule = input.coupon.rule;
    const eligible = lines.map(
      (line) =>
        (rule.productIds.length === 0 || rule.productIds.includes(line.productId)) &&
        (rule.colorIds.length === 0 || rule.colorIds.includes(line.colorId)),
    );
    if (rule.minCartValuePaise !== null && subtotal < rule.minCartValuePaise) {
      couponRefusal = COUPON_REASONS.minCartValue(paiseToRupees(rule.minCartValuePaise - subtotal), rule.code);
    } else if (!eligible.some(Boolean)) {
      couponRefusal = COUPON_REASONS.noEligibleItems;
    } else {
      const offers = bestOffers(
        lines,
        input.offers.filter((o) => o.combinesWithCoupons),
      );
      const base = lines.map((_, i) => (eligible[i] ? gross[i]! - offers.perLine[i]! : 0));
      const baseTotal = base.reduce((a, b) => a + b, 0);
      let couponDiscount = 0;
      if (rule.type === 'percent') {
        couponDiscount = percentInWholeRupees(baseTotal, rule.percentOff ?? 0);
        if (rule.maxDiscountPaise !== null) couponDiscount = Math.min(couponDiscount, rule.maxDiscountPaise);
      } else if (rule.type === 'flat') {
        couponDiscount = Math.min(rule.amountPaise ?? 0, baseTotal);
      }
      const parts = splitProRata(couponDiscount, base);
      const perLine = offers.perLine.map((d, i) => d + parts[i]!);
      const withCoupon = finish(perLine, offers.offers, rule, couponDiscount);
      // The lower total wins; on a tie the code is kept for another day (no use spent).
      if (withCoupon.total < withoutCoupon.total) chosen = withCoupon;
      else couponRefusal = COUPON_REASONS.offerSavesMore;
    }
  }

  const discount = chosen.perLine.reduce((a, b) => a + b, 0);
  return {
    lines: lines.map((line, i) => ({
      itemId: line.itemId,
      unitPricePaise: line.unitPricePaise,
      quantity: line.quantity,
      grossPaise: gross[i]!,
      discountPaise: chosen.perLine[i]!,
    })),
    subtotalPaise: subtotal,
    discountPaise: discount,
    prepaidDiscountPaise: chosen.prepaidDiscount,
    shippingFeePaise: chosen.shippingFee,
    codFeePaise: chosen.codFee,
    totalPaise: chosen.total,
    offers: chosen.offers,
    coupon: input.coupon
      ? {
          code: input.coupon.code,
          id: 'rule' in input.coupon ? input.coupon.rule.id : null,
          applied: chosen.couponApplied,
          ...(chosen.couponApplied ? {} : { reason: couponRefusal ?? COUPON_REASONS.unknown }),
          discountPaise: chosen.couponDiscount,
        }
      : null,
    nudges: nudges(input, subtotal - discount + chosen.prepaidDiscount),
    freeShipping: {
      thresholdPaise: input.freeShippingThresholdPaise,
      remainingPaise:
        input.freeShippingThresholdPaise === null
          ? 0
          : Math.max(0, input.freeShippingThresholdPaise - (subtotal - discount + chosen.prepaidDiscount)),
    },
  };
}

/** What one more piece or a little more spend would get: one line per offer still open, and free shipping. */
function nudges(input: PriceInput, goodsPaise: number): string[] {
  const out: string[] = [];
  for (const offer of input.offers) {
    const pieces = input.lines.filter((l) => appliesTo(offer.productIds, l)).reduce((s, l) => s + l.quantity, 0);
    if (pieces === 0) continue;
    if (offer.kind === 'bundle' && offer.bundleQuantity && offer.bundlePricePaise) {
      const rest = pieces % offer.bundleQuantity;
      if (rest > 0)
        out.push(
          PROMOTION_TEXTS.bundleNudge(
            offer.bundleQuantity - rest,
            offer.bundleQuantity,
            paiseToRupees(offer.bundlePricePaise),
          ),
        );
    } else if (offer.kind === 'buy_x_get_y' && offer.buyQuantity && offer.getQuantity) {
      const group = offer.buyQuantity + offer.getQuantity;
      const rest = pieces % group;
      if (rest > 0) out.push(PROMOTION_TEXTS.buyGetNudge(group - rest, offer.name));
    }
  }
  const threshold = input.freeShippingThresholdPaise;
  if (threshold !== null && goodsPaise < threshold)
    out.push(PROMOTION_TEXTS.freeShippingNudge(paiseToRupees(threshold - goodsPaise)));
  return out;
}
