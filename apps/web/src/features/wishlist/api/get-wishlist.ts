import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, WISHLIST_ERROR_FALLBACK } from '@shop/shared';
import { request } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

import { wishlistKeys } from './wishlist-keys';

/** GET /wishlist: the signed-in user's saved variants and sizes. */
export const getWishlist = () =>
  request({ method: 'get', url: API.wishlist.root }, (c) => c.Wishlist, WISHLIST_ERROR_FALLBACK.fetchWishlist);

export const wishlistQuery = (userId: string) =>
  queryOptions({ queryKey: wishlistKeys.user(userId), queryFn: getWishlist });

export function useWishlist() {
  const userId = useAuthStore((s) => (s.isAuthenticated ? s.user?._id : undefined));
  return useQuery({ ...wishlistQuery(userId ?? ''), enabled: Boolean(userId) });
}

/** How many items the signed-in shopper has saved (0 for visitors), for the header and menu. */
export function useWishlistCount(): number {
  return useWishlist().data?.items.length ?? 0;
}
