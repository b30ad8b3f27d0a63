import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type Wishlist, WISHLIST_ERROR_FALLBACK } from '@shop/shared';
import { send } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { wishlistKeys } from './wishlist-keys';

/** DELETE /wishlist/{id}: removes one saved item. */
export const removeWishlistItem = (id: string) =>
  send({ method: 'delete', url: API.wishlist.one(id) }, WISHLIST_ERROR_FALLBACK.removeFromWishlist);

export function useRemoveWishlistItem() {
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?._id ?? '');
  return useMutation({
    mutationFn: removeWishlistItem,
    onSuccess: (_message, id) => {
      queryClient.setQueryData<Wishlist>(wishlistKeys.user(userId), (list) =>
        list ? { items: list.items.filter((item) => item._id !== id) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
    },
  });
}
