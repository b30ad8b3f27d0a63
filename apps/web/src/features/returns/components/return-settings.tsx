import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { RETURN_FEE_MAX_RUPEES, RETURN_MESSAGES, RETURN_SCREEN_TEXTS, ReturnSettings } from '@shop/shared';
import { AdminSection } from '../../../components/ui/admin-section';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { LoadFailed, Loading, Skeleton } from '../../../components/ui/status';
import { toast, toastError } from '../../../lib/toast';
import { useReturnSettings, useSaveReturnSettings } from '../api/returns';

/** The form reads text; the shared schema checks the fee (the server checks it again). */
const SettingsForm = z.object({
  feeRupees: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : undefined),
    ReturnSettings.shape.feeRupees,
  ),
  replacementAtPickup: z.boolean(),
});

/** The owner's return settings: the return shipping fee in force, and when an exchange's new size ships. */
export function ReturnSettingsPanel() {
  const settings = useReturnSettings();
  return (
    <AdminSection title={RETURN_SCREEN_TEXTS.settingsHeading} description={RETURN_SCREEN_TEXTS.settingsLead}>
      {settings.isPending ? (
        <Loading className="flex flex-col gap-2" label="Loading settings">
          <Skeleton className="h-16" />
        </Loading>
      ) : settings.isError ? (
        <LoadFailed onRetry={() => void settings.refetch()}>{settings.error.message}</LoadFailed>
      ) : (
        <SettingsFormFields saved={settings.data} />
      )}
    </AdminSection>
  );
}

function SettingsFormFields({ saved }: { saved: ReturnSettings }) {
  const save = useSaveReturnSettings();
  const form = useForm<z.input<typeof SettingsForm>, unknown, z.output<typeof SettingsForm>>({
    resolver: zodResolver(SettingsForm),
    values: { feeRupees: String(saved.feeRupees), replacementAtPickup: saved.replacementAtPickup },
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(RETURN_MESSAGES.settingsSaved),
      onError: (error) => toastError(error, RETURN_SCREEN_TEXTS.settingsFailed),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={RETURN_SCREEN_TEXTS.settingsHeading}>
      <TextField
        label={RETURN_SCREEN_TEXTS.feeLabel}
        type="number"
        inputMode="numeric"
        min={0}
        max={RETURN_FEE_MAX_RUPEES}
        step={1}
        className="w-40"
        error={form.formState.errors.feeRupees?.message}
        {...form.register('feeRupees')}
      />
      <label className="flex min-h-11 items-start gap-3 text-sm">
        <input type="checkbox" className="mt-0.5 size-5 shrink-0" {...form.register('replacementAtPickup')} />
        <span>{RETURN_SCREEN_TEXTS.atPickupLabel}</span>
      </label>
      <div>
        <Button type="submit" variant="secondary" pending={save.isPending} pendingText="Saving…">
          {RETURN_SCREEN_TEXTS.saveSettings}
        </Button>
      </div>
    </form>
  );
}
