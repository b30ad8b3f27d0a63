import { and, asc, count, desc, eq, isNotNull, isNull, lt, gt, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { addresses, orders, otps, refreshTokens, users } from '../../db/schema/index.ts';

/** The database or an open transaction: every query runs on either. */
export type { Queryable };
export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type OtpRow = typeof otps.$inferSelect;
export type OtpPurpose = OtpRow['purpose'];
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

// Users

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

/** The account that has this number verified (at most one: a unique index says so). */
export async function findUserByVerifiedPhone(db: Queryable, phone: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)))
    .limit(1);
  return row;
}

/** Marks the number verified, only while it is still the profile's: undefined when it changed. */
export async function markPhoneVerified(
  db: Queryable,
  id: string,
  phone: string,
  at: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ phoneVerifiedAt: at })
    .where(and(eq(users.id, id), eq(users.phone, phone)))
    .returning();
  return row;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Locks the user's row until the transaction ends, so OTP issuing for one user runs one at a time. */
export async function lockUser(tx: Tx, id: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

export async function insertUser(db: Queryable, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Queryable,
  id: string,
  patch: Partial<
    Pick<UserRow, 'name' | 'phone' | 'gender' | 'passwordHash' | 'isVerified' | 'phoneVerifiedAt' | 'language'>
  >,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
}

// Addresses: every query is scoped by owner, so another user's address is simply not found.

export function listAddresses(db: Queryable, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
}

/** The address, way to pay and contact of the customer's newest order (cancelled ones too: the choice was theirs). */
export async function findLastOrderChoices(db: Queryable, userId: string) {
  const [row] = await db
    .select({ paymentMethod: orders.paymentMethod, shippingAddress: orders.shippingAddress, contact: orders.contact })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(1);
  return row;
}

export async function findAddress(db: Queryable, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

export async function countAddresses(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

export async function insertAddress(db: Queryable, values: typeof addresses.$inferInsert): Promise<AddressRow> {
  const [row] = await db.insert(addresses).values(values).returning();
  return row!;
}

export async function updateAddress(
  db: Queryable,
  userId: string,
  id: string,
  patch: Partial<Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt'>>,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set(patch)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

export async function deleteAddress(db: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

// One-time codes

/** The newest code of this purpose, used or not: the resend wait counts from it. */
export async function findNewestOtp(db: Queryable, userId: string, purpose: OtpPurpose): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(otps)
    .where(and(eq(otps.userId, userId), eq(otps.purpose, purpose)))
    .orderBy(desc(otps.createdAt))
    .limit(1);
  return row;
}

/** The newest code of this purpose not yet used: the only one that can still be entered. */
export async function findOpenOtp(db: Queryable, userId: string, purpose: OtpPurpose): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(otps)
    .where(and(eq(otps.userId, userId), eq(otps.purpose, purpose), isNull(otps.consumedAt)))
    .orderBy(desc(otps.createdAt))
    .limit(1);
  return row;
}

/** Closes every open code of this purpose, so only the newest one sent can be used. */
export async function closeOtps(db: Queryable, userId: string, purpose: OtpPurpose, at: Date): Promise<void> {
  await db
    .update(otps)
    .set({ consumedAt: at })
    .where(and(eq(otps.userId, userId), eq(otps.purpose, purpose), isNull(otps.consumedAt)));
}

/** Closes every open code sent to this number, whoever asked for it: one live code per number. */
export async function closePhoneOtps(db: Queryable, phone: string, at: Date): Promise<void> {
  await db
    .update(otps)
    .set({ consumedAt: at })
    .where(and(eq(otps.phone, phone), isNull(otps.consumedAt)));
}

export async function insertOtp(db: Queryable, values: typeof otps.$inferInsert): Promise<void> {
  await db.insert(otps).values(values);
}

export async function deleteOtp(db: Queryable, id: string): Promise<void> {
  await db.delete(otps).where(eq(otps.id, id));
}

/** Counts one wrong try, atomically and never past `max`; the new count, or undefined when already void. */
export async function recordWrongOtp(db: Queryable, id: string, max: number): Promise<number | undefined> {
  const [row] = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(and(eq(otps.id, id), lt(otps.attempts, max), isNull(otps.consumedAt)))
    .returning({ attempts: otps.attempts });
  return row?.attempts;
}

/** Uses the code once: false when it was used, voided or expired in the meantime. */
export async function consumeOtp(db: Queryable, id: string, max: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otps)
    .set({ consumedAt: now })
    .where(and(eq(otps.id, id), isNull(otps.consumedAt), lt(otps.attempts, max), gt(otps.expiresAt, now)))
    .returning({ id: otps.id });
  return rows.length > 0;
}

// Refresh tokens

export async function insertRefreshToken(db: Queryable, values: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: Queryable, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/**
 * Marks a token used exactly once, keeping its successor sealed beside it: false when someone
 * else used (or revoked) it first.
 */
export async function claimRefreshToken(
  db: Queryable,
  id: string,
  now: Date,
  usedBy: string,
  successorSealed: string,
): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: now, usedBy, successorSealed })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

export async function revokeFamily(db: Queryable, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllOfUser(db: Queryable, userId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Expired tokens can no longer be used or reused: forgetting them keeps the table small. */
export async function deleteExpiredRefreshTokens(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.delete(refreshTokens).where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, now)));
}

// Session versions (account.sessions.ts: a user's access tokens hold while their version does)

/** The user's session version, or undefined for a user that is not there. */
export async function findSessionVersion(db: Queryable, userId: string): Promise<number | undefined> {
  const [row] = await db.select({ version: users.sessionVersion }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.version;
}

/** Revokes the user's access tokens: their session version goes up by one; answers the new one. */
export async function bumpSessionVersion(db: Queryable, userId: string): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ version: users.sessionVersion });
  return row?.version;
}
