import { SIZES, STOCK_HISTORY_TEXTS, formatInr, type Variant } from '@shop/shared';
import { History } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { SizeDemand } from '../../stock-alerts';
import { stacked, td } from '../../../components/ui/admin-section';
import { EditDeleteCell } from '../../../components/ui/admin-table';
import { ColorSwatch } from './color-swatch';
import { variantName } from './variant-name';

const cell = `${td} ${stacked.cell}`;

/**
 * One row of the variants table: photo, names, price, stock per size with how many shoppers wait
 * for each sold-out size, SKU, Stock history, Edit and Delete. Below `lg` the row is a card: photo,
 * names and price on top, the stock of every size across, the SKU, then the actions, so a phone sees
 * all of it without scrolling sideways.
 */
export function VariantRow({
  variant,
  waiting,
  onHistory,
  onEdit,
  onDelete,
}: {
  variant: Variant;
  waiting: (size: string) => number;
  onHistory: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const name = variantName(variant);
  return (
    <tr role="row" className={`${stacked.row} max-lg:grid-cols-[minmax(0,1fr)_auto]`}>
      <td role="cell" className={cell}>
        <div className="flex items-center gap-3">
          <div className="size-12 shrink-0 overflow-hidden rounded-[var(--radius-control)] bg-paper">
            <ResponsiveImage image={variant.image} alt="" sizes="48px" />
          </div>
          <div className="min-w-0">
            <p className="font-medium">{variant.product.name}</p>
            <p className="flex items-center gap-1.5 text-xs text-muted">
              <ColorSwatch hex={variant.color.hex} className="size-3" />
              {variant.color.name}
            </p>
          </div>
        </div>
      </td>
      <td role="cell" className={`${cell} text-right font-semibold whitespace-nowrap`}>
        {formatInr(variant.price)}
      </td>
      <td
        role="cell"
        className={`${cell} max-lg:col-span-2 max-lg:rounded-[var(--radius-control)] max-lg:bg-paper max-lg:px-2 max-lg:py-2`}
      >
        <dl className="grid grid-cols-4 gap-x-3 text-xs" aria-label={`Stock of ${name}`}>
          {SIZES.map((size) => (
            <div key={size} className="flex flex-col items-center gap-1 text-center">
              <dt className="text-muted">{size}</dt>
              <dd className={`font-semibold tabular-nums ${variant.quantity[size] === 0 ? 'text-danger' : ''}`}>
                {variant.quantity[size]}
              </dd>
              {waiting(size) > 0 ? (
                <dd>
                  <SizeDemand waiting={waiting(size)} />
                </dd>
              ) : null}
            </div>
          ))}
        </dl>
      </td>
      <td role="cell" className={`${cell} font-mono text-xs max-lg:col-span-2`}>
        <span className="font-sans text-muted lg:hidden">SKU </span>
        {variant.sku}
      </td>
      <EditDeleteCell
        role="cell"
        className={`${stacked.cell} max-lg:col-span-2 max-lg:border-t max-lg:pt-2`}
        name={name}
        onEdit={onEdit}
        onDelete={onDelete}
      >
        <Button variant="ghost" size="sm" aria-label={`${STOCK_HISTORY_TEXTS.open} of ${name}`} onClick={onHistory}>
          <History className="size-4" aria-hidden />
          {STOCK_HISTORY_TEXTS.open}
        </Button>
      </EditDeleteCell>
    </tr>
  );
}
