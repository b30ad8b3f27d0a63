import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  API_BASE_PATH,
  SERVER_MESSAGES,
  SESSION_HINT_COOKIE,
  SUCCESS,
  SessionAnswer,
  VALIDATION,
  envelope,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { otps, refreshTokens, users } from '../../db/schema/index.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../plugins/auth.ts';
import { REFRESH_GRACE_SECONDS } from './account.service.ts';
import {
  codeIn,
  cookieHeader,
  cookieValue,
  expectNoSecrets,
  latestCode,
  mailsTo,
  newPerson,
  otherCode,
  post,
  signUpAndVerify,
} from '../../../test/fixtures/account.ts';

let app: TestApp;

beforeAll(async () => {
  // The limits have their own tests; here every rule is exercised many times over.
  app = await createTestApp({ RATE_LIMIT: 'off' });
});
afterAll(() => app.close());

const userRow = async (email: string) =>
  (
    await app.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
  )[0]!;
const openOtp = async (userId: string) =>
  (await app.db.select().from(otps).where(eq(otps.userId, userId))).find((o) => !o.consumedAt)!;
const me = (cookie: string) => app.inject({ method: 'GET', url: `${API_BASE_PATH}/user/me`, headers: { cookie } });
const refresh = (refreshToken: string) =>
  app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/user/refresh_access_token`,
    headers: { cookie: `${REFRESH_COOKIE}=${refreshToken}` },
  });

describe('POST /user/register', () => {
  it('creates an unverified user with an argon2id hash and mails a 6-digit code', async () => {
    const person = newPerson();
    const res = await post(app, '/user/register', person);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: SUCCESS.registered, data: { email: person.email } });
    expect(res.cookies).toHaveLength(0);

    const row = await userRow(person.email);
    expect(row.isVerified).toBe(false);
    expect(row.role).toBe('user');
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);

    const [mail] = await mailsTo(app, person.email);
    expect(mail).toContain('Subject: Verify your StoryFit account');
    expect(mail).toContain('Content-Type: text/html');
    expect(codeIn(mail!)).toMatch(/^\d{6}$/);
  });

  it('never takes role or verified from the client', async () => {
    const person = newPerson({ role: 'admin', isVerified: true, verified: true });
    expect((await post(app, '/user/register', person)).statusCode).toBe(201);
    const row = await userRow(person.email);
    expect(row.role).toBe('user');
    expect(row.isVerified).toBe(false);
  });

  it('stores the code hashed, never as typed', async () => {
    const person = newPerson();
    await post(app, '/user/register', person);
    const code = await latestCode(app, person.email);
    const otp = await openOtp((await userRow(person.email)).id);
    expect(otp.codeHash).not.toContain(code);
    expect(otp.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(otp.expiresAt.getTime() - otp.createdAt.getTime()).toBe(10 * 60 * 1000);
  });

  it('refuses a taken e-mail, whatever its case, with 409', async () => {
    const person = newPerson();
    await post(app, '/user/register', person);
    const again = await post(app, '/user/register', { ...person, email: person.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, code: 'CONFLICT', message: SERVER_MESSAGES.emailTaken });
  });

  it.each([
    ['name', { name: '  ' }, VALIDATION.nameRequired],
    ['email', { email: '' }, VALIDATION.emailRequired],
    ['email', { email: 'asha@' }, VALIDATION.emailInvalid],
    ['password', { password: '' }, VALIDATION.passwordRequired],
    ['phone', { phone: '' }, VALIDATION.phoneRequired],
    ['phone', { phone: '98765' }, VALIDATION.phoneInvalid],
    ['phone', { phone: '98765432101' }, VALIDATION.phoneInvalid],
    ['gender', { gender: 'robot' }, VALIDATION.genderRequired],
    ['gender', { gender: undefined }, VALIDATION.genderRequired],
  ])('refuses a bad %s with its shared message', async (field, change, message) => {
    const res = await post(app, '/user/register', newPerson(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });
});

describe('verification', () => {
  it('refuses to sign in before verification, saying to verify', async () => {
    const person = newPerson();
    await post(app, '/user/register', person);
    const res = await post(app, '/user/login', { email: person.email, password: person.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, code: 'NOT_VERIFIED', message: SERVER_MESSAGES.notVerified });
    expect(res.cookies).toHaveLength(0);
  });

  it('verifies with the mailed code and signs the user in', async () => {
    const person = newPerson();
    await post(app, '/user/register', person);
    const res = await post(app, '/user/verify_user', { email: person.email, otp: await latestCode(app, person.email) });
    expect(res.statusCode).toBe(200);
    const body = envelope(SessionAnswer).parse(res.json());
    expect(body.message).toBe(SUCCESS.verified);
    expect(body.data.user).toMatchObject({ email: person.email, isVerified: true, role: 'user', addresses: [] });

    const access = res.cookies.find((c) => c.name === ACCESS_COOKIE)!;
    expect(access).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 900 });
    expect(access.secure).toBeFalsy();
    const refreshCookies = res.cookies.filter((c) => c.name === REFRESH_COOKIE);
    expect(refreshCookies.map((c) => c.path).sort()).toEqual([
      `${API_BASE_PATH}/user/logout`,
      `${API_BASE_PATH}/user/refresh_access_token`,
    ]);
    expect(refreshCookies.every((c) => c.httpOnly && c.sameSite === 'Lax')).toBe(true);
    // The page reads the hint, which says only that a session exists.
    const hint = res.cookies.find((c) => c.name === SESSION_HINT_COOKIE)!;
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint.httpOnly).toBeFalsy();
    expect(hint.maxAge).toBeGreaterThanOrEqual(refreshCookies[0]!.maxAge!);
    expect((await me(cookieHeader(res, ACCESS_COOKIE))).json().data.user.email).toBe(person.email);

    const login = await post(app, '/user/login', { email: person.email, password: person.password });
    expect(login.statusCode).toBe(200);
  });

  it('a used code cannot be used again', async () => {
    const { person } = await signUpAndVerify(app);
    const code = await latestCode(app, person.email);
    const again = await post(app, '/user/verify_user', { email: person.email, otp: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(SERVER_MESSAGES.otpInvalid);
  });

  it('voids the code after five wrong tries, even for the right code afterwards', async () => {
    const person = newPerson();
    await post(app, '/user/register', person);
    const code = await latestCode(app, person.email);
    const wrong = otherCode(code);
    for (let i = 1; i <= 4; i++) {
      const res = await post(app, '/user/verify_user', { email: person.email, otp: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: SERVER_MESSAGES.otpInvalid,
        errors: { otp: SERVER_MESSAGES.otpInvalid },
      });
    }
    const fifth = await post(app, '/user/verify_user', { email: person.email, otp: wrong });
    expect(fifth.json().message).toBe(SERVER_MESSAGES.otpVoided);
    const right = await post(app, '/user/verify_user', { email: person.email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(SERVER_MESSAGES.otpVoided);
    expect((await userRow(person.email)).isVerified).toBe(false);
  });

  it('refuses an expired code', async () => {
    const person = newPerson();
    await post(app, '/user/register', person);
    const code = await latestCode(app, person.email);
    const { id } = await userRow(person.email);
    await app.db
      .update(otps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otps.userId, id));
    const res = await post(app, '/user/verify_user', { email: person.email, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SERVER_MESSAGES.otpExpired);
  });

  it('validates the e-mail and the 6-digit code', async () => {
    const missing = await post(app, '/user/verify_user', { email: 'asha@example.in', otp: '' });
    expect(missing.json().errors.otp).toBe(VALIDATION.otpRequired);
    const short = await post(app, '/user/verify_user', { email: 'asha@example.in', otp: '12345' });
    expect(short.json().errors.otp).toBe(VALIDATION.otpDigits);
    const email = await post(app, '/user/verify_user', { email: 'nope', otp: '123456' });
    expect(email.json().errors.email).toBe(VALIDATION.emailInvalid);
  });

  it('an unknown e-mail learns only that the code is invalid', async () => {
    const res = await post(app, '/user/verify_user', { email: 'nobody@example.in', otp: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SERVER_MESSAGES.otpInvalid);
  });
});

describe('POST /user/resend_otp', () => {
  it('refuses a resend inside 60 seconds with 429 and a clear message', async () => {
    const person = newPerson();
    await post(app, '/user/register', person);
    const res = await post(app, '/user/resend_otp', { email: person.email });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Please wait (60|59) seconds before requesting a new OTP$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    expect(await mailsTo(app, person.email)).toHaveLength(1);
  });

  it('sends a new code after 60 seconds, and only the new code works', async () => {
    const person = newPerson();
    await post(app, '/user/register', person);
    const first = await latestCode(app, person.email);
    const { id } = await userRow(person.email);
    await app.db
      .update(otps)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(otps.userId, id));
    const res = await post(app, '/user/resend_otp', { email: person.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SUCCESS.otpResent);
    const mails = await mailsTo(app, person.email);
    expect(mails).toHaveLength(2);
    const second = codeIn(mails[1]!);
    if (first !== second) {
      const old = await post(app, '/user/verify_user', { email: person.email, otp: first });
      expect(old.statusCode).toBe(400);
    }
    expect((await post(app, '/user/verify_user', { email: person.email, otp: second })).statusCode).toBe(200);
  });

  it('answers the same for unknown and verified e-mails, sending nothing', async () => {
    const { person } = await signUpAndVerify(app);
    for (const email of ['nobody@example.in', person.email]) {
      const res = await post(app, '/user/resend_otp', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(SUCCESS.otpResent);
    }
    expect(await mailsTo(app, person.email)).toHaveLength(1);
    expect(await mailsTo(app, 'nobody@example.in')).toHaveLength(0);
  });

  it('needs a valid e-mail', async () => {
    const res = await post(app, '/user/resend_otp', { email: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toBe(VALIDATION.resendEmailInvalid);
  });
});

describe('POST /user/login and its alias POST /auth', () => {
  it('signs in, answering the user without any secret', async () => {
    const { person } = await signUpAndVerify(app);
    const res = await post(app, '/user/login', { email: ` ${person.email.toUpperCase()} `, password: person.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SUCCESS.loggedIn);
    expect(res.json().data.user.email).toBe(person.email);
    const row = await userRow(person.email);
    expectNoSecrets(res.json(), [row.passwordHash, person.password, cookieValue(res, REFRESH_COOKIE)!]);
  });

  it('POST /auth does the same', async () => {
    const { person } = await signUpAndVerify(app);
    const res = await post(app, '/auth', { email: person.email, password: person.password });
    expect(res.statusCode).toBe(200);
    expect(cookieValue(res, ACCESS_COOKIE)).toBeTruthy();
  });

  it("says 'Invalid email or password' alike for a wrong password and an unknown e-mail", async () => {
    const { person } = await signUpAndVerify(app);
    const wrong = await post(app, '/user/login', { email: person.email, password: 'not-the-password' });
    const unknown = await post(app, '/user/login', { email: 'ghost@example.in', password: 'whatever-123' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'UNAUTHENTICATED',
        message: SERVER_MESSAGES.invalidCredentials,
      });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('validates with the shared messages', async () => {
    const res = await post(app, '/user/login', { email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ email: VALIDATION.emailRequired, password: VALIDATION.passwordRequired });
  });
});

describe('sessions: GET /user/me, refresh and logout', () => {
  it('GET /user/me needs a session', async () => {
    const res = await me('');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(SERVER_MESSAGES.unauthenticated);
  });

  it('rotates the refresh token on every refresh, answering the user', async () => {
    const { res } = await signUpAndVerify(app);
    const first = cookieValue(res, REFRESH_COOKIE)!;
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    const second = cookieValue(rotated, REFRESH_COOKIE)!;
    expect(second).not.toBe(first);
    expect(rotated.json().data.user.email).toBeTruthy();
    expect(cookieValue(rotated, ACCESS_COOKIE)).toBeTruthy();
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it('stores refresh tokens only hashed', async () => {
    const { res, user } = await signUpAndVerify(app);
    const token = cookieValue(res, REFRESH_COOKIE)!;
    const rows = await app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
  });

  it('an old refresh token does not lead to the live one: successors are random, stored under a keyed hash', async () => {
    const { res, user } = await signUpAndVerify(app);
    const stolen = cookieValue(res, REFRESH_COOKIE)!;
    let live = stolen;
    for (let i = 0; i < 3; i++) live = cookieValue(await refresh(live), REFRESH_COOKIE)!;

    // The chain anyone could compute from the stolen token while successors were derived from it.
    let derived = stolen;
    for (let i = 0; i < 3; i++) {
      derived = crypto.createHash('sha256').update(`successor:${derived}`).digest('base64url');
      expect(derived).not.toBe(live);
      expect((await refresh(derived)).statusCode).toBe(401);
    }
    // Nor does the table say which token is live: its hashes are not plain digests of the tokens.
    const rows = await app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user._id));
    const plain = crypto.createHash('sha256').update(live).digest('hex');
    expect(rows.map((row) => row.tokenHash)).not.toContain(plain);
    expect(rows.map((row) => row.tokenHash)).toContain(app.refreshTokenKeys.hash(live));
    // The live token still works for its owner.
    expect((await refresh(live)).statusCode).toBe(200);
  });

  it('presenting an already used refresh token after the grace window revokes the whole family', async () => {
    const { person, res } = await signUpAndVerify(app);
    const other = await post(app, '/user/login', { email: person.email, password: person.password });
    const first = cookieValue(res, REFRESH_COOKIE)!;
    const second = cookieValue(await refresh(first), REFRESH_COOKIE)!;
    await app.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - (REFRESH_GRACE_SECONDS + 1) * 1000) })
      .where(eq(refreshTokens.tokenHash, app.refreshTokenKeys.hash(first)));

    const reused = await refresh(first);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(SERVER_MESSAGES.sessionExpired);
    expect(reused.cookies.find((c) => c.name === ACCESS_COOKIE)?.value).toBe('');
    // The thief's copy and the rightful newest token die together...
    expect((await refresh(second)).statusCode).toBe(401);
    // ...while the same person's other device keeps its own session.
    expect((await refresh(cookieValue(other, REFRESH_COOKIE)!)).statusCode).toBe(200);
  });

  it('refuses a refresh without, or with an unknown or expired, token', async () => {
    expect((await app.inject({ method: 'POST', url: `${API_BASE_PATH}/user/refresh_access_token` })).statusCode).toBe(
      401,
    );
    expect((await refresh('made-up-token')).statusCode).toBe(401);
    const { res, user } = await signUpAndVerify(app);
    await app.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user._id));
    expect((await refresh(cookieValue(res, REFRESH_COOKIE)!)).statusCode).toBe(401);
  });

  it('logout revokes the refresh token and clears the session cookies and the hint', async () => {
    const { res } = await signUpAndVerify(app);
    const token = cookieValue(res, REFRESH_COOKIE)!;
    const out = await app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/user/logout`,
      headers: {
        cookie: `${cookieHeader(res, ACCESS_COOKIE)}; ${REFRESH_COOKIE}=${token}`,
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: SUCCESS.loggedOut, data: null });
    const cleared = out.cookies.filter((c) => c.value === '');
    expect(cleared.map((c) => `${c.name}@${c.path}`).sort()).toEqual([
      `${ACCESS_COOKIE}@/`,
      `${REFRESH_COOKIE}@${API_BASE_PATH}/user/logout`,
      `${REFRESH_COOKIE}@${API_BASE_PATH}/user/refresh_access_token`,
      `${SESSION_HINT_COOKIE}@/`,
    ]);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('logout without a session still answers and clears cookies', async () => {
    const out = await app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/user/logout`,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(out.statusCode).toBe(200);
  });
});

describe('passwords', () => {
  it('change_password needs the current password', async () => {
    const { cookie } = await signUpAndVerify(app);
    const res = await post(
      app,
      '/user/change_password',
      { oldPassword: 'wrong-one', newPassword: 'New-Pass-2024' },
      { cookie },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.oldPassword).toBe(SERVER_MESSAGES.currentPasswordWrong);
  });

  it('change_password needs a session', async () => {
    const res = await post(app, '/user/change_password', { oldPassword: 'a', newPassword: 'New-Pass-2024' });
    expect(res.statusCode).toBe(401);
  });

  it('changing the password ends every other session and keeps this device signed in', async () => {
    const { person, res, cookie } = await signUpAndVerify(app);
    const otherDevice = await post(app, '/user/login', { email: person.email, password: person.password });
    const changed = await post(
      app,
      '/user/change_password',
      { oldPassword: person.password, newPassword: 'Monsoon-Chai-2025' },
      { cookie },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe(SUCCESS.passwordChanged);
    expectNoSecrets(changed.json(), ['Monsoon-Chai-2025']);

    expect((await refresh(cookieValue(res, REFRESH_COOKIE)!)).statusCode).toBe(401);
    expect((await refresh(cookieValue(otherDevice, REFRESH_COOKIE)!)).statusCode).toBe(401);
    expect((await refresh(cookieValue(changed, REFRESH_COOKIE)!)).statusCode).toBe(200);

    expect((await post(app, '/user/login', { email: person.email, password: person.password })).statusCode).toBe(401);
    expect((await post(app, '/user/login', { email: person.email, password: 'Monsoon-Chai-2025' })).statusCode).toBe(
      200,
    );
  });

  it('forgot_password answers the same for unknown e-mails and mails known ones a reset code', async () => {
    const { person } = await signUpAndVerify(app);
    const unknown = await post(app, '/user/forgot_password', { email: 'ghost@example.in' });
    const known = await post(app, '/user/forgot_password', { email: person.email });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toBe(SUCCESS.otpSent);
    const mails = await mailsTo(app, person.email);
    expect(mails.at(-1)).toContain('Subject: Reset your StoryFit password');
    expect(await mailsTo(app, 'ghost@example.in')).toHaveLength(0);

    // A second request inside the wait keeps the code already sent (and answers the same).
    const again = await post(app, '/user/forgot_password', { email: person.email });
    expect(again.json()).toEqual(known.json());
    expect(await mailsTo(app, person.email)).toHaveLength(mails.length);
  });

  it('forgot_password validates the e-mail', async () => {
    const res = await post(app, '/user/forgot_password', { email: '' });
    expect(res.json().errors.email).toBe(VALIDATION.resetEmailRequired);
  });

  it('reset_password with the mailed code sets the new password and ends every session', async () => {
    const { person, res } = await signUpAndVerify(app);
    await post(app, '/user/forgot_password', { email: person.email });
    const code = await latestCode(app, person.email);

    const wrong = await post(app, '/user/reset_password', {
      email: person.email,
      otp: otherCode(code),
      newPassword: 'Fresh-Start-777',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(SERVER_MESSAGES.otpInvalid);

    const reset = await post(app, '/user/reset_password', {
      email: person.email,
      otp: code,
      newPassword: 'Fresh-Start-777',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: SUCCESS.passwordReset, data: null });
    expect((await refresh(cookieValue(res, REFRESH_COOKIE)!)).statusCode).toBe(401);
    expect((await post(app, '/user/login', { email: person.email, password: person.password })).statusCode).toBe(401);
    expect((await post(app, '/user/login', { email: person.email, password: 'Fresh-Start-777' })).statusCode).toBe(200);
    // The code was used up.
    const replay = await post(app, '/user/reset_password', {
      email: person.email,
      otp: code,
      newPassword: 'Other-Pass-888',
    });
    expect(replay.statusCode).toBe(400);
  });

  it('a verification code cannot reset a password', async () => {
    const person = newPerson();
    await post(app, '/user/register', person);
    const code = await latestCode(app, person.email);
    const res = await post(app, '/user/reset_password', {
      email: person.email,
      otp: code,
      newPassword: 'Fresh-Start-777',
    });
    expect(res.statusCode).toBe(400);
  });

  it('reset_password validates with the shared messages', async () => {
    const res = await post(app, '/user/reset_password', { email: '', otp: '', newPassword: '' });
    expect(res.json().errors).toMatchObject({
      email: VALIDATION.resetEmailRequired,
      otp: VALIDATION.resetOtpRequired,
      newPassword: VALIDATION.passwordRequired,
    });
  });

  it('a reset also verifies an account that never was', async () => {
    const person = newPerson();
    await post(app, '/user/register', person);
    await post(app, '/user/forgot_password', { email: person.email });
    const code = await latestCode(app, person.email);
    await post(app, '/user/reset_password', { email: person.email, otp: code, newPassword: 'Fresh-Start-777' });
    expect((await post(app, '/user/login', { email: person.email, password: 'Fresh-Start-777' })).statusCode).toBe(200);
  });
});
