import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, ERROR_FALLBACK, type Wishlist } from '@shop/shared';
import { send } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { wishlistKeys } from './wishlist-keys';

/** DELETE /wishlist/{id}: removes one saved item. */
export const removeWishlistItem = (id: string) =>
  send({ method: 'delete', url: API.wishlist.one(id) }, ERROR_FALLBACK.removeFromWishlist);

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
