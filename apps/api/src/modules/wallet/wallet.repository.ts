import { and, desc, eq, sql } from 'drizzle-orm';
import type { WalletReason } from '@shop/shared';
import type { Queryable, Tx } from '../../db/client.ts';
import { walletAccounts, walletEntries } from '../../db/schema/index.ts';

export type WalletEntryRow = typeof walletEntries.$inferSelect;

/** The customer's balance row, created at zero when missing, locked for the rest of `tx`. */
export async function lockAccount(tx: Tx, userId: string): Promise<number> {
  await tx.insert(walletAccounts).values({ userId, balancePaise: 0 }).onConflictDoNothing();
  const [row] = await tx
    .select({ balancePaise: walletAccounts.balancePaise })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId))
    .for('update');
  return row!.balancePaise;
}

export async function findEntry(db: Queryable, reason: WalletReason, referenceId: string) {
  const [row] = await db
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.reason, reason), eq(walletEntries.referenceId, referenceId)));
  return row;
}

/**
 * Moves the balance by `deltaPaise` only while it stays at or above zero (one conditional update);
 * answers the new balance, or null when the spend would overdraw it.
 */
export async function moveBalance(tx: Tx, userId: string, deltaPaise: number): Promise<number | null> {
  const [row] = await tx
    .update(walletAccounts)
    .set({ balancePaise: sql`${walletAccounts.balancePaise} + ${deltaPaise}` })
    .where(and(eq(walletAccounts.userId, userId), sql`${walletAccounts.balancePaise} + ${deltaPaise} >= 0`))
    .returning({ balancePaise: walletAccounts.balancePaise });
  return row?.balancePaise ?? null;
}

export async function insertEntry(tx: Tx, values: typeof walletEntries.$inferInsert): Promise<WalletEntryRow> {
  const [row] = await tx.insert(walletEntries).values(values).returning();
  return row!;
}

export async function balanceOf(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ balancePaise: walletAccounts.balancePaise })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId));
  return row?.balancePaise ?? 0;
}

export async function entriesOf(db: Queryable, userId: string, limit: number): Promise<WalletEntryRow[]> {
  return db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
    .limit(limit);
}
