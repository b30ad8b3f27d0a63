import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { COD_TEXTS, CodRulesBody, DEFAULT_COD_RULES, PREPAID_DISCOUNT_MAX_PERCENT, type CodRules } from '@shop/shared';
import { AdminSection } from '../../../components/ui/admin-section';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { PageMeta } from '../../../components/ui/page-meta';
import { LoadFailed, PageHeading } from '../../../components/ui/status';
import { toast, toastError } from '../../../lib/toast';
import { useCodRules, useSaveCodRules } from '../api/cod-risk';
import { CodStatsSection } from './cod-stats-section';

type Input = z.input<typeof CodRulesBody>;

type NumberField = {
  name: Exclude<keyof CodRules, 'confirmFirstCodOrder' | 'confirmNewPhone' | 'prepaidDiscountKind'>;
  label: string;
  hint: string;
};

const NUMBER_FIELDS: readonly NumberField[] = [
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
  {
    name: 'confirmAccountYoungerThanDays',
    label: 'Confirm accounts younger than (days)',
    hint: '0 = off; a first COD order confirms anyway',
  },
];

const DISCOUNT_FIELDS: readonly NumberField[] = [
  {
    name: 'prepaidDiscountValue',
    label: 'Discount (% or ₹)',
    hint: `Percent of the goods (at most ${PREPAID_DISCOUNT_MAX_PERCENT}) or rupees off`,
  },
  { name: 'prepaidDiscountCapRupees', label: 'At most (₹)', hint: '0 = no cap' },
];

/** /admin/cod: the rules that decide, per order, how cash on delivery is offered; and how it goes. */
export function CodRulesScreen() {
  const rules = useCodRules();
  const save = useSaveCodRules();
  const form = useForm<Input, unknown, CodRules>({
    resolver: zodResolver(CodRulesBody),
    defaultValues: DEFAULT_COD_RULES,
  });
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
            <label className="flex min-h-11 items-center gap-2 self-center text-sm font-medium">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-[var(--color-ink)]"
                {...form.register('confirmFirstCodOrder')}
              />
              A customer&apos;s first COD order waits for confirmation
            </label>
            <label className="flex min-h-11 items-center gap-2 self-center text-sm font-medium">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-[var(--color-ink)]"
                {...form.register('confirmNewPhone')}
              />
              A returning customer&apos;s COD order to a new phone number waits for confirmation
            </label>
            <p className="text-xs text-muted sm:col-span-2 lg:col-span-3">
              The shop verifies every customer&apos;s e-mail (a code at sign-up) but not phone numbers: a phone counts
              as proven once a cash-on-delivery parcel was delivered to it.
            </p>
            <fieldset className="grid gap-4 border-t border-line pt-4 sm:col-span-2 sm:grid-cols-2 lg:col-span-3 lg:grid-cols-3">
              <legend className="float-left mb-1 w-full text-base font-semibold sm:col-span-2 lg:col-span-3">
                Prepaid discount
              </legend>
              <p className="text-sm text-ink-soft sm:col-span-2 lg:col-span-3">
                Taken off the goods of online orders only, on top of the COD charge they do not pay; checkout shows the
                saving. It lowers the taxable value like a coupon.
              </p>
              <SelectField label="Discount for paying online" {...form.register('prepaidDiscountKind')}>
                <option value="off">Off</option>
                <option value="percent">Percent of the goods</option>
                <option value="rupees">Rupees off</option>
              </SelectField>
              {DISCOUNT_FIELDS.map((field) => (
                <TextField
                  key={field.name}
                  label={field.label}
                  hint={field.hint}
                  inputMode="numeric"
                  error={errors[field.name]?.message}
                  {...form.register(field.name)}
                />
              ))}
            </fieldset>
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
