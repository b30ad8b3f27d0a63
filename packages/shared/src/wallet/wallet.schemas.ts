import { z } from 'zod';
import { Id, Timestamp } from '../api.ts';

/** Why store credit moved: a return refunded to it, an order paid with it, a cancelled order's credit back. */
export const WALLET_REASONS = ['return-credit', 'order-payment', 'order-cancelled'] as const;
export const WalletReason = z.enum(WALLET_REASONS);
export type WalletReason = z.infer<typeof WalletReason>;

export const WALLET_REASON_LABELS: Readonly<Record<WalletReason, string>> = {
  'return-credit': 'Return refunded to store credit',
  'order-payment': 'Paid towards an order',
  'order-cancelled': 'Order cancelled: credit back',
};

export const WalletEntry = z.object({
  _id: Id,
  /** Rupees: positive adds, negative spends. */
  amount: z.number(),
  balanceAfter: z.number(),
  reason: WalletReason,
  referenceId: Id,
  createdAt: Timestamp,
});
export type WalletEntry = z.infer<typeof WalletEntry>;

export const Wallet = z.object({ balance: z.number(), entries: z.array(WalletEntry) });
export type Wallet = z.infer<typeof Wallet>;

export const WALLET_TEXTS = {
  heading: 'Store credit',
  balance: 'Balance',
  empty: 'No store credit yet. Refunds you take as store credit land here at once.',
  use: 'Use my store credit',
  fetchFailed: 'Could not load your store credit',
  applied: (credit: string, due: string, online: boolean) =>
    `${credit} paid with store credit; ${due} ${online ? 'to pay online' : 'to pay at the door'}.`,
  paidInFull: (credit: string) => `${credit} paid with store credit: nothing left to pay.`,
} as const;
