import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CartItem } from '@shop/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { useCart } from '../api/get-cart';
import { useCartLineActions } from '../hooks/use-cart-line-actions';
import { useCartSelection } from '../hooks/use-cart-selection';
import { useCartPageTexts } from '../cart-texts';
import { firstLineProblem } from '../line-stock';
import { CartLine } from './cart-line';
import { CartEmpty, CartFailed, CartSkeleton } from './cart-states';
import { CartSummary } from './cart-summary';
import { CartToolbar } from './cart-toolbar';

/** What /confirm-order receives through navigation state: the chosen cart lines. */
export type CheckoutState = { items: CartItem[] };

/** The cart screen's body: lines, selection mode, quantity edits, remove, clear, Buy Now and Buy Selected. */
export function CartView() {
  const cart = useCart();
  const navigate = useNavigate();
  const actions = useCartLineActions();
  const [confirmClear, setConfirmClear] = useState(false);
  const texts = useCartPageTexts();

  const items = useMemo(() => cart.data?.items ?? [], [cart.data]);
  const itemIds = useMemo(() => items.map((item) => item._id), [items]);
  const selection = useCartSelection(itemIds);
  const chosen = selection.active ? items.filter((item) => selection.selected.has(item._id)) : items;

  if (cart.isPending) return <CartSkeleton />;
  if (cart.isError) return <CartFailed onRetry={() => void cart.refetch()} />;
  if (items.length === 0) return <CartEmpty />;

  const checkout = (emptyMessage: string) => {
    if (chosen.length === 0) {
      toast.error(emptyMessage);
      return;
    }
    const problem = firstLineProblem(chosen);
    if (problem) {
      toast.error(problem);
      return;
    }
    navigate(paths.confirmOrder, { state: { items: chosen } satisfies CheckoutState });
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_340px] lg:gap-8">
      <section aria-labelledby="cart-lines-title" className="flex flex-col gap-4">
        <CartToolbar count={items.length} selection={selection} onClear={() => setConfirmClear(true)} />
        <ul className="flex flex-col gap-3" aria-label={texts.items}>
          {items.map((item) => (
            <CartLine
              key={item._id}
              item={item}
              editing={actions.editingId === item._id}
              onEdit={() => actions.setEditingId(item._id)}
              onCancelEdit={() => actions.setEditingId(null)}
              onConfirmQuantity={(quantity) => actions.confirmQuantity(item, quantity)}
              updating={actions.updatingId === item._id}
              onRemove={() => actions.removeLine(item)}
              removing={actions.removingId === item._id}
              selectable={selection.active}
              selected={selection.selected.has(item._id)}
              onToggleSelected={() => selection.toggle(item._id)}
            />
          ))}
        </ul>
      </section>
      <CartSummary chosen={chosen} selecting={selection.active} onCheckout={checkout} />
      <ConfirmDialog
        open={confirmClear}
        title={texts.clearCart}
        message={texts.clearConfirm}
        confirmLabel={texts.clearCart}
        pending={actions.clearing}
        onConfirm={() => actions.clearCart(() => setConfirmClear(false))}
        onCancel={() => setConfirmClear(false)}
      />
    </div>
  );
}
