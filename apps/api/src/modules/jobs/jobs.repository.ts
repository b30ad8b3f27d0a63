import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';

/**
 * The numbers of the given orders and their customers' e-mails (whom an order's mails go to), by
 * id (an id with no order is left out).
 */
export async function orderFacts(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, { orderNumber: number; email: string }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.id, [...orderIds]));
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}
