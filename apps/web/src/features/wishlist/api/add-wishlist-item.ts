import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddWishlistBody, API, WISHLIST_ERROR_FALLBACK } from '@shop/shared';
import { send } from '../../../lib/api-client';
import { wishlistKeys } from './wishlist-keys';

/** POST /wishlist: adding the same variant and size twice is harmless. */
export const addWishlistItem = (body: AddWishlistBody) =>
  send({ method: 'post', url: API.wishlist.root, data: body }, WISHLIST_ERROR_FALLBACK.addToWishlist);

export function useAddWishlistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWishlistItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
