import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { ERROR_FALLBACK, formatInr, SCREEN, SUCCESS, VALIDATION, type CartItem } from '@shop/shared';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton, StateMessage } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { toast, toastError } from '../../../lib/toast';
import { useCart } from '../api/get-cart';
import { useClearCart } from '../api/clear-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { useCartSelection } from '../hooks/use-cart-selection';
import { firstLineProblem, subtotalOf } from '../line-stock';
import { CartLine } from './cart-line';

/** What /confirm-order receives through navigation state: the chosen cart lines. */
export type CheckoutState = { items: CartItem[] };

/** The cart screen's body: lines, selection mode, quantity edits, remove, clear, Buy Now and Buy Selected. */
export function CartView() {
  const cart = useCart();
  const navigate = useNavigate();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const clear = useClearCart();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);

  const items = useMemo(() => cart.data?.items ?? [], [cart.data]);
  const itemIds = useMemo(() => items.map((item) => item._id), [items]);
  const selection = useCartSelection(itemIds);
  const chosen = selection.active ? items.filter((item) => selection.selected.has(item._id)) : items;

  if (cart.isPending) return <CartSkeleton />;
  if (cart.isError) {
    return (
      <StateMessage
        tone="error"
        action={
          <Button variant="secondary" onClick={() => cart.refetch()}>
            Try again
          </Button>
        }
      >
        {SCREEN.cartFailed}
      </StateMessage>
    );
  }
  if (items.length === 0) {
    return (
      <div className="card flex flex-col items-center gap-4 px-6 py-16 text-center">
        <ShoppingBag className="size-10 text-muted" aria-hidden />
        <p className="text-lg font-semibold" role="status">
          {VALIDATION.cartEmpty}
        </p>
        <p className="max-w-sm text-ink-soft">Find a tee with a story you want to wear.</p>
        <ButtonLink to={paths.products}>Browse products</ButtonLink>
      </div>
    );
  }

  const checkout = (lines: CartItem[], emptyMessage: string) => {
    if (lines.length === 0) {
      toast.error(emptyMessage);
      return;
    }
    const problem = firstLineProblem(lines);
    if (problem) {
      toast.error(problem);
      return;
    }
    navigate(paths.confirmOrder, { state: { items: lines } satisfies CheckoutState });
  };

  const onConfirmQuantity = (item: CartItem, quantity: number) => {
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

  const onRemove = (item: CartItem) => {
    if (editingId === item._id) setEditingId(null);
    remove.mutate(item._id, {
      onSuccess: () => toast.success(SUCCESS.removedFromCart),
      onError: (error) => toastError(error, ERROR_FALLBACK.removeCartItem),
    });
  };

  const onClear = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        toast.success(SUCCESS.cartCleared);
        setConfirmClear(false);
        setEditingId(null);
      },
      onError: (error) => toastError(error, ERROR_FALLBACK.clearCart),
    });

  const subtotal = subtotalOf(chosen);
  const pieces = chosen.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_340px] lg:gap-8">
      <section aria-labelledby="cart-lines-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="cart-lines-title" className="text-lg font-semibold">
            {items.length} {items.length === 1 ? 'item' : 'items'}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            {selection.active ? (
              <label className="mr-1 inline-flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  checked={selection.allSelected}
                  onChange={selection.toggleAll}
                  className="size-4 accent-[var(--color-ink)]"
                />
                Select all
              </label>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              aria-pressed={selection.active}
              onClick={() => selection.setMode(!selection.active)}
            >
              {selection.active ? 'Done selecting' : 'Select items'}
            </Button>
            <Button variant="ghost" size="sm" className="text-danger" onClick={() => setConfirmClear(true)}>
              Clear cart
            </Button>
          </div>
        </div>
        <ul className="flex flex-col gap-3" aria-label="Cart items">
          {items.map((item) => (
            <CartLine
              key={item._id}
              item={item}
              editing={editingId === item._id}
              onEdit={() => setEditingId(item._id)}
              onCancelEdit={() => setEditingId(null)}
              onConfirmQuantity={(quantity) => onConfirmQuantity(item, quantity)}
              updating={update.isPending && update.variables?.itemId === item._id}
              onRemove={() => onRemove(item)}
              removing={remove.isPending && remove.variables === item._id}
              selectable={selection.active}
              selected={selection.selected.has(item._id)}
              onToggleSelected={() => selection.toggle(item._id)}
            />
          ))}
        </ul>
      </section>

      <aside aria-labelledby="cart-summary-title" className="card flex flex-col gap-4 p-5 lg:sticky lg:top-28">
        <h2 id="cart-summary-title" className="text-lg font-semibold">
          {selection.active ? 'Selected items' : 'Order summary'}
        </h2>
        <dl className="flex flex-col gap-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-ink-soft">
              Subtotal ({pieces} {pieces === 1 ? 'piece' : 'pieces'})
            </dt>
            <dd className="font-semibold" data-testid="cart-subtotal">
              {formatInr(subtotal)}
            </dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-ink-soft">Delivery</dt>
            <dd className="text-ink-soft">Calculated at checkout</dd>
          </div>
        </dl>
        {selection.active ? (
          <Button size="lg" onClick={() => checkout(chosen, VALIDATION.selectAtLeastOne)}>
            Buy Selected{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
        ) : (
          <Button size="lg" onClick={() => checkout(items, VALIDATION.cartEmpty)}>
            Buy Now
          </Button>
        )}
        <ButtonLink to={paths.products} variant="ghost" size="sm">
          Continue shopping
        </ButtonLink>
      </aside>

      <ConfirmDialog
        open={confirmClear}
        title="Clear cart"
        message="Remove every item from your cart?"
        confirmLabel="Clear cart"
        pending={clear.isPending}
        onConfirm={onClear}
        onCancel={() => setConfirmClear(false)}
      />
    </div>
  );
}

function CartSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_340px]" aria-busy="true" aria-label="Loading cart">
      <div className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="card flex gap-4 p-4">
            <Skeleton className="aspect-[4/5] w-20 sm:w-28" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="mt-auto h-8 w-1/2" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-56" />
    </div>
  );
}
