import crypto from 'node:crypto';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_TTL_HOURS,
  SHOPPING_MESSAGES,
  VALIDATION,
  type CreateOrderAnswer,
} from '@shop/shared';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import * as repo from './orders.idempotency.repository.ts';

/** The same body, whatever the order of its keys. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

const hashOf = (body: unknown) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');

/**
 * Keeps the key's answer inside the placing transaction, for an order whose answer is whole at its
 * commit (nothing to ask of the payment provider after it): the order and its key's answer commit
 * together, so no crash between them can leave the key held with no answer while the order exists.
 * An order that still needs the provider's order keeps its answer once it has it, after the commit.
 */
export type KeepAnswer = {
  /** The write that keeps the answer, run by the placing transaction with the order's own rows. */
  write: (tx: Tx, orderId: string) => ReturnType<typeof repo.answerKept>;
  /** Told once the order's statement with that write has run. */
  kept: (orderId: string) => void;
};

/**
 * Places an order at most once per `Idempotency-Key` of a user within 24 hours. The key is claimed
 * with a unique row before the order is placed: a retry with the same key and body answers the
 * first result (the order as it is now, and the provider order it got); another body with the key,
 * or a retry while the first is still running, is refused with 409. A refused placement frees the
 * key, so the customer can fix the problem and retry with it.
 */
export async function withIdempotencyKey(
  db: Db,
  userId: string,
  key: string | undefined,
  body: unknown,
  place: (keepAnswer: KeepAnswer | undefined) => Promise<CreateOrderAnswer>,
  reload: (orderId: string) => Promise<CreateOrderAnswer['order']>,
  now = new Date(),
): Promise<CreateOrderAnswer> {
  if (key === undefined) return place(undefined);
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw AppError.badRequest(VALIDATION.missingInformation);
  }
  const requestHash = hashOf(body);
  const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000);
  // A key older than 24 hours is forgotten: the same key then places a new order.
  const id = await repo.claimKey(db, { userId, key, requestHash, createdAt: now }, expired);

  if (id === undefined) {
    const first = await repo.findKey(db, userId, key);
    if (!first) throw AppError.conflict(SHOPPING_MESSAGES.idempotencyKeyInProgress);
    if (first.requestHash !== requestHash) throw AppError.conflict(SHOPPING_MESSAGES.idempotencyKeyReused);
    if (!first.orderId) throw AppError.conflict(SHOPPING_MESSAGES.idempotencyKeyInProgress);
    const stored = first.response as { razorpayOrder: CreateOrderAnswer['razorpayOrder'] } | null;
    return { order: await reload(first.orderId), razorpayOrder: stored?.razorpayOrder ?? null };
  }

  // The order whose transaction kept the answer (a transaction retried after a lock conflict
  // writes a new order, so a kept answer counts only for the order that was placed).
  let keptFor: string | null = null;
  try {
    const answer = await place({
      write: (tx, orderId) => repo.answerKept(tx, id, { orderId, statusCode: 201, response: { razorpayOrder: null } }),
      kept: (orderId) => {
        keptFor = orderId;
      },
    });
    if (keptFor !== answer.order._id) {
      await repo.keepAnswer(db, id, {
        orderId: answer.order._id,
        statusCode: 201,
        response: { razorpayOrder: answer.razorpayOrder },
      });
    }
    return answer;
  } catch (error) {
    // A key whose answer committed with its order stays: the order is placed, and a retry answers
    // it. One whose transaction rolled back is freed, as is any key of a refused placement.
    if (keptFor === null || !(await repo.findKey(db, userId, key))?.orderId) await repo.releaseClaim(db, id);
    throw error;
  }
}
