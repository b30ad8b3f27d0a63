import { paiseToRupees, type Wallet, type WalletReason } from '@shop/shared';
import type { Queryable, Tx } from '../../db/client.ts';
import * as repo from './wallet.repository.ts';

/**
 * Store credit: an append-only ledger per customer and its balance. Every movement runs in the
 * caller's transaction (the return that credits it, the order that spends it), locks the
 * customer's balance row first, and is written once per reason and reference: a retried credit or
 * spend answers the entry already written. A spend never takes the balance below zero: the
 * balance moves by a conditional update, and the table's check refuses a negative balance.
 */
export type WalletMove = { userId: string; amountPaise: number; reason: WalletReason; referenceId: string };

/** Adds credit (a return refunded to store credit, a cancelled order's credit given back). */
export async function creditWallet(tx: Tx, move: WalletMove): Promise<repo.WalletEntryRow | null> {
  if (move.amountPaise <= 0) return null;
  await repo.lockAccount(tx, move.userId);
  const existing = await repo.findEntry(tx, move.reason, move.referenceId);
  if (existing) return existing;
  const balance = (await repo.moveBalance(tx, move.userId, move.amountPaise))!;
  return repo.insertEntry(tx, {
    userId: move.userId,
    deltaPaise: move.amountPaise,
    balanceAfterPaise: balance,
    reason: move.reason,
    referenceId: move.referenceId,
  });
}

/**
 * Spends up to `amountPaise` of the customer's credit (all of it when the balance is smaller):
 * answers what was spent, 0 when there is nothing to spend.
 */
export async function spendWallet(tx: Tx, move: WalletMove): Promise<number> {
  const balance = await repo.lockAccount(tx, move.userId);
  const existing = await repo.findEntry(tx, move.reason, move.referenceId);
  if (existing) return -existing.deltaPaise;
  const spend = Math.min(balance, move.amountPaise);
  if (spend <= 0) return 0;
  const after = await repo.moveBalance(tx, move.userId, -spend);
  if (after === null) return 0;
  await repo.insertEntry(tx, {
    userId: move.userId,
    deltaPaise: -spend,
    balanceAfterPaise: after,
    reason: move.reason,
    referenceId: move.referenceId,
  });
  return spend;
}

/** Gives back the credit an order spent, once (the order was cancelled). Answers the amount. */
export async function returnOrderCredit(tx: Tx, orderId: string): Promise<number> {
  const spent = await repo.findEntry(tx, 'order-payment', orderId);
  if (!spent) return 0;
  const entry = await creditWallet(tx, {
    userId: spent.userId,
    amountPaise: -spent.deltaPaise,
    reason: 'order-cancelled',
    referenceId: orderId,
  });
  return entry?.deltaPaise ?? 0;
}

/** What an order paid with store credit, in paise (0 when none). */
export async function creditSpentOn(db: Queryable, orderId: string): Promise<number> {
  const spent = await repo.findEntry(db, 'order-payment', orderId);
  return spent ? -spent.deltaPaise : 0;
}

export const walletBalancePaise = repo.balanceOf;

const SHOWN_ENTRIES = 50;

export async function walletOf(db: Queryable, userId: string): Promise<Wallet> {
  const [balance, entries] = await Promise.all([repo.balanceOf(db, userId), repo.entriesOf(db, userId, SHOWN_ENTRIES)]);
  return {
    balance: paiseToRupees(balance),
    entries: entries.map((entry) => ({
      _id: entry.id,
      amount: paiseToRupees(entry.deltaPaise),
      balanceAfter: paiseToRupees(entry.balanceAfterPaise),
      reason: entry.reason,
      referenceId: entry.referenceId,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
