import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, SERVER_MESSAGES } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { eventually } from '../../../test/instances.ts';
import { cookieHeader, cookieValue, latestCode, post, signUpAndVerify } from '../../../test/fixtures/account.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import {
  ACCESS_COOKIE,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_COOKIE,
} from '../../plugins/auth.ts';
import { REFRESH_GRACE_SECONDS } from './account.service.ts';

/**
 * Sessions end when they should: a log-out, a password change or a reset ends the access tokens
 * issued before it (on every instance), another site cannot log a shopper out, two tabs
 * refreshing at once keep the session, and a token whose user is gone is refused.
 */
describe('sessions that end when they should', () => {
  let app: TestApp;
  /** A second API instance on the same database. */
  let other: TestApp;
  // Instances of one shop share the signing key.
  const env = { RATE_LIMIT: 'off', JWT_SECRET: crypto.randomBytes(32).toString('hex') };

  beforeAll(async () => {
    app = await createTestApp(env);
    other = await createTestApp(env, { database: app.database });
  });
  afterAll(async () => {
    await other.close();
    await app.close();
  });

  const get = (on: TestApp, url: string, cookie: string, headers: Record<string, string> = {}) =>
    on.inject({ url: `${API_BASE_PATH}${url}`, headers: { cookie, ...headers } });
  const accessOf = (cookie: string) => cookie.split('; ').find((pair) => pair.startsWith(`${ACCESS_COOKIE}=`))!;
  const refreshOf = (cookie: string) => cookie.split('; ').find((pair) => pair.startsWith(`${REFRESH_COOKIE}=`))!;
  const refresh = (on: TestApp, cookie: string, userAgent = 'Firefox/140') =>
    on.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/user/refresh_access_token`,
      headers: { cookie, 'user-agent': userAgent },
    });

  it('ends the access token at log-out (POST, as the web app does), on this instance and on another', async () => {
    const { cookie } = await signUpAndVerify(app);
    const access = accessOf(cookie);
    expect((await get(app, '/user/me', access)).statusCode).toBe(200);
    expect((await get(other, '/cart', access)).statusCode).toBe(200);

    const out = await app.inject({ method: 'POST', url: `${API_BASE_PATH}/user/logout`, headers: { cookie } });
    expect(out.statusCode).toBe(200);

    expect((await get(app, '/user/me', access)).statusCode).toBe(401);
    expect((await get(app, '/cart', access)).statusCode).toBe(401);
    const elsewhere = await eventually(
      () => get(other, '/cart', access),
      (res) => res.statusCode === 401,
    );
    expect(elsewhere.statusCode).toBe(401);
    expect((await refresh(app, refreshOf(cookie))).statusCode).toBe(401);
  });

  it('refuses a log-out another site started, or one that does not show where it came from, and leaves the session alone', async () => {
    const { cookie } = await signUpAndVerify(app);
    const access = accessOf(cookie);
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page.html' },
      // Neither Fetch-Metadata nor a Referer: nothing says the shop's page sent it.
      {},
    ];
    for (const headers of foreign) {
      const res = await get(app, '/user/logout', cookie, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: SERVER_MESSAGES.foreignOrigin });
      expect(res.cookies.filter((c) => c.name === ACCESS_COOKIE)).toEqual([]);
    }
    expect((await get(app, '/user/me', access)).statusCode).toBe(200);
    expect((await refresh(app, refreshOf(cookie))).statusCode).toBe(200);

    // The shop's own page may still log out with GET: by its Fetch-Metadata, or by its Referer alone.
    const own: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', referer: `${app.config.publicUrl}/my-account` },
      { referer: `${app.config.publicUrl}/my-account` },
    ];
    for (const headers of own) {
      const { cookie: mine } = await signUpAndVerify(app);
      const out = await get(app, '/user/logout', mine, headers);
      expect(out.statusCode).toBe(200);
      expect((await get(app, '/user/me', accessOf(mine))).statusCode).toBe(401);
    }
  });

  it('ends the access tokens issued before a password change, on every device; the device that changed it stays in', async () => {
    const { person, cookie } = await signUpAndVerify(app);
    const laptop = cookieHeader(await post(app, '/user/login', { email: person.email, password: person.password }));
    const changed = await post(
      app,
      '/user/change_password',
      { oldPassword: person.password, newPassword: 'A-new-password-42' },
      { cookie },
    );
    expect(changed.statusCode).toBe(200);
    expect((await get(app, '/user/me', accessOf(cookie))).statusCode).toBe(401);
    expect((await get(app, '/user/me', accessOf(laptop))).statusCode).toBe(401);
    expect((await get(app, '/user/me', accessOf(cookieHeader(changed)))).statusCode).toBe(200);
  });

  it('ends the access tokens issued before a password reset', async () => {
    const { person, cookie } = await signUpAndVerify(app);
    expect((await post(app, '/user/forgot_password', { email: person.email })).statusCode).toBe(200);
    const otp = await latestCode(app, person.email);
    const reset = await post(app, '/user/reset_password', { email: person.email, otp, newPassword: 'Reset-pass-42' });
    expect(reset.statusCode).toBe(200);
    expect((await get(app, '/user/me', accessOf(cookie))).statusCode).toBe(401);
    expect((await get(other, '/cart', accessOf(cookie))).statusCode).toBe(401);
  });

  it('gives five tabs refreshing with the same token at once the same new pair, and the session goes on', async () => {
    const { cookie } = await signUpAndVerify(app);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(app, refreshOf(cookie))));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const next = new Set(answers.map((res) => cookieValue(res, REFRESH_COOKIE)));
    expect(next.size).toBe(1);
    for (const res of answers) expect((await get(app, '/user/me', accessOf(cookieHeader(res)))).statusCode).toBe(200);
    expect((await refresh(app, `${REFRESH_COOKIE}=${[...next][0]}`)).statusCode).toBe(200);
  });

  it('treats the same token from another browser, or after the grace window, as stolen: the family ends', async () => {
    for (const reuse of ['another browser', 'too late'] as const) {
      const { cookie } = await signUpAndVerify(app);
      const first = await refresh(app, refreshOf(cookie));
      expect(first.statusCode).toBe(200);
      if (reuse === 'too late') {
        const presented = refreshOf(cookie).slice(`${REFRESH_COOKIE}=`.length);
        await app.db
          .update(refreshTokens)
          .set({ usedAt: new Date(Date.now() - (REFRESH_GRACE_SECONDS + 1) * 1000) })
          .where(eq(refreshTokens.tokenHash, app.refreshTokenKeys.hash(presented)));
      }
      const again = await refresh(app, refreshOf(cookie), reuse === 'another browser' ? 'curl/8.5' : 'Firefox/140');
      expect(again.statusCode, reuse).toBe(401);
      // The rightful newest pair ends too: its refresh token and its access token.
      expect((await refresh(app, refreshOf(cookieHeader(first)))).statusCode, reuse).toBe(401);
      expect((await get(app, '/user/me', accessOf(cookieHeader(first)))).statusCode, reuse).toBe(401);
    }
  });

  it('answers 401, not 500, to a validly signed token whose user no longer exists', async () => {
    // A token issued (five minutes ago, still valid) for a user deleted since, before this instance
    // could hear of it: it checks the database. A token stamped "now" for a user that never existed
    // cannot be issued, and an instance listening for longer than the clocks' margin would trust
    // it without a look (that made this test fail on a slow machine).
    const issuedAt = Math.floor(Date.now() / 1000) - 300;
    const token = await new SignJWT({ role: 'user', sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(crypto.randomUUID())
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(new TextEncoder().encode(env.JWT_SECRET));
    const signed = `${ACCESS_COOKIE}=${token}`;
    expect((await get(app, '/cart', signed)).statusCode).toBe(401);
    expect((await get(app, '/wishlist', signed)).statusCode).toBe(401);

    // A user deleted while signed in: every instance hears of it from the database.
    const { cookie, user } = await signUpAndVerify(app);
    const access = accessOf(cookie);
    expect((await get(other, '/cart', access)).statusCode).toBe(200);
    await app.db.delete(users).where(eq(users.id, user._id));
    for (const instance of [app, other]) {
      const gone = await eventually(
        () => get(instance, '/user/me', access),
        (res) => res.statusCode === 401,
      );
      expect(gone.statusCode).toBe(401);
      expect((await get(instance, '/cart', access)).statusCode).toBe(401);
    }
  });
});
