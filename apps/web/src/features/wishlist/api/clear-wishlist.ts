import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, ERROR_FALLBACK, type Wishlist } from '@shop/shared';
import { send } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { wishlistQueryKey } from './get-wishlist';

/** DELETE /wishlist: empties the wishlist. */
export const clearWishlist = () => send({ method: 'delete', url: API.wishlist.root }, ERROR_FALLBACK.clearWishlist);

export function useClearWishlist() {
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useMutation({
    mutationFn: clearWishlist,
    onSuccess: () => {
      queryClient.setQueryData<Wishlist>(wishlistQueryKey(userId), { items: [] });
      return queryClient.invalidateQueries({ queryKey: ['wishlist'] });
    },
  });
}
