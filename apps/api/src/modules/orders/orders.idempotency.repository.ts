import { and, eq, lt } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { orderIdempotencyKeys } from '../../db/schema/index.ts';

/** The rows of an order's idempotency key (orders.idempotency.ts holds the rules). */
export type IdempotencyKeyRow = typeof orderIdempotencyKeys.$inferSelect;

const keyOf = (userId: string, key: string) =>
  and(eq(orderIdempotencyKeys.userId, userId), eq(orderIdempotencyKeys.key, key));

/**
 * Claims the key for a request in one statement: a new key is inserted, and a key claimed before
 * `expired` is taken over as if new (its old order forgotten). Answers the claim's id, or
 * undefined when the key is held by a claim younger than `expired`.
 */
export async function claimKey(
  db: Db,
  claim: { userId: string; key: string; requestHash: string; createdAt: Date },
  expired: Date,
): Promise<string | undefined> {
  const claimed = await db
    .insert(orderIdempotencyKeys)
    .values(claim)
    .onConflictDoUpdate({
      target: [orderIdempotencyKeys.userId, orderIdempotencyKeys.key],
      set: {
        requestHash: claim.requestHash,
        createdAt: claim.createdAt,
        orderId: null,
        statusCode: null,
        response: null,
      },
      setWhere: lt(orderIdempotencyKeys.createdAt, expired),
    })
    .returning({ id: orderIdempotencyKeys.id });
  return claimed[0]?.id;
}

export async function findKey(db: Db, userId: string, key: string): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db.select().from(orderIdempotencyKeys).where(keyOf(userId, key));
  return row;
}

/** Keeps the answer of the order the claim placed. */
export async function keepAnswer(
  db: Queryable,
  id: string,
  answer: { orderId: string; statusCode: number; response: unknown },
): Promise<void> {
  await answerKept(db, id, answer);
}

/** The write that keeps the claim's answer, to be run on its own or inside the order's own statement. */
export function answerKept(
  db: Queryable,
  id: string,
  answer: { orderId: string; statusCode: number; response: unknown },
) {
  return db.update(orderIdempotencyKeys).set(answer).where(eq(orderIdempotencyKeys.id, id));
}

/** Gives the claim up (its order was not placed). */
export async function releaseClaim(db: Db, id: string): Promise<void> {
  await db.delete(orderIdempotencyKeys).where(eq(orderIdempotencyKeys.id, id));
}
