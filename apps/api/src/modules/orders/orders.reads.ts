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

/**
 * The shopper funnel's last two steps, counted from the orders themselves when the owner reads
 * them: shoppers who placed an order, and whose order became firm, per IST day and way.
 */
export function checkoutStepsSince(db: Queryable, firstDay: string) {
  return repo.countCheckoutSteps(db, firstDay);
}
