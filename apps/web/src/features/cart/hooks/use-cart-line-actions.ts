import { useState } from 'react';
import { ERROR_FALLBACK, SUCCESS, type CartItem } from '@shop/shared';
import { toast, toastError } from '../../../lib/toast';
import { useClearCart } from '../api/clear-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';

/** Quantity edits (one line at a time), removing a line and clearing the cart, each with its toast. */
export function useCartLineActions() {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const clear = useClearCart();
  const [editingId, setEditingId] = useState<string | null>(null);

  const confirmQuantity = (item: CartItem, quantity: number) => {
    if (quantity === item.quantity) {
      setEditingId(null);
      return;
    }
    update.mutate(
      { itemId: item._id, quantity },
      {
        onSuccess: () => {
          toast.success(SUCCESS.cartItemUpdated);
          setEditingId(null);
        },
        onError: (error) => toastError(error, ERROR_FALLBACK.updateCartItem),
      },
    );
  };

  const removeLine = (item: CartItem) => {
    if (editingId === item._id) setEditingId(null);
    remove.mutate(item._id, {
      onSuccess: () => toast.success(SUCCESS.removedFromCart),
      onError: (error) => toastError(error, ERROR_FALLBACK.removeCartItem),
    });
  };

  const clearCart = (onCleared: () => void) =>
    clear.mutate(undefined, {
      onSuccess: () => {
        toast.success(SUCCESS.cartCleared);
        setEditingId(null);
        onCleared();
      },
      onError: (error) => toastError(error, ERROR_FALLBACK.clearCart),
    });

  return {
    editingId,
    setEditingId,
    confirmQuantity,
    removeLine,
    clearCart,
    clearing: clear.isPending,
    updatingId: update.isPending ? update.variables?.itemId : undefined,
    removingId: remove.isPending ? remove.variables : undefined,
  };
}
