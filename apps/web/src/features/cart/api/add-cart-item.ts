import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, ERROR_FALLBACK, type AddCartItemBody } from '@shop/shared';
import { send } from '../../../lib/api-client';

/** POST /cart: adds a line, or raises its quantity when the same variant and size are there. */
export const addCartItem = (body: AddCartItemBody) =>
  send({ method: 'post', url: API.cart.root, data: body }, ERROR_FALLBACK.addToCart);

export function useAddCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCartItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}
