import { Minus, Plus } from 'lucide-react';
import { MIN_QUANTITY, PRODUCT_PAGE_TEXTS } from '@shop/shared';
import { useScreenTexts } from '../../../lib/i18n';

/** Quantity with − and + (bounded by `max`, the stock of the chosen size). */
export function QuantityStepper({
  quantity,
  max,
  onChange,
}: {
  quantity: number;
  max: number;
  onChange: (quantity: number) => void;
}) {
  const texts = useScreenTexts('productPage', PRODUCT_PAGE_TEXTS);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="quantity" className="text-sm font-semibold">
        {texts.quantity}
      </label>
      <div className="flex w-fit items-center rounded-[var(--radius-control)] border border-line bg-card">
        <button
          type="button"
          className="grid size-11 place-items-center disabled:opacity-40"
          aria-label={texts.decrease}
          disabled={quantity <= MIN_QUANTITY}
          onClick={() => onChange(quantity - 1)}
        >
          <Minus className="size-4" aria-hidden />
        </button>
        <input
          id="quantity"
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={Math.max(max, MIN_QUANTITY)}
          value={quantity}
          onChange={(event) => {
            const next = Number.parseInt(event.target.value, 10);
            if (Number.isFinite(next)) onChange(next);
          }}
          className="h-11 w-14 border-x border-line bg-card text-center text-base font-semibold [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className="grid size-11 place-items-center disabled:opacity-40"
          aria-label={texts.increase}
          disabled={quantity >= max}
          onClick={() => onChange(quantity + 1)}
        >
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
