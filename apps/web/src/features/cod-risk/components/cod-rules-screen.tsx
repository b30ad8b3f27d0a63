import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { COD_TEXTS, CodRules, DEFAULT_COD_RULES } from '@shop/shared';
import { AdminSection } from '../../../components/ui/admin-section';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PageMeta } from '../../../components/ui/page-meta';
import { LoadFailed, PageHeading } from '../../../components/ui/status';
import { toast, toastError } from '../../../lib/toast';
import { useCodRules, useSaveCodRules } from '../api/cod-risk';
import { CodStatsSection } from './cod-stats-section';

type Input = z.input<typeof CodRules>;

const NUMBER_FIELDS: readonly { name: Exclude<keyof CodRules, 'confirmFirstCodOrder'>; label: string; hint: string }[] =
  [
    { name: 'maxReturnedCodOrders', label: 'Returned COD orders that stop COD', hint: 'Prepaid only from this many' },
    { name: 'returnedWindowDays', label: 'Counted over days', hint: 'Returns older than this are forgiven' },
    {
      name: 'maxOpenCodOrders',
      label: 'Open COD orders per customer',
      hint: 'Another COD order waits until one arrives',
    },
    { name: 'confirmAboveRupees', label: 'Confirm COD carts above (₹)', hint: '0 = never for the amount' },
    {
      name: 'partialAboveReturnPercent',
      label: 'Area return rate for part-paid (%)',
      hint: 'Above this, COD charge paid online',
    },
    { name: 'returnRateDays', label: 'Return rate measured over days', hint: 'Orders placed in this window' },
    { name: 'returnRateMinOrders', label: 'Orders before a rate counts', hint: 'Fewer finished orders say nothing' },
    { name: 'pinPrefixDigits', label: 'PIN prefix digits', hint: '3 = the sorting district' },
    { name: 'confirmationHours', label: 'Hours to confirm', hint: 'Then the order is cancelled, stock back' },
  ];

/** /admin/cod: the rules that decide, per order, how cash on delivery is offered; and how it goes. */
export function CodRulesScreen() {
  const rules = useCodRules();
  const save = useSaveCodRules();
  const form = useForm<Input, unknown, CodRules>({ resolver: zodResolver(CodRules), defaultValues: DEFAULT_COD_RULES });
  const { errors } = form.formState;
  useEffect(() => {
    if (rules.data) form.reset(rules.data);
  }, [rules.data, form]);

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(COD_TEXTS.rulesSaved),
      onError: (error) => toastError(error, 'Could not save the COD rules'),
    }),
  );

  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:py-10">
      <PageMeta title="COD Rules" />
      <PageHeading lead="How cash on delivery is offered, decided for each order from the shop's own returns. Checkout follows a change at once.">
        COD Rules
      </PageHeading>
      <AdminSection
        title="Rules"
        description="The first rule that applies decides: prepaid only, part-paid, confirm by link, or plain COD."
      >
        {rules.isError ? (
          <LoadFailed onRetry={() => void rules.refetch()}>Could not load the COD rules</LoadFailed>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {NUMBER_FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                hint={field.hint}
                inputMode="numeric"
                error={errors[field.name]?.message}
                {...form.register(field.name)}
              />
            ))}
            <label className="flex items-center gap-2 self-center text-sm font-medium">
              <input
                type="checkbox"
                className="size-4 accent-[var(--color-ink)]"
                {...form.register('confirmFirstCodOrder')}
              />
              A customer&apos;s first COD order waits for confirmation
            </label>
            <div className="sm:col-span-2 lg:col-span-3">
              <Button type="submit" pending={save.isPending} pendingText="Saving...">
                Save rules
              </Button>
            </div>
          </form>
        )}
      </AdminSection>
      <CodStatsSection />
    </div>
  );
}
