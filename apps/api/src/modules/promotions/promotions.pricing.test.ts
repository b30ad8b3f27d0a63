import { describe, expect, it } from 'vitest';
import { COUPON_REASONS } from '@shop/shared';
import {
  priceOrder,
  splitProRata,
  type CouponRule,
  type OfferRule,
  type PriceInput,
  type PriceLine,
} from './promotions.pricing.ts';

const P = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const line = (n: number, rupees: number, quantity = 1, productId = P(100 + n)): PriceLine => ({
  itemId: P(n),
  productId,
  colorId: P(900),
  unitPricePaise: rupees * 100,
  quantity,
});
const bundle = (over: Partial<OfferRule> = {}): OfferRule => ({
  id: P(500),
  name: 'Any 3 for 999',
  kind: 'bundle',
  productIds: [],
  bundleQuantity: 3,
  bundlePricePaise: 99_900,
  buyQuantity: null,
  getQuantity: null,
  getPercentOff: 100,
  combinesWithCoupons: false,
  ...over,
});
const coupon = (over: Partial<CouponRule> = {}): CouponRule => ({
  id: P(600),
  code: 'SAVE20',
  type: 'percent',
  percentOff: 20,
  amountPaise: null,
  maxDiscountPaise: null,
  minCartValuePaise: null,
  productIds: [],
  colorIds: [],
  waivesCodFee: false,
  ...over,
});
const price = (over: Partial<PriceInput>) =>
  priceOrder({
    lines: [],
    offers: [],
    coupon: null,
    paymentMethod: 'online',
    freeShippingThresholdPaise: null,
    shippingFeePaise: 12_000,
    codChargePaise: 8_000,
    ...over,
  });
