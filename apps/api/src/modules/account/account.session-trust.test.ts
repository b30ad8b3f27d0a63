import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/app.ts';
import { eventually } from '../../../test/instances.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { createSessionVersions, type SessionVersions } from './account.sessions.ts';

const LIFETIME_MS = 15 * 60_000;

/**
 * Two instances on one database, trusting a token's session version without a read once they
 * have heard every revocation since it was issued (no clock margin here, so a token issued now
 * is such a token).
 */
describe('session versions heard, not read', () => {
  let database: Database;
  let statements = 0;
  let here: SessionVersions;
  let there: SessionVersions;

  beforeAll(async () => {
    database = await openTestDatabase({ onStatement: () => statements++ });
    here = await createSessionVersions(database, { accessTokenLifetimeMs: LIFETIME_MS, clockMarginMs: 0 });
    there = await createSessionVersions(database, { accessTokenLifetimeMs: LIFETIME_MS, clockMarginMs: 0 });
  });
  afterAll(async () => {
    await here.close();
    await there.close();
    await database.close();
  });

  async function newUser(): Promise<string> {
    const [row] = await database.db
      .insert(users)
      .values({
        name: 'Trusted Shopper',
        email: `trust-${crypto.randomBytes(6).toString('hex')}@example.in`,
        phone: '9876543210',
        gender: 'other',
        passwordHash: 'not-a-hash',
        isVerified: true,
      })
      .returning({ id: users.id });
    return row!.id;
  }
  const issuedNow = () => Math.ceil(Date.now() / 1000);

  it.runIf(process.env.TEST_DB_KIND !== 'postgres')(
    'counts a token issued after it began hearing revocations without reading the database',
    async () => {
      const userId = await newUser();
      const before = statements;
      expect(await here.holds(userId, 0, issuedNow())).toBe(true);
      expect(statements).toBe(before);
      // A token issued before it began hearing is read.
      expect(await here.holds(userId, 0, Math.floor(Date.now() / 1000) - 3600)).toBe(true);
      expect(statements).toBe(before + 1);
    },
  );

  it('refuses the token once another instance raises the version, and takes the new one', async () => {
    const userId = await newUser();
    const issued = issuedNow();
    expect(await here.holds(userId, 0, issued)).toBe(true);
    await there.revoke(database.db, userId);
    const refused = await eventually(
      () => here.holds(userId, 0, issued),
      (holds) => !holds,
    );
    expect(refused).toBe(false);
    expect(await here.holds(userId, 1, issuedNow())).toBe(true);
  });

  it("refuses a deleted user's token", async () => {
    const userId = await newUser();
    const issued = issuedNow();
    expect(await here.holds(userId, 0, issued)).toBe(true);
    await database.db.delete(users).where(eq(users.id, userId));
    const refused = await eventually(
      () => here.holds(userId, 0, issued),
      (holds) => !holds,
    );
    expect(refused).toBe(false);
  });
});
