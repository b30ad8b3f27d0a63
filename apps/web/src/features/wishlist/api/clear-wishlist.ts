import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, WISHLIST_ERROR_FALLBACK, type Wishlist } from '@shop/shared';
import { send } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { wishlistKeys } from './wishlist-keys';

/** DELETE /wishlist: empties the wishlist. */
export const clearWishlist = () =>
  send({ method: 'delete', url: API.wishlist.root }, WISHLIST_ERROR_FALLBACK.clearWishlist);

export function useClearWishlist() {
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useMutation({
    mutationFn: clearWishlist,
    onSuccess: () => {
      queryClient.setQueryData<Wishlist>(wishlistKeys.user(userId), { items: [] });
      return queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
    },
  });
}
