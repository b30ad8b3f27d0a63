import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, SERVER_MESSAGES, SESSION_HINT_COOKIE } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/users.ts';
import { ACCOUNT_LIMITS } from './account.limits.ts';
import { post } from '../../../test/fixtures/account.ts';

describe('rate limits on the sensitive account calls', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('limits wrong passwords per e-mail and IP together, with 429, a clear message and Retry-After', async () => {
    const target = await createUser(app);
    const { max } = ACCOUNT_LIMITS.login.emailAndIp;
    const from = (ip: string, password: string) =>
      app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/user/login`,
        remoteAddress: ip,
        payload: { email: target.email, password },
      });
    for (let i = 0; i < max; i++) expect((await from('203.0.113.7', `guess-${i}`)).statusCode).toBe(401);
    const blocked = await from('203.0.113.7', target.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: SERVER_MESSAGES.rateLimited });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The alias shares the count.
    const alias = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/auth`,
      remoteAddress: '203.0.113.7',
      payload: { email: target.email, password: target.password },
    });
    expect(alias.statusCode).toBe(429);

    // The owner, elsewhere, is not locked out by the stranger's guesses.
    expect((await from('198.51.100.20', target.password)).statusCode).toBe(200);
  });

  it('slows down, never refuses, an address guessed at from many IPs', async () => {
    const target = await createUser(app);
    const { after, delayMs } = ACCOUNT_LIMITS.login.slowdown;
    const perIp = ACCOUNT_LIMITS.login.emailAndIp.max;
    for (let i = 0; i < after; i++) {
      const res = await app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/user/login`,
        remoteAddress: `192.0.2.${Math.floor(i / perIp) + 1}`,
        payload: { email: target.email, password: `guess-${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const started = Date.now();
    const owner = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/user/login`,
      remoteAddress: '198.51.100.99',
      payload: { email: target.email, password: target.password },
    });
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(delayMs - 50);
  }, 180_000);

  it('limits forgot-password per IP across many e-mails', async () => {
    const { max } = ACCOUNT_LIMITS.forgotPassword.ip;
    for (let i = 0; i < max; i++) {
      const res = await post(app, '/user/forgot_password', { email: `ghost${i}@example.in` });
      expect(res.statusCode).toBe(200);
    }
    const blocked = await post(app, '/user/forgot_password', { email: 'one-more@example.in' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(SERVER_MESSAGES.rateLimited);
    // Another client is not affected.
    const elsewhere = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/user/forgot_password`,
      payload: { email: 'one-more@example.in' },
      remoteAddress: '203.0.113.9',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  const person = { name: 'Kiran', password: 'Sunrise-Over-Ganga-42', phone: '9876543210', gender: 'other' };
  it.each([
    ['/user/register', 'register', { ...person, email: 'limited-register@example.in' }],
    ['/user/resend_otp', 'resendOtp', { email: 'limited-resend@example.in' }],
    ['/user/verify_user', 'verify', { email: 'limited-verify@example.in', otp: '123456' }],
    [
      '/user/reset_password',
      'resetPassword',
      { email: 'limited-reset@example.in', otp: '123456', newPassword: 'Fresh-Start-777' },
    ],
  ] as const)('%s is limited per e-mail, from any IP', async (url, call, body) => {
    const { max } = ACCOUNT_LIMITS[call].email;
    for (let i = 0; i < max; i++) {
      const res = await app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}${url}`,
        payload: body,
        remoteAddress: `198.51.100.${i + 1}`,
      });
      expect(res.statusCode).not.toBe(429);
    }
    const blocked = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${url}`,
      payload: body,
      remoteAddress: '192.0.2.1',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(SERVER_MESSAGES.rateLimited);
  });
});

describe('cookies in production', () => {
  it('are Secure and SameSite=Lax, and httpOnly but for the session hint', async () => {
    const app = await createTestApp({
      NODE_ENV: 'production',
      PAYMENTS: 'simulated',
      JWT_SECRET: 'x'.repeat(40),
      RATE_LIMIT: 'off',
    });
    try {
      const user = await createUser(app);
      const res = await post(app, '/user/login', { email: user.email, password: user.password });
      expect(res.statusCode).toBe(200);
      expect(res.cookies).toHaveLength(4);
      for (const cookie of res.cookies) {
        expect(cookie).toMatchObject({ secure: true, sameSite: 'Lax' });
        expect(Boolean(cookie.httpOnly)).toBe(cookie.name !== SESSION_HINT_COOKIE);
      }
    } finally {
      await app.close();
    }
  });
});
