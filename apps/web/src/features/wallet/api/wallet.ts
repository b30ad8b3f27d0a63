import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, WALLET_TEXTS } from '@shop/shared';
import { request } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

export const walletKeys = { all: ['wallet'] as const, mine: (userId: string) => ['wallet', userId] as const };

/** GET /user/wallet: the balance and the ledger. */
export const getWallet = () => request({ method: 'get', url: API.wallet }, (c) => c.Wallet, WALLET_TEXTS.fetchFailed);

export const walletQuery = (userId: string) => queryOptions({ queryKey: walletKeys.mine(userId), queryFn: getWallet });

/** The signed-in shopper's store credit; nothing is asked for visitors. */
export function useWallet() {
  const userId = useAuthStore((s) => (s.isAuthenticated ? s.user?._id : undefined));
  return useQuery({ ...walletQuery(userId ?? ''), enabled: Boolean(userId) });
}
