import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword, type PasswordCost } from '../modules/account/index.ts';

export const DEMO_ADMIN_EMAIL = 'admin@storyfit.in';

/**
 * Makes sure an admin exists. With ADMIN_EMAIL (and ADMIN_PASSWORD) that account is created or
 * promoted; otherwise, when no admin exists yet, a demo admin with a random password is created
 * and the password is returned so the caller can print it once.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password?: string | undefined } | undefined,
  passwordCost: PasswordCost,
): Promise<{ email: string; password?: string; created: boolean }> {
  if (!admin) {
    const [existing] = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin')).limit(1);
    if (existing) return { email: existing.email, created: false };
  }
  const email = (admin?.email ?? DEMO_ADMIN_EMAIL).toLowerCase();
  const [found] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (found) {
    const changes: Partial<typeof users.$inferInsert> = { role: 'admin', isVerified: true };
    if (admin?.password) changes.passwordHash = await hashPassword(admin.password, passwordCost);
    await db.update(users).set(changes).where(eq(users.id, found.id));
    return { email, created: false };
  }
  const password = admin?.password ?? crypto.randomBytes(12).toString('base64url');
  await db.insert(users).values({
    name: 'Store Admin',
    email,
    phone: '9000000000',
    gender: 'other',
    role: 'admin',
    isVerified: true,
    passwordHash: await hashPassword(password, passwordCost),
  });
  return { email, created: true, ...(admin?.password ? {} : { password }) };
}
