import { Button } from '../../../components/ui/button';
import { useCartPageTexts } from '../cart-texts';
import type { useCartSelection } from '../hooks/use-cart-selection';

/** The line count, selection mode with Select all, and Clear cart. */
export function CartToolbar({
  count,
  selection,
  onClear,
}: {
  count: number;
  selection: ReturnType<typeof useCartSelection>;
  onClear: () => void;
}) {
  const texts = useCartPageTexts();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id="cart-lines-title" className="text-lg font-semibold">
        {texts.itemCount(count)}
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
            {texts.selectAll}
          </label>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={selection.active}
          onClick={() => selection.setMode(!selection.active)}
        >
          {selection.active ? texts.doneSelecting : texts.selectItems}
        </Button>
        <Button variant="ghost" size="sm" className="text-danger" onClick={onClear}>
          {texts.clearCart}
        </Button>
      </div>
    </div>
  );
}
