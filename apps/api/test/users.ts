import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/account/index.ts';
import { ACCESS_COOKIE } from '../src/plugins/auth.ts';

export type TestUser = {
  id: string;
  email: string;
  password: string;
  role: 'user' | 'admin';
  name: string;
  cookie: string;
};

/**
 * A verified account straight in the database, with a signed access cookie for `inject`.
 * Account tests sign in through the real calls; other domains start from here.
 */
export async function createUser(
  app: FastifyInstance,
  options: { role?: 'user' | 'admin'; name?: string; email?: string } = {},
): Promise<TestUser> {
  const role = options.role ?? 'user';
  const password = `Pass-${crypto.randomBytes(6).toString('hex')}`;
  const email = options.email ?? `${role}-${crypto.randomBytes(5).toString('hex')}@example.in`;
  const name = options.name ?? (role === 'admin' ? 'Test Admin' : 'Test Shopper');
  const [row] = await app.db
    .insert(users)
    .values({
      name,
      email,
      phone: '9876543210',
      gender: 'other',
      role,
      isVerified: true,
      passwordHash: await hashPassword(password, app.config.passwordCost),
    })
    .returning({ id: users.id });
  const token = await app.accessTokens.sign({ id: row!.id, role });
  return { id: row!.id, email, password, role, name, cookie: `${ACCESS_COOKIE}=${token}` };
}
