import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, API_BASE_PATH, OTP_MAX_ATTEMPTS, SERVER_MESSAGES, SUCCESS, SessionAnswer, envelope } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { otps, users } from '../../db/schema/index.ts';
import { REFRESH_COOKIE } from '../../plugins/auth.ts';
import { ACCOUNT_LIMITS } from './account.limits.ts';
import { cookieHeader, cookieValue, otherCode, post, signUpAndVerify } from '../../../test/fixtures/account.ts';
import { newPhone, smsCodes, whatsAppCode, whatsAppMessages } from '../../../test/fixtures/phone.ts';

let app: TestApp;

beforeAll(async () => {
  // The limits have their own tests below, on an app of their own.
  app = await createTestApp({ RATE_LIMIT: 'off' });
});
afterAll(() => app.close());

const me = (cookie: string) =>
  app.inject({ method: 'GET', url: `${API_BASE_PATH}${API.user.me}`, headers: { cookie } });
const askSignInCode = (phone: string, channel: 'sms' | 'whatsapp' = 'sms') =>
  post(app, API.user.phoneOtp, { phone, channel });
const phoneLogin = (phone: string, otp: string) => post(app, API.user.phoneLogin, { phone, otp });

/** The newest code the simulated SMS sent to `phone`. */
const lastSms = async (phone: string) => (await smsCodes(app, phone)).at(-1)!;

/** Lets the next code be sent at once, as if the resend wait had passed. */
const passResendWait = (userId: string) =>
  app.db
    .update(otps)
    .set({ createdAt: new Date(Date.now() - 61_000) })
    .where(eq(otps.userId, userId));

/** A signed-in shopper whose phone has been verified from My Account, by SMS. */
async function shopperWithVerifiedPhone(phone = newPhone()) {
  const shopper = await signUpAndVerify(app, { phone });
  const asked = await post(app, API.user.phoneVerifyOtp, { channel: 'sms' }, { cookie: shopper.cookie });
  expect(asked.statusCode).toBe(200);
  const verified = await post(app, API.user.phoneVerify, { otp: await lastSms(phone) }, { cookie: shopper.cookie });
  expect(verified.statusCode).toBe(200);
  return { ...shopper, phone };
}

describe('verifying the phone from My Account', () => {
  it('sends a code by SMS to the profile phone, and the code marks it verified', async () => {
    const phone = newPhone();
    const shopper = await signUpAndVerify(app, { phone });
    expect(shopper.user.phoneVerified).toBe(false);

    const asked = await post(app, API.user.phoneVerifyOtp, { channel: 'sms' }, { cookie: shopper.cookie });
    expect(asked.json()).toEqual({ success: true, message: SUCCESS.phoneCodeSent, data: null });
    const codes = await smsCodes(app, phone);
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatch(/^\d{6}$/);

    const wrong = await post(app, API.user.phoneVerify, { otp: otherCode(codes[0]!) }, { cookie: shopper.cookie });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(SERVER_MESSAGES.otpInvalid);

    const verified = await post(app, API.user.phoneVerify, { otp: codes[0] }, { cookie: shopper.cookie });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      message: SUCCESS.phoneVerified,
      data: { user: { phone, phoneVerified: true } },
    });
    expect((await me(shopper.cookie)).json().data.user.phoneVerified).toBe(true);

    const again = await post(app, API.user.phoneVerifyOtp, { channel: 'sms' }, { cookie: shopper.cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SERVER_MESSAGES.phoneAlreadyVerified);
  });

  it('sends the code through WhatsApp when the shopper chooses it', async () => {
    const phone = newPhone();
    const shopper = await signUpAndVerify(app, { phone });
    await post(app, API.user.phoneVerifyOtp, { channel: 'whatsapp' }, { cookie: shopper.cookie });
    expect(await smsCodes(app, phone)).toEqual([]);
    const [message] = await whatsAppMessages(app, phone);
    expect(message!.template.name).toBe(app.config.whatsapp.otpTemplate);
    const code = whatsAppCode(message!);
    // An authentication template repeats the code in its copy-code button.
    expect(message!.template.components[1]!.parameters[0]!.text).toBe(code);
    const verified = await post(app, API.user.phoneVerify, { otp: code }, { cookie: shopper.cookie });
    expect(verified.json().data.user.phoneVerified).toBe(true);
  });

  it('refuses a number another account has verified, and only once the code is proved', async () => {
    const first = await shopperWithVerifiedPhone();
    const second = await signUpAndVerify(app, { phone: first.phone });
    const asked = await post(app, API.user.phoneVerifyOtp, { channel: 'sms' }, { cookie: second.cookie });
    expect(asked.statusCode).toBe(200);
    const refused = await post(
      app,
      API.user.phoneVerify,
      { otp: await lastSms(first.phone) },
      { cookie: second.cookie },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, code: 'CONFLICT', message: SERVER_MESSAGES.phoneTaken });
    expect((await me(second.cookie)).json().data.user.phoneVerified).toBe(false);
    expect((await me(first.cookie)).json().data.user.phoneVerified).toBe(true);
  });

  it('the database itself keeps a number verified on one account only', async () => {
    const first = await shopperWithVerifiedPhone();
    const second = await signUpAndVerify(app, { phone: first.phone });
    await expect(
      app.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, second.user._id)),
    ).rejects.toThrow();
  });

  it('a new number on the profile is no longer verified, and the old one no longer signs in', async () => {
    const shopper = await shopperWithVerifiedPhone();
    const changed = await post(
      app,
      API.user.updateProfile,
      { name: shopper.person.name, phone: newPhone() },
      { cookie: shopper.cookie },
    );
    expect(changed.json().data.user.phoneVerified).toBe(false);
    const before = (await smsCodes(app, shopper.phone)).length;
    await askSignInCode(shopper.phone);
    expect(await smsCodes(app, shopper.phone)).toHaveLength(before);
  });

  it('keeps one live code per number, whichever account asked for it', async () => {
    const phone = newPhone();
    const first = await signUpAndVerify(app, { phone });
    const second = await signUpAndVerify(app, { phone });
    await post(app, API.user.phoneVerifyOtp, { channel: 'sms' }, { cookie: first.cookie });
    const firstCode = await lastSms(phone);
    await post(app, API.user.phoneVerifyOtp, { channel: 'sms' }, { cookie: second.cookie });
    const open = (await app.db.select().from(otps).where(eq(otps.phone, phone))).filter((o) => !o.consumedAt);
    expect(open.map((o) => o.userId)).toEqual([second.user._id]);
    const stale = await post(app, API.user.phoneVerify, { otp: firstCode }, { cookie: first.cookie });
    expect(stale.statusCode).toBe(400);
  });

  it('needs a signed-in shopper', async () => {
    const res = await post(app, API.user.phoneVerifyOtp, { channel: 'sms' });
    expect(res.statusCode).toBe(401);
  });
});