const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('the pricing engine', () => {
  it('splits an amount pro rata to whole paise that add up to it exactly', () => {
    expect(splitProRata(100, [1, 1, 1])).toEqual([34, 33, 33]);
    const parts = splitProRata(79_800, [49_900, 59_900, 69_900]);
    expect(sumOf(parts)).toBe(79_800);
    expect(parts).toEqual([22_159, 26_600, 31_041]);
  });

  it('takes 20 % off a 2,999 tee: ₹599.80 rounds to ₹600, so it costs 2,399', () => {
    const result = price({ lines: [line(1, 2999)], coupon: { code: 'SAVE20', rule: coupon() } });
    expect(result.discountPaise).toBe(60_000);
    expect(result.lines[0]!.grossPaise - result.lines[0]!.discountPaise).toBe(239_900);
    expect(result.totalPaise).toBe(239_900 + 12_000);
    expect(result.coupon).toMatchObject({ applied: true, discountPaise: 60_000 });
  });

  it('charges 999 for any 3 of 499, 599 and 699, the lines adding up to it to the paisa', () => {
    const result = price({ lines: [line(1, 499), line(2, 599), line(3, 699)], offers: [bundle()] });
    const paid = result.lines.map((l) => l.grossPaise - l.discountPaise);
    expect(sumOf(paid)).toBe(99_900);
    expect(result.discountPaise).toBe(79_800);
    expect(result.offers).toEqual([{ id: P(500), name: 'Any 3 for 999', discountPaise: 79_800 }]);
    expect(result.nudges).toEqual([]);
  });

  it('groups the dearest pieces into the bundle and nudges toward the next one', () => {
    const result = price({ lines: [line(1, 299), line(2, 499, 2), line(3, 699)], offers: [bundle()] });
    // 699 + 499 + 499 go in the bundle (saves 698); 299 stays at its price.
    expect(result.discountPaise).toBe(69_800);
    expect(result.lines[0]!.discountPaise).toBe(0);
    expect(result.nudges).toEqual(['Add 2 more to get 3 for ₹999']);
  });

  it('makes the cheapest piece of each buy 2 get 1 group free', () => {
    const offer = bundle({
      kind: 'buy_x_get_y',
      name: 'Buy 2 get 1',
      buyQuantity: 2,
      getQuantity: 1,
      bundleQuantity: null,
      bundlePricePaise: null,
    });
    const result = price({ lines: [line(1, 800), line(2, 600), line(3, 500), line(4, 400)], offers: [offer] });
    expect(result.discountPaise).toBe(50_000);
    expect(result.lines[2]!.discountPaise).toBe(50_000);
    expect(result.nudges).toEqual(['Add 2 more to get Buy 2 get 1']);
  });

  it('applies the offer, not a code that saves less, when the offer does not combine', () => {
    const result = price({
      lines: [line(1, 499), line(2, 599), line(3, 699)],
      offers: [bundle()],
      coupon: { code: 'SAVE20', rule: coupon() },
    });
    expect(result.discountPaise).toBe(79_800);
    expect(result.coupon).toMatchObject({ applied: false, reason: COUPON_REASONS.offerSavesMore });
  });

  it('applies the code instead when it saves more than the offer', () => {
    const result = price({
      lines: [line(1, 2999), line(2, 2999), line(3, 2999)],
      offers: [bundle({ bundlePricePaise: 799_000 })],
      coupon: { code: 'SAVE20', rule: coupon() },
    });
    expect(result.offers).toEqual([]);
    // 20 % of ₹8,997 is ₹1,799.40: ₹1,799 off.
    expect(result.coupon).toMatchObject({ applied: true, discountPaise: 179_900 });
  });

  it('stacks a code on an offer that allows it, on what the offer left', () => {
    const result = price({
      lines: [line(1, 499), line(2, 599), line(3, 699)],
      offers: [bundle({ combinesWithCoupons: true })],
      coupon: { code: 'FLAT100', rule: coupon({ type: 'flat', percentOff: null, amountPaise: 10_000 }) },
    });
    expect(result.discountPaise).toBe(89_800);
    expect(sumOf(result.lines.map((l) => l.grossPaise - l.discountPaise))).toBe(89_900);
  });

  it('takes a percentage off in whole rupees (half up), so no total shows paise', () => {
    const tenPercent = price({ lines: [line(1, 1549)], coupon: { code: 'SAVE10', rule: coupon({ percentOff: 10 }) } });
    // 10 % of ₹1,549 is ₹154.90: ₹155 off.
    expect(tenPercent.discountPaise).toBe(15_500);
    expect(tenPercent.totalPaise).toBe((1549 - 155 + 120) * 100);
    const prepaid = price({
      lines: [line(1, 1549), line(2, 3, 1)],
      prepaidDiscount: { kind: 'percent', value: 5, capPaise: null },
    });
    // 5 % of ₹1,552 is ₹77.60: ₹78 off.
    expect(prepaid.prepaidDiscountPaise).toBe(7_800);
    expect(prepaid.totalPaise % 100).toBe(0);
  });

  it('caps a percent code at its most', () => {
    const result = price({
      lines: [line(1, 2999)],
      coupon: { code: 'SAVE20', rule: coupon({ maxDiscountPaise: 30_000 }) },
    });
    expect(result.discountPaise).toBe(30_000);
  });

  it('says how much more a minimum cart value needs, and what products a code covers', () => {
    const short = price({
      lines: [line(1, 690)],
      coupon: { code: 'SAVE10', rule: coupon({ code: 'SAVE10', minCartValuePaise: 100_000 }) },
    });
    expect(short.coupon).toMatchObject({ applied: false, reason: 'Add ₹310 more to use SAVE10' });
    expect(short.discountPaise).toBe(0);
    const other = price({ lines: [line(1, 690)], coupon: { code: 'SAVE20', rule: coupon({ productIds: [P(999)] }) } });
    expect(other.coupon).toMatchObject({ applied: false, reason: COUPON_REASONS.noEligibleItems });
  });

  it('ships free above the threshold (after discounts) and keeps the COD charge unless a code waives it', () => {
    const above = price({ lines: [line(1, 1200)], freeShippingThresholdPaise: 99_900, paymentMethod: 'cod' });
    expect(above.shippingFeePaise).toBe(0);
    expect(above.codFeePaise).toBe(8_000);
    const below = price({ lines: [line(1, 690)], freeShippingThresholdPaise: 99_900 });
    expect(below.shippingFeePaise).toBe(12_000);
    expect(below.nudges).toEqual(['Add ₹309 more for free shipping']);
    expect(below.freeShipping.remainingPaise).toBe(30_900);
    const waived = price({
      lines: [line(1, 690)],
      paymentMethod: 'cod',
      coupon: { code: 'FREESHIP', rule: coupon({ type: 'free_shipping', percentOff: null, waivesCodFee: true }) },
    });
    expect(waived).toMatchObject({ shippingFeePaise: 0, codFeePaise: 0, totalPaise: 69_000 });
  });

  it('carries a refusal found in the database as the coupon reason', () => {
    const result = price({ lines: [line(1, 690)], coupon: { code: 'OLD', refusal: COUPON_REASONS.expired } });
    expect(result.coupon).toEqual({
      code: 'OLD',
      id: null,
      applied: false,
      reason: 'This code has expired',
      discountPaise: 0,
    });
  });
});
