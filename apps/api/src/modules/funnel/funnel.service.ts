import crypto from 'node:crypto';
import {
  FUNNEL_DAYS,
  FUNNEL_PATHS,
  SHOP_TIME_ZONE,
  dropOffPercent,
  shopDay,
  type DashboardFunnel,
  type FunnelBeaconBody,
  type FunnelCounts,
  type FunnelPath,
  type FunnelPathFigures,
} from '@shop/shared';
import type { Db, Queryable } from '../../db/client.ts';
import type { LineAdded } from '../cart/index.ts';
import { checkoutStepsSince } from '../orders/index.ts';
import * as repo from './funnel.repository.ts';

/** What counting needs: the database and the shop's secret the visitors' marks are keyed with. */
export type FunnelDeps = { db: Queryable; secret: string };

/**
 * A visitor's mark for one day: an HMAC of the day and the id (a visit cookie's or a customer's)
 * under the shop's secret. The same visitor gives the same mark all day and an unrelated one the
 * next, and the id cannot be read back from it.
 */
export function markOf(secret: string, day: string, id: string): string {
  return crypto.createHmac('sha256', secret).update(`funnel:${day}:${id}`).digest('base64url').slice(0, 22);
}

const count = (deps: FunnelDeps, at: Date, id: string, marks: readonly repo.Mark[]) => {
  const day = shopDay(at);
  return repo.countOnce(deps.db, day, markOf(deps.secret, day, id), marks);
};

/**
 * What the storefront's beacon counts. Buy now opens its sheet on a size chosen: that tap is the
 * sheet's add to bag and its checkout at once, so the sheet's opening marks both.
 */
export function beaconMarks(body: FunnelBeaconBody): repo.Mark[] {
  if (body.step === 'view') return [{ step: 'view', path: 'all' }];
  if (body.path === 'sheet')
    return [
      { step: 'add', path: 'sheet' },
      { step: 'checkout', path: 'sheet' },
    ];
  return [{ step: 'checkout', path: 'cart' }];
}

/** A product view or a checkout opened, by the visitor of the visit cookie. */
export function countVisit(deps: FunnelDeps, visitId: string, body: FunnelBeaconBody, now = new Date()) {
  return count(deps, now, `visit:${visitId}`, beaconMarks(body));
}

/**
 * A line put in a bag from the product page (the cart's path). The sheet's own line is not
 * counted again: its add was the tap that opened it.
 */
export function lineAddedCounter(deps: FunnelDeps, log: { warn(o: object, m: string): void }): LineAdded {
  return async ({ userId, via }) => {
    if (via === 'sheet') return;
    // A count that fails is lost, never the shopper's line.
    await count(deps, new Date(), `user:${userId}`, [{ step: 'add', path: 'cart' }]).catch((err: unknown) =>
      log.warn({ err }, 'funnel: an add to bag was not counted'),
    );
  };
}

/** Marks are the figures: kept for the longest window the owner can read, today included. */
export const MARKS_KEPT_DAYS = FUNNEL_DAYS.max - 1;

export function forgetOldMarks(db: Db, now = new Date()) {
  return repo.deleteMarksBefore(db, addDays(shopDay(now), -MARKS_KEPT_DAYS));
}

/** 'YYYY-MM-DD' moved by whole days, on the calendar alone. */
function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

const none = (): FunnelCounts => ({ view: 0, add: 0, checkout: 0, placed: 0, confirmed: 0 });

function figuresOf(path: FunnelPath, counts: FunnelCounts): FunnelPathFigures {
  return {
    path,
    counts,
    dropOff: {
      add: dropOffPercent(counts.view, counts.add),
      checkout: dropOffPercent(counts.add, counts.checkout),
      placed: dropOffPercent(counts.checkout, counts.placed),
      confirmed: dropOffPercent(counts.placed, counts.confirmed),
    },
  };
}

/**
 * The funnel of the last `days` IST days, today included, oldest first, each path with the day's
 * product views; and the days added up per path.
 */
export async function funnelPerDay(db: Db, days: number, now = new Date()): Promise<DashboardFunnel> {
  const today = shopDay(now);
  const dates = Array.from({ length: days }, (_, i) => addDays(today, i - days + 1));
  // Views, adds and checkouts from the visitors' marks; placed and confirmed from the orders.
  const [marks, orders] = await Promise.all([repo.countsSince(db, dates[0]!), checkoutStepsSince(db, dates[0]!)]);
  const rows = [...marks.filter((row) => row.step !== 'placed' && row.step !== 'confirmed'), ...orders];
  const byDay = new Map(dates.map((date) => [date, new Map(FUNNEL_PATHS.map((path) => [path, none()]))]));
  for (const row of rows) {
    const paths = byDay.get(row.day);
    if (!paths) continue;
    for (const [path, counts] of paths) {
      if (row.path === 'all' || row.path === path) counts[row.step] += row.count;
    }
  }
  const total = new Map(FUNNEL_PATHS.map((path) => [path, none()]));
  for (const paths of byDay.values()) {
    for (const [path, counts] of paths) {
      const sum = total.get(path)!;
      for (const step of Object.keys(counts) as (keyof FunnelCounts)[]) sum[step] += counts[step];
    }
  }
  return {
    timeZone: SHOP_TIME_ZONE,
    days: dates.map((date) => ({
      date,
      paths: [...byDay.get(date)!].map(([path, counts]) => figuresOf(path, counts)),
    })),
    total: [...total].map(([path, counts]) => figuresOf(path, counts)),
  };
}
