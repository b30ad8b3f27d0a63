import crypto from 'node:crypto';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_TTL_HOURS,
  SHOPPING_MESSAGES,
  VALIDATION,
  type CreateOrderAnswer,
} from '@shop/shared';
import type { Db } from '../../db/client.ts';
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
  place: () => Promise<CreateOrderAnswer>,
  reload: (orderId: string) => Promise<CreateOrderAnswer['order']>,
  now = new Date(),
): Promise<CreateOrderAnswer> {
  if (key === undefined) return place();
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw AppError.badRequest(VALIDATION.missingInformation);
  }
  const requestHash = hashOf(body);
  const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000);
  // A key older than 24 hours is forgotten: the same key then places a new order.
  await repo.forgetExpiredKey(db, userId, key, expired);
  const id = await repo.claimKey(db, { userId, key, requestHash, createdAt: now });

  if (id === undefined) {
    const first = await repo.findKey(db, userId, key);
    if (!first) throw AppError.conflict(SHOPPING_MESSAGES.idempotencyKeyInProgress);
    if (first.requestHash !== requestHash) throw AppError.conflict(SHOPPING_MESSAGES.idempotencyKeyReused);
    if (!first.orderId) throw AppError.conflict(SHOPPING_MESSAGES.idempotencyKeyInProgress);
    const stored = first.response as { razorpayOrder: CreateOrderAnswer['razorpayOrder'] } | null;
    return { order: await reload(first.orderId), razorpayOrder: stored?.razorpayOrder ?? null };
  }

  try {
    const answer = await place();
    await repo.keepAnswer(db, id, {
      orderId: answer.order._id,
      statusCode: 201,
      response: { razorpayOrder: answer.razorpayOrder },
    });
    return answer;
  } catch (error) {
    await repo.releaseClaim(db, id);
    throw error;
  }
}
