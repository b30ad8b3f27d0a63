import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { SIZES, STOCK_ADJUST_TEXTS, STOCK_NOTE_MAX_LENGTH, StockAdjustBody, type Size } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { toast, toastError } from '../../../lib/toast';
import { useAdjustStock } from '../api/stock-history';

type AdjustForm = z.input<typeof StockAdjustBody>;

/**
 * Units of one size found (+2) or gone (−1: damaged, lost, given away), with the reason the history
 * will show. Checked here by the same rules as on the server; the server alone refuses a change
 * below zero, under the size's lock.
 */
export function AdjustStockForm({
  variantId,
  size,
  onAdjusted,
}: {
  variantId: string;
  /** The size chosen in the history, preselected. */
  size: Size | null;
  onAdjusted?: (() => void) | undefined;
}) {
  const adjust = useAdjustStock(variantId);
  const form = useForm<AdjustForm, unknown, z.output<typeof StockAdjustBody>>({
    resolver: zodResolver(StockAdjustBody),
    defaultValues: { size: size ?? 'M', change: Number.NaN, note: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    adjust.mutate(body, {
      onSuccess: (message) => {
        toast.success(message);
        form.reset({ size: body.size, change: Number.NaN, note: '' });
        onAdjusted?.();
      },
      onError: (error) => toastError(error, STOCK_ADJUST_TEXTS.failed),
    }),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={STOCK_ADJUST_TEXTS.title}
      className="mb-4 grid grid-cols-2 gap-3 rounded-[var(--radius-card)] border border-line bg-paper p-3 sm:grid-cols-[6rem_9rem_minmax(0,1fr)]"
    >
      <SelectField label={STOCK_ADJUST_TEXTS.size} error={errors.size?.message} {...form.register('size')}>
        {SIZES.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </SelectField>
      <TextField
        label={STOCK_ADJUST_TEXTS.change}
        placeholder={STOCK_ADJUST_TEXTS.changePlaceholder}
        type="number"
        inputMode="numeric"
        step={1}
        error={errors.change?.message}
        {...form.register('change', { valueAsNumber: true })}
      />
      <TextField
        className="max-sm:col-span-2"
        label={STOCK_ADJUST_TEXTS.note}
        placeholder={STOCK_ADJUST_TEXTS.notePlaceholder}
        maxLength={STOCK_NOTE_MAX_LENGTH}
        error={errors.note?.message}
        {...form.register('note')}
      />
      <div className="col-span-2 flex justify-end sm:col-span-3">
        <Button type="submit" size="sm" pending={adjust.isPending} pendingText={STOCK_ADJUST_TEXTS.submit}>
          {STOCK_ADJUST_TEXTS.submit}
        </Button>
      </div>
    </form>
  );
}
