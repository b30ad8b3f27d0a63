import { z } from 'zod';
import { FUNNEL_TEXTS } from './funnel.texts.ts';

/**
 * The ways from a product to an order: the cart (Add to cart, then the checkout page) or the
 * buy-now sheet (one sheet from the product page to a placed order).
 */
export const FUNNEL_PATHS = ['cart', 'sheet'] as const;
export const FunnelPath = z.enum(FUNNEL_PATHS, { error: FUNNEL_TEXTS.pathInvalid });
export type FunnelPath = z.infer<typeof FunnelPath>;

/**
 * The steps in order. `view`: a product page seen (before any path is chosen); `add`: a line put in
 * the bag (for the sheet, tapping Buy now, which opens it); `checkout`: the checkout page or the
 * sheet opened; `placed`: an order placed; `confirmed`: the order firm, paid online or cash on
 * delivery the shop (or the shopper's confirmation) accepted.
 */
export const FUNNEL_STEPS = ['view', 'add', 'checkout', 'placed', 'confirmed'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** The days the owner may ask for, today (IST) included. */
export const FUNNEL_DAYS = { min: 1, max: 90, default: 7 } as const;

/**
 * How often the beacon may be called: per visitor (their visit cookie), and per client address,
 * which many shoppers may share (an office, a mobile network) and a robot without cookies cannot
 * pass.
 */
export const FUNNEL_BEACON_LIMITS = {
  visitor: { max: 60, minutes: 1 },
  ip: { max: 600, minutes: 1 },
} as const;

/** What the storefront tells the server: a product page seen, or a checkout opened on a path. */
export const FunnelBeaconBody = z.discriminatedUnion(
  'step',
  [
    z.strictObject({ step: z.literal('view') }, { error: FUNNEL_TEXTS.pathOnlyAtCheckout }),
    z.object({ step: z.literal('checkout'), path: FunnelPath }),
  ],
  { error: FUNNEL_TEXTS.stepInvalid },
);
export type FunnelBeaconBody = z.infer<typeof FunnelBeaconBody>;

export const FunnelQuery = z.object({
  days: z.coerce
    .number({ error: FUNNEL_TEXTS.daysInvalid })
    .int({ error: FUNNEL_TEXTS.daysInvalid })
    .min(FUNNEL_DAYS.min, { error: FUNNEL_TEXTS.daysInvalid })
    .max(FUNNEL_DAYS.max, { error: FUNNEL_TEXTS.daysInvalid })
    .default(FUNNEL_DAYS.default),
});
export type FunnelQuery = z.infer<typeof FunnelQuery>;

/** Shoppers counted at each step: each at most once per step and day. */
export const FunnelCounts = z.object({
  view: z.number().int(),
  add: z.number().int(),
  checkout: z.number().int(),
  placed: z.number().int(),
  confirmed: z.number().int(),
});
export type FunnelCounts = z.infer<typeof FunnelCounts>;

/**
 * The share of the step before that did not reach this one, in per cent with one decimal; null
 * when nobody reached the step before. `view` is the first step and has none.
 */
export const FunnelDropOff = z.object({
  add: z.number().nullable(),
  checkout: z.number().nullable(),
  placed: z.number().nullable(),
  confirmed: z.number().nullable(),
});
export type FunnelDropOff = z.infer<typeof FunnelDropOff>;

/** One path's funnel: `view` is every product view of the day, shared by both paths. */
export const FunnelPathFigures = z.object({ path: FunnelPath, counts: FunnelCounts, dropOff: FunnelDropOff });
export type FunnelPathFigures = z.infer<typeof FunnelPathFigures>;

export const FunnelDay = z.object({
  /** The IST calendar day, YYYY-MM-DD. */
  date: z.string(),
  paths: z.array(FunnelPathFigures),
});
export type FunnelDay = z.infer<typeof FunnelDay>;

/** The funnel per day (oldest first) and over all the days asked for (each day's shoppers added up). */
export const DashboardFunnel = z.object({
  timeZone: z.string(),
  days: z.array(FunnelDay),
  total: z.array(FunnelPathFigures),
});
export type DashboardFunnel = z.infer<typeof DashboardFunnel>;

/** Drop-off from `before` to `after` in per cent (one decimal); null when nobody was before. */
export function dropOffPercent(before: number, after: number): number | null {
  if (before === 0) return null;
  // A shopper counted at a later step without the earlier one (a cookie cleared, an order placed
  // from another device) is no negative drop-off.
  return Math.round(Math.max(0, 1 - after / before) * 1000) / 10;
}
