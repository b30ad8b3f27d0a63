import { paiseToRupees, rupeesToPaise } from '@shop/shared';
import { useWallet } from './wallet';

/**
 * What store credit pays of an order, as the server's checkout counts it: all it covers; short of
 * the whole of an online order, all but the provider's smallest payment (one rupee).
 */
export function storeCreditApplied(balance: number, total: number, online: boolean): number {
  if (balance <= 0) return 0;
  if (balance >= total) return total;
  return Math.max(0, Math.min(balance, online ? paiseToRupees(rupeesToPaise(total) - 100) : total));
}

/** The credit the signed-in shopper's balance pays of `total` (0 for visitors and empty wallets). */
export function useStoreCreditApplied(total: number, online: boolean): number {
  const wallet = useWallet();
  return storeCreditApplied(wallet.data?.balance ?? 0, total, online);
}
