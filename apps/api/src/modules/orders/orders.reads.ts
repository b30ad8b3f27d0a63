import type { Queryable } from '../../db/client.ts';
import * as repo from './orders.repository.ts';

/**
 * What other modules read of the orders' tables, as functions of the module rather than its
 * repository's queries: the repository can change its shape without reaching them.
 */

/** The order's lines as a discount is split over them: id and what each was sold for (paise). */
export function findLineValues(db: Queryable, orderId: string) {
  return repo.findLineValues(db, orderId);
}

/** Units delivered per colour, product name and size (a return rate's denominator). */
export function deliveredUnitsBySize(db: Queryable) {
  return repo.deliveredUnitsBySize(db);
}

/** Who placed the order and where it was placed (`cart` when the client did not say): the shopper funnel's count. */
export async function checkoutOf(db: Queryable, orderId: string) {
  const row = await repo.findCheckoutOf(db, orderId);
  return row ? { userId: row.userId, path: row.path ?? ('cart' as const) } : undefined;
}
