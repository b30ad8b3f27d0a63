import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { DASHBOARD_TEXTS, DashboardSettings, LOW_STOCK_THRESHOLD } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { toast, toastError } from '../../../lib/toast';
import { useSaveSettings } from '../api/charts';

/** The form reads text; the shared schema checks the number (the server checks it again). */
const ThresholdForm = z.object({
  lowStockThreshold: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : undefined),
    DashboardSettings.shape.lowStockThreshold,
  ),
});

/** The low-stock threshold, saved for the whole shop. */
export function LowStockThreshold({ threshold }: { threshold: number }) {
  const save = useSaveSettings();
  const form = useForm<z.input<typeof ThresholdForm>, unknown, z.output<typeof ThresholdForm>>({
    resolver: zodResolver(ThresholdForm),
    values: { lowStockThreshold: String(threshold) },
  });
  const submit = form.handleSubmit((settings) =>
    save.mutate(settings, {
      onSuccess: () => toast.success(DASHBOARD_TEXTS.thresholdSaved),
      onError: (error) => toastError(error, DASHBOARD_TEXTS.thresholdFailed),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="flex items-end gap-2">
      <TextField
        label="Alert at (units)"
        type="number"
        inputMode="numeric"
        min={LOW_STOCK_THRESHOLD.min}
        max={LOW_STOCK_THRESHOLD.max}
        className="w-28"
        error={form.formState.errors.lowStockThreshold?.message}
        {...form.register('lowStockThreshold')}
      />
      <Button type="submit" variant="secondary" pending={save.isPending} pendingText="Saving…" className="mb-0">
        Save
      </Button>
    </form>
  );
}
