import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    gender: text('gender', { enum: ['male', 'female', 'other'] }).notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    passwordHash: text('password_hash').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    /** True for the demo reviewers the seed creates: people who never signed up themselves. */
    isDemo: boolean('is_demo').notNull().default(false),
    /**
     * Raised when every access token issued so far must stop working (log-out, a password change
     * or reset, a stolen refresh token): each access token carries the version it was issued under.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    check('users_gender_check', sql`${t.gender} in ('male', 'female', 'other')`),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    /** Who takes the parcel; null: the account's own name. */
    recipientName: text('recipient_name'),
    houseNumber: text('house_number').notNull(),
    street: text('street').notNull(),
    colony: text('colony').notNull(),
    landmark: text('landmark'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('India'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.createdAt)],
);

/** Refresh tokens are stored as keyed hashes (HMAC with the server's secret); every rotation stays in its family so reuse can revoke it whole. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Who used it (a hash of the browser's User-Agent): the same browser may use it again briefly. */
    usedBy: text('used_by'),
    /**
     * The token that followed this one, sealed with the server's key: given again to the browser
     * that used this one if it asks again within the grace window.
     */
    successorSealed: text('successor_sealed'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.familyId)],
);

export const otps = pgTable(
  'otps',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('otps_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    check('otps_purpose_check', sql`${t.purpose} in ('verify', 'reset')`),
    check('otps_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
