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
    /** When the phone was proved by a code sent to it; null until then, and again after it changes. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** True for the demo reviewers the seed creates: people who never signed up themselves. */
    isDemo: boolean('is_demo').notNull().default(false),
    /**
     * Raised when every access token issued so far must stop working (log-out, a password change
     * or reset, a stolen refresh token): each access token carries the version it was issued under.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /**
     * The language the shopper reads the shop in: their mails and WhatsApp messages are written in
     * it. Taken from the language cookie (or Accept-Language) at sign-up, and changed by the
     * language switch while signed in.
     */
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    // A number signs in to one account only: two accounts may carry it, one may have it verified.
    uniqueIndex('users_verified_phone_unique')
      .on(t.phone)
      .where(sql`${t.phoneVerifiedAt} is not null`),
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
    purpose: text('purpose', { enum: ['verify', 'reset', 'phone-login', 'phone-verify'] }).notNull(),
    /** Where the code went: the account's e-mail, or its phone by SMS or WhatsApp. */
    channel: text('channel', { enum: ['email', 'sms', 'whatsapp'] })
      .notNull()
      .default('email'),
    /** The number a phone code went to: one open code per number, and the one a verification proves. */
    phone: text('phone'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('otps_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    index('otps_open_phone_idx')
      .on(t.phone)
      .where(sql`${t.phone} is not null and ${t.consumedAt} is null`),
    check('otps_purpose_check', sql`${t.purpose} in ('verify', 'reset', 'phone-login', 'phone-verify')`),
    check('otps_channel_check', sql`${t.channel} in ('email', 'sms', 'whatsapp')`),
    check('otps_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
