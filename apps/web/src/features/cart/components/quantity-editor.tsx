import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Check, X } from 'lucide-react';
import { LineQuantity, type CartItem } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { numberFromText } from '../../../lib/forms';
import { useTranslateMessage } from '../../../lib/i18n';
import { useCartPageTexts } from '../cart-texts';

/** The quantity as typed, read as the cart's rule for a line's quantity. */
const QuantityField = z.object({ quantity: numberFromText(LineQuantity) });

/** A cart line's quantity in edit: at least 1, confirmed or cancelled (Escape cancels too). */
export function QuantityEditor({
  item,
  name,
  pending,
  onConfirm,
  onCancel,
}: {
  item: CartItem;
  name: string;
  pending: boolean;
  onConfirm: (quantity: number) => void;
  onCancel: () => void;
}) {
  const form = useForm<{ quantity: string }, unknown, z.output<typeof QuantityField>>({
    resolver: zodResolver(QuantityField),
    defaultValues: { quantity: String(item.quantity) },
  });
  const texts = useCartPageTexts();
  const translate = useTranslateMessage();
  const error = form.formState.errors.quantity?.message;
  const inputId = `quantity-${item._id}`;
  const submit = form.handleSubmit(({ quantity }) => onConfirm(quantity));

  return (
    <form onSubmit={submit} className="flex min-w-0 flex-col gap-1" noValidate>
      {/* On a phone the line is narrow: the buttons go under the field rather than off the screen. */}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          {texts.quantityOf(name)}
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={item.variant.stock > 0 ? item.variant.stock : undefined}
          autoFocus
          {...form.register('quantity')}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="w-20 rounded-[var(--radius-control)] border border-line bg-card px-3 py-1.5 text-base focus:border-ink focus:outline-none aria-[invalid=true]:border-danger"
        />
        <Button type="submit" size="sm" pending={pending} aria-label={texts.confirmQuantity}>
          <Check className="size-4" aria-hidden />
          {texts.confirm}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={pending} aria-label={texts.cancelQuantity}>
          <X className="size-4" aria-hidden />
          {texts.cancel}
        </Button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-danger">
          {translate(error)}
        </p>
      ) : null}
    </form>
  );
}
