import { and, asc, desc, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import {
  DEAD_SHIPMENT_STATUSES,
  colors,
  orderItems,
  orders,
  products,
  shipmentEvents,
  shipments,
  users,
  variants,
} from '../../db/schema/index.ts';

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;
export type OrderForShipping = typeof orders.$inferSelect & { userName: string; userEmail: string };

/** Statuses a parcel may still move from (the poll asks the courier about these). */
const FINAL = ['delivered', 'returned_to_origin', 'lost', 'cancelled'] as const;

export async function findOrder(db: Queryable, orderId: string): Promise<OrderForShipping | undefined> {
  const [row] = await db
    .select({ order: orders, userName: users.name, userEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row ? { ...row.order, userName: row.userName, userEmail: row.userEmail } : undefined;
}

/** The order's lines with what the courier and the packing slip need: SKU, size and the product's package. */
export function findLines(db: Queryable, orderId: string) {
  return db
    .select({
      id: orderItems.id,
      productName: orderItems.productName,
      colorName: orderItems.colorName,
      size: orderItems.size,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
      sku: variants.sku,
      weightGrams: products.packageWeightGrams,
      lengthCm: products.packageLengthCm,
      breadthCm: products.packageBreadthCm,
      heightCm: products.packageHeightCm,
    })
    .from(orderItems)
    .leftJoin(variants, eq(variants.id, orderItems.variantId))
    .leftJoin(products, eq(products.id, variants.productId))
    .leftJoin(colors, eq(colors.id, variants.colorId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName), asc(orderItems.colorName), asc(orderItems.size));
}
export type LineRow = Awaited<ReturnType<typeof findLines>>[number];

/** The order's own forward parcels: not an exchange's replacement (which names its return). */
const ownForward = (orderId: string) =>
  and(eq(shipments.orderId, orderId), eq(shipments.direction, 'forward'), isNull(shipments.returnId));

/** The order's live forward parcel (not cancelled, back at origin or lost), if any. */
export async function findLiveForward(db: Queryable, orderId: string): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(ownForward(orderId), notInArray(shipments.status, [...DEAD_SHIPMENT_STATUSES])));
  return row;
}

/** The order's forward parcel to show: the live one, or the newest. */
export async function findForward(db: Queryable, orderId: string): Promise<ShipmentRow | undefined> {
  const live = await findLiveForward(db, orderId);
  if (live) return live;
  const [row] = await db
    .select()
    .from(shipments)
    .where(ownForward(orderId))
    .orderBy(sql`${shipments.createdAt} desc`)
    .limit(1);
  return row;
}

/** The return parcel of a return, the newest when there were several (one called off, then booked again). */
export async function findForReturn(db: Queryable, returnId: string): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.returnId, returnId), eq(shipments.direction, 'return')))
    .orderBy(desc(shipments.createdAt))
    .limit(1);
  return row;
}

/** The forward parcel of a return's replacement: the live one, or the newest. */
export async function findReplacement(db: Queryable, returnId: string): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.returnId, returnId), eq(shipments.direction, 'forward')))
    .orderBy(
      sql`case when ${shipments.status} in (${sql.join(
        DEAD_SHIPMENT_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )}) then 1 else 0 end`,
      desc(shipments.createdAt),
    )
    .limit(1);
  return row;
}

export async function findById(db: Queryable, id: string) {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id));
  return row;
}

export async function findByAwb(db: Queryable, awb: string) {
  const [row] = await db.select().from(shipments).where(eq(shipments.awb, awb));
  return row;
}

export async function lockShipment(tx: Tx, id: string) {
  const [row] = await tx.select().from(shipments).where(eq(shipments.id, id)).for('update');
  return row;
}

export async function insertShipment(tx: Tx, row: typeof shipments.$inferInsert) {
  const [inserted] = await tx.insert(shipments).values(row).returning();
  return inserted!;
}

export async function updateShipment(tx: Queryable, id: string, changes: Partial<typeof shipments.$inferInsert>) {
  const [row] = await tx.update(shipments).set(changes).where(eq(shipments.id, id)).returning();
  return row!;
}

/** Records a courier event once: answers false when the parcel already has an event with this id. */
export async function insertEvent(tx: Tx, row: typeof shipmentEvents.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(shipmentEvents)
    .values(row)
    .onConflictDoNothing({ target: [shipmentEvents.shipmentId, shipmentEvents.eventId] })
    .returning({ id: shipmentEvents.id });
  return inserted.length > 0;
}

export function eventsOf(db: Queryable, shipmentId: string) {
  return db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipmentId))
    .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.createdAt));
}

/** Parcels still moving that the shop has heard nothing of since `before`, oldest news first. */
export function findSilent(db: Queryable, provider: string, before: Date, limit: number) {
  return db
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.provider, provider as 'simulated'),
        notInArray(shipments.status, [...FINAL]),
        lt(shipments.lastHeardAt, before),
      ),
    )
    .orderBy(asc(shipments.lastHeardAt))
    .limit(limit);
}

/** Failed deliveries nobody answered before their deadline, not yet handed to the owner. */
export function findUnanswered(db: Queryable, now: Date, limit: number) {
  return db
    .select({ id: shipments.id, orderId: shipments.orderId })
    .from(shipments)
    .where(
      and(
        eq(shipments.status, 'delivery_failed'),
        isNull(shipments.ndrChoice),
        isNull(shipments.ndrOwnerDecidesAt),
        lt(shipments.answerBy, now),
      ),
    )
    .limit(limit);
}

/** Parcels of the simulated courier still moving forward (the demo clock walks them). */
export function findMovingSimulated(db: Queryable, limit: number) {
  return db
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.provider, 'simulated'),
        inArray(shipments.status, ['created', 'picked_up', 'in_transit', 'out_for_delivery']),
      ),
    )
    .limit(limit);
}
