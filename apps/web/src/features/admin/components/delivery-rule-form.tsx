import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { DELIVERY_RULE_KINDS, DELIVERY_RULE_TEXTS, DeliveryRuleInput } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { toast, toastError } from '../../../lib/toast';
import { useAddDeliveryRule } from '../api/india';

type Input = z.input<typeof DeliveryRuleInput>;
const blank: Input = { kind: 'blocked', prefix: '', note: '' };

/** A new rule: no delivery or no cash on delivery, for one PIN code or every PIN code with a prefix. */
export function DeliveryRuleForm() {
  const form = useForm<Input, unknown, z.output<typeof DeliveryRuleInput>>({
    resolver: zodResolver(DeliveryRuleInput),
    defaultValues: blank,
  });
  const add = useAddDeliveryRule();
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    add.mutate(
      { ...values, note: values.note || undefined },
      {
        onSuccess: () => {
          toast.success(DELIVERY_RULE_TEXTS.added);
          form.reset(blank);
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const [field, message] of Object.entries(error.fieldErrors)) {
              if (field === 'kind' || field === 'prefix' || field === 'note') form.setError(field, { message });
            }
          }
          toastError(error, DELIVERY_RULE_TEXTS.addFailed);
        },
      },
    ),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-[12rem_14rem_1fr_auto]"
    >
      <SelectField label="Rule" error={errors.kind?.message} {...form.register('kind')}>
        {DELIVERY_RULE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {DELIVERY_RULE_TEXTS.kinds[kind]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="PIN code or prefix"
        inputMode="numeric"
        maxLength={6}
        placeholder="744 or 744101"
        hint="6 digits for one PIN, fewer for every PIN starting with them"
        error={errors.prefix?.message}
        {...form.register('prefix')}
      />
      <TextField
        label="Note (optional)"
        placeholder="Why, for the team"
        className="sm:col-span-2 lg:col-span-1"
        error={errors.note?.message}
        {...form.register('note')}
      />
      <Button
        type="submit"
        pending={add.isPending}
        pendingText="Adding..."
        className="sm:col-span-2 lg:col-span-1 lg:mt-7"
      >
        Add rule
      </Button>
    </form>
  );
}
