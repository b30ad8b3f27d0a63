import { formatInr } from '../money.ts';

/** Why a coupon code does not apply, in the shopper's words (the cart, checkout and the 422 of POST /order). */
/**
 * Why a typed code does not apply. A code that does not exist, has not started, or is for first
 * orders only when the shopper has ordered before all get `unknown`: an answer that told them
 * apart would confirm to a guesser that a private code exists.
 */
export const COUPON_REASONS = {
  unknown: 'This code is not valid',
  expired: 'This code has expired',
  usedUp: 'This code has been fully used',
  alreadyUsed: 'Already used',
  prepaidOnly: 'This code is for prepaid (online) orders only',
  noEligibleItems: 'This code does not apply to these items',
  minCartValue: (shortRupees: number, code: string) => `Add ${formatInr(shortRupees)} more to use ${code}`,
  offerSavesMore: 'Your offer already saves you more than this code',
} as const;

export const PROMOTION_TEXTS = {
  couponCreated: 'Coupon created',
  couponUpdated: 'Coupon updated',
  couponEnded: 'Coupon ended',
  offerCreated: 'Offer created',
  offerUpdated: 'Offer updated',
  offerEnded: 'Offer ended',
  settingsSaved: 'Promotion settings saved',
  couponNotFound: 'Coupon not found',
  offerNotFound: 'Offer not found',
  couponCodeTaken: 'A coupon with this code already exists',
  unsubscribed: 'You will not get marketing mails from us any more.',
  unsubscribeInvalid: 'This unsubscribe link is not valid',
  /** The cart's nudges toward an offer and free shipping. */
  bundleNudge: (more: number, quantity: number, priceRupees: number) =>
    `Add ${more} more to get ${quantity} for ${formatInr(priceRupees)}`,
  buyGetNudge: (more: number, name: string) => `Add ${more} more to get ${name}`,
  freeShippingNudge: (shortRupees: number) => `Add ${formatInr(shortRupees)} more for free shipping`,
  freeShippingReached: 'You get free shipping',
  couponLabel: 'Coupon code',
  apply: 'Apply',
  remove: 'Remove',
  quoteFailed: 'Could not work out your total',
  fetchFailed: 'Could not load promotions',
  saveFailed: 'Could not save',
} as const;

/** The % off an MRP shows beside the selling price ('23% off'), rounded down so it never overstates. */
export const percentOffMrp = (price: number, mrp: number) => Math.floor(((mrp - price) / mrp) * 100);

export const PROMOTION_CHECKS = {
  codeInvalid: 'Use 3 to 20 letters, digits or dashes',
  percentRange: 'A percentage must be between 1 and 100',
  valuePositive: 'The value must be above 0',
  endsBeforeStart: 'The end must come after the start',
  bundleFields: 'A bundle needs a quantity of at least 2 and a price',
  buyGetFields: 'Buy X get Y needs both quantities',
  amount: 'Enter an amount in rupees above 0',
  count: 'Enter a whole number from 1',
  offerName: 'Give the offer a name of up to 80 characters',
  pieces: 'Enter a whole number of pieces from 1 to 20',
  bundlePieces: 'A bundle is 2 to 20 pieces',
  percentOff: 'Enter a whole percentage from 1 to 100',
  reminderHours: `Enter whole hours from 1 to ${24 * 14}`,
} as const;