describe('signing in with a phone code', () => {
  it('by SMS: the same session as a password gives, refresh token included', async () => {
    const shopper = await shopperWithVerifiedPhone();
    const asked = await askSignInCode(shopper.phone);
    expect(asked.json()).toEqual({ success: true, message: SUCCESS.phoneOtpSent, data: null });

    const res = await phoneLogin(shopper.phone, await lastSms(shopper.phone));
    expect(res.statusCode).toBe(200);
    const body = envelope(SessionAnswer).parse(res.json());
    expect(body.message).toBe(SUCCESS.loggedIn);
    expect(body.data.user).toMatchObject({ email: shopper.person.email, phoneVerified: true });
    expect((await me(cookieHeader(res))).json().data.user._id).toBe(shopper.user._id);

    const refreshToken = cookieValue(res, REFRESH_COOKIE)!;
    const refreshed = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.user.refresh}`,
      headers: { cookie: `${REFRESH_COOKIE}=${refreshToken}` },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(cookieValue(refreshed, REFRESH_COOKIE)).not.toBe(refreshToken);
  });

  it('through WhatsApp, as the second channel', async () => {
    const shopper = await shopperWithVerifiedPhone();
    await askSignInCode(shopper.phone, 'whatsapp');
    const message = (await whatsAppMessages(app, shopper.phone)).at(-1)!;
    const res = await phoneLogin(shopper.phone, whatsAppCode(message));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user._id).toBe(shopper.user._id);
  });

  it('a code works once', async () => {
    const shopper = await shopperWithVerifiedPhone();
    await askSignInCode(shopper.phone);
    const code = await lastSms(shopper.phone);
    expect((await phoneLogin(shopper.phone, code)).statusCode).toBe(200);
    expect((await phoneLogin(shopper.phone, code)).statusCode).toBe(400);
  });

  it(`refuses after ${OTP_MAX_ATTEMPTS} wrong tries, even the right code, until a new one is sent`, async () => {
    const shopper = await shopperWithVerifiedPhone();
    await askSignInCode(shopper.phone);
    const code = await lastSms(shopper.phone);
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      const wrong = await phoneLogin(shopper.phone, otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(SERVER_MESSAGES.phoneOtpRefused);
    }
    const right = await phoneLogin(shopper.phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.cookies).toHaveLength(0);

    await passResendWait(shopper.user._id);
    await askSignInCode(shopper.phone);
    const fresh = await lastSms(shopper.phone);
    expect(fresh).not.toBe(code);
    expect((await phoneLogin(shopper.phone, fresh)).statusCode).toBe(200);
  });

  it('keeps one live code per number: a new code ends the one before', async () => {
    const shopper = await shopperWithVerifiedPhone();
    await askSignInCode(shopper.phone);
    const first = await lastSms(shopper.phone);
    await passResendWait(shopper.user._id);
    await askSignInCode(shopper.phone, 'whatsapp');
    const second = whatsAppCode((await whatsAppMessages(app, shopper.phone)).at(-1)!);
    const open = await app.db.select().from(otps).where(eq(otps.phone, shopper.phone));
    expect(open.filter((o) => !o.consumedAt)).toHaveLength(1);
    if (first !== second) expect((await phoneLogin(shopper.phone, first)).statusCode).toBe(400);
    expect((await phoneLogin(shopper.phone, second)).statusCode).toBe(200);
  });

  it('inside the resend wait keeps the code already sent, with the same answer', async () => {
    const shopper = await shopperWithVerifiedPhone();
    await askSignInCode(shopper.phone);
    const again = await askSignInCode(shopper.phone);
    expect(again.json()).toEqual({ success: true, message: SUCCESS.phoneOtpSent, data: null });
    expect((await phoneLogin(shopper.phone, await lastSms(shopper.phone))).statusCode).toBe(200);
  });

  it('cannot sign in to an account whose phone is not verified, and answers as for any number', async () => {
    const verified = await shopperWithVerifiedPhone();
    const unverified = await signUpAndVerify(app, { phone: newPhone() });
    const unknown = newPhone();

    const answers = await Promise.all([verified.phone, unverified.person.phone, unknown].map((p) => askSignInCode(p)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(answers[0]!.json());
    }
    expect(await smsCodes(app, unverified.person.phone)).toEqual([]);
    expect(await smsCodes(app, unknown)).toEqual([]);

    // No code was asked for the verified number either: every guess gets the one refusal.
    const refusals = await Promise.all(
      [verified.phone, unverified.person.phone, unknown].map((p) => phoneLogin(p, '123456')),
    );
    const [wrongForVerified] = refusals;
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(400);
      expect(refusal.json()).toEqual(wrongForVerified!.json());
      expect(refusal.cookies).toHaveLength(0);
    }
    expect(wrongForVerified!.json().message).toBe(SERVER_MESSAGES.phoneOtpRefused);
  });

  it('a code sent to verify a phone does not sign in', async () => {
    const phone = newPhone();
    const shopper = await signUpAndVerify(app, { phone });
    await post(app, API.user.phoneVerifyOtp, { channel: 'sms' }, { cookie: shopper.cookie });
    expect((await phoneLogin(phone, await lastSms(phone))).statusCode).toBe(400);
  });

  it('refuses a malformed number or code with the shared messages', async () => {
    const bad = await post(app, API.user.phoneOtp, { phone: '12345', channel: 'sms' });
    expect(bad.statusCode).toBe(400);
    const noChannel = await post(app, API.user.phoneOtp, { phone: newPhone(), channel: 'pigeon' });
    expect(noChannel.statusCode).toBe(400);
    const shortCode = await phoneLogin(newPhone(), '123');
    expect(shortCode.statusCode).toBe(400);
  });
});

describe('rate limits on phone codes', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp();
  });
  afterAll(() => limited.close());

  const ask = (phone: string, ip: string) =>
    limited.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.user.phoneOtp}`,
      remoteAddress: ip,
      payload: { phone, channel: 'sms' },
    });
  const tryCode = (phone: string, ip: string) =>
    limited.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.user.phoneLogin}`,
      remoteAddress: ip,
      payload: { phone, otp: '000000' },
    });

  it('limits the codes sent to one number, from whatever IP', async () => {
    const phone = newPhone();
    const { max } = ACCOUNT_LIMITS.phoneOtp.phone;
    for (let i = 0; i < max; i++) expect((await ask(phone, `203.0.113.${i + 1}`)).statusCode).toBe(200);
    const blocked = await ask(phone, '203.0.113.200');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: SERVER_MESSAGES.rateLimited });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask(newPhone(), '203.0.113.200')).statusCode).toBe(200);
  });

  it('limits the codes asked for from one IP, whatever the numbers', async () => {
    const { max } = ACCOUNT_LIMITS.phoneOtp.ip;
    for (let i = 0; i < max; i++) expect((await ask(newPhone(), '198.51.100.7')).statusCode).toBe(200);
    expect((await ask(newPhone(), '198.51.100.7')).statusCode).toBe(429);
    expect((await ask(newPhone(), '198.51.100.8')).statusCode).toBe(200);
  });

  it('limits the codes tried for one number, from whatever IP', async () => {
    const phone = newPhone();
    const { max } = ACCOUNT_LIMITS.phoneLogin.phone;
    for (let i = 0; i < max; i++) expect((await tryCode(phone, `192.0.2.${i + 1}`)).statusCode).toBe(400);
    expect((await tryCode(phone, '192.0.2.250')).statusCode).toBe(429);
  });
});
