import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { API_BASE_PATH, API, VALIDATION } from '@shop/shared';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { newPerson, post } from '../../test/fixtures/account.ts';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from './auth.ts';

const SECRET = 'hardening-secret-'.padEnd(40, 'x');
let app: TestApp;
let shopper: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT: 'off', JWT_SECRET: SECRET });
  [shopper, admin] = await Promise.all([createUser(app), createUser(app, { role: 'admin' })]);
});
afterAll(() => app.close());

const as = (user: TestUser) => ({ cookie: user.cookie });

describe('control characters in text fields', () => {
  it('a NUL in a name is refused with 400 naming the field, not a database error', async () => {
    const res = await post(app, API.user.register, newPerson({ name: 'Asha\u0000Rao' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: VALIDATION.controlCharacters('Name') });
  });

  it('refuses control characters in addresses, reviews and catalogue texts alike', async () => {
    const address = {
      houseNumber: '1',
      street: 'MG\u0007 Road',
      colony: 'Civil Lines',
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: '411001',
      country: 'India',
    };
    const res = await post(app, API.user.addAddress, address, as(shopper));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ street: VALIDATION.controlCharacters('Street') });

    const review = await post(
      app,
      API.review.create,
      { productId: crypto.randomUUID(), rating: 4, comment: 'Soft\u0000cotton' },
      as(shopper),
    );
    expect(review.statusCode).toBe(400);
    expect(review.json().errors).toEqual({ comment: VALIDATION.controlCharacters('Comment') });

    const product = await post(
      app,
      API.product.list,
      { name: 'Tee', description: 'Line one\nline two', story: 'Once\u001b[31m' },
      as(admin),
    );
    expect(product.statusCode).toBe(400);
    expect(product.json().errors).toEqual({ story: VALIDATION.controlCharacters('Story') });
  });

  it('keeps line breaks where a text has lines', async () => {
    const res = await post(app, API.feedback, { feedback: 'Great fit.\nSlow delivery.\tStill happy.' }, as(shopper));
    expect(res.statusCode).toBe(201);
  });
});

describe('access tokens', () => {
  const key = new TextEncoder().encode(SECRET);
  const me = (token: string) =>
    app.inject({ method: 'GET', url: `${API_BASE_PATH}${API.user.me}`, headers: { authorization: `Bearer ${token}` } });
  const token = (build: (jwt: SignJWT) => SignJWT) =>
    build(new SignJWT({ role: 'user' }).setProtectedHeader({ alg: 'HS256' }).setSubject(shopper.id)).sign(key);

  it('are accepted with exp, iat, issuer and audience', async () => {
    const good = await token((jwt) =>
      jwt.setIssuer(ACCESS_TOKEN_ISSUER).setAudience(ACCESS_TOKEN_AUDIENCE).setIssuedAt().setExpirationTime('5m'),
    );
    expect((await me(good)).statusCode).toBe(200);
  });

  it.each([
    [
      'without exp',
      (jwt: SignJWT) => jwt.setIssuer(ACCESS_TOKEN_ISSUER).setAudience(ACCESS_TOKEN_AUDIENCE).setIssuedAt(),
    ],
    [
      'without iat',
      (jwt: SignJWT) => jwt.setIssuer(ACCESS_TOKEN_ISSUER).setAudience(ACCESS_TOKEN_AUDIENCE).setExpirationTime('5m'),
    ],
    [
      'from another issuer',
      (jwt: SignJWT) =>
        jwt.setIssuer('someone-else').setAudience(ACCESS_TOKEN_AUDIENCE).setIssuedAt().setExpirationTime('5m'),
    ],
    [
      'for another audience',
      (jwt: SignJWT) => jwt.setIssuer(ACCESS_TOKEN_ISSUER).setAudience('mobile').setIssuedAt().setExpirationTime('5m'),
    ],
  ])('are refused %s', async (_name, build) => {
    expect((await me(await token(build))).statusCode).toBe(401);
  });

  it('are refused once expired, though accepted just before', async () => {
    const inTwoSeconds = Math.floor(Date.now() / 1000) + 2;
    const brief = await token((jwt) =>
      jwt
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(inTwoSeconds),
    );
    expect((await me(brief)).statusCode).toBe(200);
    expect((await me(brief)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, inTwoSeconds * 1000 - Date.now() + 50));
    expect((await me(brief)).statusCode).toBe(401);
  });

  it('signed with another key are refused, even for a user whose own token was accepted', async () => {
    const good = await token((jwt) =>
      jwt.setIssuer(ACCESS_TOKEN_ISSUER).setAudience(ACCESS_TOKEN_AUDIENCE).setIssuedAt().setExpirationTime('5m'),
    );
    expect((await me(good)).statusCode).toBe(200);
    const forged = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(shopper.id)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-'.padEnd(40, 'y')));
    expect((await me(forged)).statusCode).toBe(401);
  });
});

describe('private answers', () => {
  it.each([API.user.me, API.user.addresses, API.cart.root, API.wishlist.root, API.order.user])(
    '%s carries Cache-Control: no-store',
    async (path) => {
      const res = await app.inject({ method: 'GET', url: `${API_BASE_PATH}${path}`, headers: as(shopper) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('a sign-in answer is no-store too; the public catalogue is not', async () => {
    const login = await post(app, API.user.login, { email: shopper.email, password: shopper.password });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const products = await app.inject({ method: 'GET', url: `${API_BASE_PATH}${API.product.list}` });
    expect(products.headers['cache-control']).not.toBe('no-store');
  });
});

describe('the log', () => {
  it('names a failed query without its parameter values', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    const database = await openTestDatabase();
    const logged = await createTestApp({ RATE_LIMIT: 'off', LOG_LEVEL: 'info' }, { database, logStream: stream });
    try {
      await database.close();
      const email = 'secret.person@example.in';
      const res = await post(logged, API.user.login, { email, password: 'Sunrise-42-Ganga' });
      expect(res.statusCode).toBe(500);
      expect(log).toContain('Failed query');
      expect(log).not.toContain(email);
      // One line for the request itself, with no personal data beyond the user id.
      const lines = log
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.filter((line) => line.msg === 'request')).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: `${API_BASE_PATH}${API.user.login}`,
          status: 500,
          reqId: res.headers['x-request-id'],
        }),
      ]);
    } finally {
      await logged.close();
    }
  });
});
