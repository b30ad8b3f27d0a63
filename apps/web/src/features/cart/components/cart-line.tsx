import { Pencil, Trash2 } from 'lucide-react';
import { formatInr, type CartItem } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { ProductLineImage, ProductLineSummary } from '../../../components/ui/product-line';
import { paths } from '../../../config/paths';
import { useTranslateMessage } from '../../../lib/i18n';
import { LOW_STOCK, lineName, lineProblem, lineTotal } from '../line-stock';
import { useCartPageTexts } from '../cart-texts';
import { QuantityEditor } from './quantity-editor';

type Props = {
  item: CartItem;
  editing: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  onConfirmQuantity: (quantity: number) => void;
  updating: boolean;
  onRemove: () => void;
  removing: boolean;
  selectable: boolean;
  selected: boolean;
  onToggleSelected: () => void;
};

/** One cart line: picture, name, colour, size, price, quantity (editable one line at a time), total. */
export function CartLine({
  item,
  editing,
  onEdit,
  onCancelEdit,
  onConfirmQuantity,
  updating,
  onRemove,
  removing,
  selectable,
  selected,
  onToggleSelected,
}: Props) {
  const { variant } = item;
  const name = lineName(item);
  const problem = lineProblem(item);
  const checkboxId = `select-${item._id}`;
  const texts = useCartPageTexts();
  const translate = useTranslateMessage();

  return (
    <li className="card flex gap-3 p-3 sm:gap-4 sm:p-4" aria-label={name}>
      {selectable ? (
        <div className="flex items-start pt-1">
          <input
            id={checkboxId}
            type="checkbox"
            checked={selected}
            onChange={onToggleSelected}
            className="size-5 accent-[var(--color-ink)]"
            aria-label={texts.select(name)}
          />
        </div>
      ) : null}
      <ProductLineImage
        to={paths.product(variant.product._id)}
        image={variant.image}
        sizes="(min-width: 640px) 112px, 80px"
        className="w-20 sm:w-28"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <ProductLineSummary
              to={paths.product(variant.product._id)}
              name={variant.product.name}
              color={variant.color}
              size={item.size}
              headingClassName="sm:text-lg"
              detailsClassName="mt-1 gap-y-1"
            >
              <span>{texts.each(formatInr(variant.price))}</span>
            </ProductLineSummary>
          </div>
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            pending={removing}
            aria-label={texts.remove(name)}
            className="-mt-1 -mr-1 shrink-0 text-ink-soft hover:text-danger"
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>

        {problem ? (
          <p className="text-sm font-medium text-danger">{translate(problem)}</p>
        ) : variant.stock <= LOW_STOCK ? (
          <p className="text-sm font-medium text-warning">{texts.onlyLeft(variant.stock)}</p>
        ) : null}

        <div className="mt-auto flex flex-wrap items-end justify-between gap-3">
          {editing ? (
            <QuantityEditor
              item={item}
              name={name}
              pending={updating}
              onConfirm={onConfirmQuantity}
              onCancel={onCancelEdit}
            />
          ) : (
            <div className="flex items-center gap-2">
              <span className="text-sm text-ink-soft">
                {texts.quantity} <strong className="text-base font-semibold text-ink">{item.quantity}</strong>
              </span>
              <Button variant="secondary" size="sm" onClick={onEdit} aria-label={texts.editQuantity(name)}>
                <Pencil className="size-3.5" aria-hidden />
                {texts.edit}
              </Button>
            </div>
          )}
          <p className="text-right">
            <span className="sr-only">{texts.lineTotal} </span>
            <span className="text-lg font-semibold">{formatInr(lineTotal(item))}</span>
          </p>
        </div>
      </div>
    </li>
  );
}
