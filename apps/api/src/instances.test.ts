import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, API, INDIA_MESSAGES } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { testConfig } from './config.ts';
import { openPostgres, type Database } from './db/client.ts';
import { startS3Server, type S3Server } from '../test/s3-server.ts';
import type { TestApp } from '../test/app.ts';
import { createUser } from '../test/users.ts';
import { createShop } from '../test/fixtures/catalogue.ts';
import { DELIVERY_ADDRESS, addToCart, createShoppers, createVariant } from '../test/fixtures/cart.ts';
import { post } from '../test/fixtures/account.ts';
import { ACCOUNT_LIMITS } from './modules/account/index.ts';
import { ACCESS_COOKIE } from './plugins/auth.ts';
import { users } from './db/schema/index.ts';

const postgresUrl = process.env.DATABASE_URL_TEST;
const redisUrl = process.env.REDIS_URL_TEST;
const canRun = Boolean(postgresUrl && redisUrl);
if (!canRun) {
  console.warn(
    '\n  NOTE: the two-instance test is skipped: it needs DATABASE_URL_TEST (PostgreSQL) and REDIS_URL_TEST (Redis).\n',
  );
}

/**
 * Two API instances, as behind a load balancer: one PostgreSQL database, one Redis, one S3 bucket,
 * each instance with its own connection pool, Redis client and data directory.
 */
describe.runIf(canRun)('two instances on one PostgreSQL, Redis and bucket', { timeout: 180_000 }, () => {
  let s3: S3Server;
  let admin: pg.Client;
  let databaseName: string;
  const databases: Database[] = [];
  const dirs: string[] = [];
  let a: TestApp;
  let b: TestApp;

  async function instance(url: string, env: Record<string, string>) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-instance-'));
    dirs.push(dataDir);
    const database = openPostgres(url, 10);
    databases.push(database);
    const app = await buildApp(testConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'none'), ...env }), {
      database,
    });
    return Object.assign(app, { dataDir });
  }

  beforeAll(async () => {
    s3 = await startS3Server();
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    databaseName = `shop_instances_${crypto.randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${databaseName}`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${databaseName}`;
    const migrator = openPostgres(url.toString(), 1);
    await migrator.migrate();
    await migrator.close();
    const env = { ...s3.env, REDIS_URL: redisUrl!, JWT_SECRET: crypto.randomBytes(24).toString('hex') };
    [a, b] = await Promise.all([instance(url.toString(), env), instance(url.toString(), env)]);
    await Promise.all([a.ready(), b.ready()]);
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all(databases.map((database) => database.close()));
    await admin?.query(`drop database if exists ${databaseName} with (force)`);
    await admin?.end();
    await s3?.stop();
    await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  it('a session started on A works on B', async () => {
    const user = await createUser(a);
    const login = await post(a, API.user.login, { email: user.email, password: user.password });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const me = await b.inject({ method: 'GET', url: `${API_BASE_PATH}${API.user.me}`, headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.email).toBe(user.email);
  });

  it('an image uploaded through A is served by B', async () => {
    const owner = await createUser(a, { role: 'admin' });
    const shop = await createShop(a, owner.cookie);
    const served = await b.inject({ method: 'GET', url: shop.variant.image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('a rate limit counts across both instances', async () => {
    const email = `limited-${crypto.randomBytes(5).toString('hex')}@example.in`;
    const { max } = ACCOUNT_LIMITS.forgotPassword.email;
    for (let i = 0; i < max; i++) {
      const via = i % 2 ? a : b;
      const res = await via.inject({
        method: 'POST',
        url: `${API_BASE_PATH}${API.user.forgotPassword}`,
        payload: { email },
        remoteAddress: `198.51.100.${i + 1}`,
      });
      expect(res.statusCode).toBe(200);
    }
    const blocked = await a.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.user.forgotPassword}`,
      payload: { email },
      remoteAddress: '192.0.2.77',
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("the owner's rules kept by A change with a change made through B, within a second", async () => {
    const tee = await createVariant(a, { stock: { M: 10 } });
    const [first, second, owner] = await createShoppers(a, 3);
    await a.db.update(users).set({ role: 'admin' }).where(eq(users.id, owner!.id));
    const ownerCookie = `${ACCESS_COOKIE}=${await b.accessTokens.sign({ id: owner!.id, role: 'admin' })}`;
    const order = async (buyer: typeof first) => {
      const itemId = await addToCart(a, buyer!, { variantId: tee.variantId, size: 'M', quantity: 1 });
      return a.inject({
        method: 'POST',
        url: `${API_BASE_PATH}${API.order.root}`,
        headers: { cookie: buyer!.cookie },
        payload: { itemIds: [itemId], paymentMethod: 'cod', contact: '9876543210', shippingAddress: DELIVERY_ADDRESS },
      });
    };
    // A reads the delivery rules of the PIN and keeps them.
    expect((await order(first)).statusCode).toBe(201);
    const blocked = await b.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.delivery.rules}`,
      headers: { cookie: ownerCookie },
      payload: { kind: 'blocked', prefix: DELIVERY_ADDRESS.postalCode.slice(0, 3) },
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    const heardBy = Date.now() + 1000;
    let refused;
    do refused = await order(second);
    while (refused.statusCode === 201 && Date.now() < heardBy);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(INDIA_MESSAGES.pinNotServiceable);
    const lifted = await b.inject({
      method: 'DELETE',
      url: `${API_BASE_PATH}${API.delivery.rule(blocked.json().data._id)}`,
      headers: { cookie: ownerCookie },
    });
    expect(lifted.statusCode).toBe(200);
  });

  it('40 buyers split over A and B for the last 5 units get exactly 5 orders', async () => {
    const lastFive = await createVariant(a, { stock: { XL: 5 } });
    const crowd = await createShoppers(a, 40);
    const lines = await Promise.all(
      crowd.map((buyer, i) =>
        addToCart(i % 2 ? a : b, buyer, { variantId: lastFive.variantId, size: 'XL', quantity: 1 }),
      ),
    );
    const answers = await Promise.all(
      crowd.map((buyer, i) =>
        (i % 2 ? b : a).inject({
          method: 'POST',
          url: `${API_BASE_PATH}${API.order.root}`,
          headers: { cookie: buyer.cookie },
          payload: {
            itemIds: [lines[i]],
            paymentMethod: 'cod',
            contact: '9876543210',
            shippingAddress: DELIVERY_ADDRESS,
          },
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 400)).toHaveLength(35);
  });
});
