import type { ReactNode } from 'react';
import { Ruler } from 'lucide-react';
import { SIZES, type Size, type Variant, PRODUCT_PAGE_TEXTS, type ScreenTexts } from '@shop/shared';
import { useTexts, useScreenTexts } from '../../../lib/i18n';

function stockNote(stock: number, texts: ScreenTexts['productPage']) {
  if (stock === 0) return texts.outOfStock;
  if (stock <= 5) return texts.onlyLeft(stock);
  return texts.inStock;
}

/** The size tiles (sold-out ones disabled), the size chart button and a line on stock; `tools` sit beside the chart. */
export function SizePicker({
  variant,
  size,
  onChange,
  onSizeChart,
  tools,
}: {
  variant: Variant | undefined;
  size: Size | null;
  onChange: (size: Size) => void;
  onSizeChart: () => void;
  tools?: ReactNode;
}) {
  const stock = variant && size ? variant.quantity[size] : null;
  const soldOut = variant ? SIZES.every((s) => variant.quantity[s] === 0) : false;
  const texts = useTexts().storefront;
  const page = useScreenTexts('productPage', PRODUCT_PAGE_TEXTS);
  return (
    <fieldset>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <legend className="text-sm font-semibold">
          {texts.size}
          {size ? <span className="font-normal text-ink-soft">: {size}</span> : null}
        </legend>
        <div className="flex items-center gap-4">
          {tools}
          <button
            type="button"
            onClick={onSizeChart}
            className="inline-flex min-h-9 items-center gap-1.5 rounded text-sm font-semibold text-ink underline-offset-4 hover:underline"
          >
            <Ruler className="size-4" aria-hidden />
            {texts.sizeChart}
          </button>
        </div>
      </div>
      <div className="grid grid-cols-4 gap-2">
        {SIZES.map((s) => {
          const disabled = (variant?.quantity[s] ?? 0) === 0;
          const selected = size === s;
          return (
            <label
              key={s}
              className={`relative flex min-h-12 flex-col items-center justify-center rounded-[var(--radius-control)] border text-sm font-semibold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${
                disabled
                  ? 'cursor-not-allowed border-line bg-paper text-muted line-through'
                  : selected
                    ? 'cursor-pointer border-ink bg-ink text-white'
                    : 'cursor-pointer border-line bg-card hover:border-ink'
              }`}
            >
              <input
                type="radio"
                name="size"
                value={s}
                className="sr-only"
                checked={selected}
                disabled={disabled}
                onChange={() => onChange(s)}
                aria-label={disabled ? page.sizeOutOfStock(s) : s}
              />
              <span aria-hidden>{s}</span>
            </label>
          );
        })}
      </div>
      <p className="mt-2 min-h-5 text-sm text-ink-soft" aria-live="polite">
        {soldOut ? page.colourSoldOut : stock !== null ? stockNote(stock, page) : page.greyedOut}
      </p>
    </fieldset>
  );
}
