import { FormProvider, useForm } from 'react-hook-form';
import { ERROR_FALLBACK, SUCCESS, type Address } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { toast, toastError } from '../../../lib/toast';
import { useAddAddress, useUpdateAddress } from '../api/addresses';
import { ADDRESS_EXTRAS, ADDRESS_FIELDS, AddressFields, addressValues, type AddressValues } from './address-fields';
import { applyServerErrors } from './server-errors';

type Values = AddressValues & { title: string };
const FIELDS: readonly (keyof Values)[] = ['title', ...ADDRESS_EXTRAS, ...ADDRESS_FIELDS];

/**
 * Add or edit a saved address. The server checks every field (a PIN code India Post knows, the
 * state it lies in) and its messages appear under each field.
 */
export function AddressForm({ address, onDone }: { address?: Address; onDone: () => void }) {
  const add = useAddAddress();
  const update = useUpdateAddress();
  const form = useForm<Values>({ defaultValues: { title: address?.title ?? '', ...addressValues(address) } });
  const pending = add.isPending || update.isPending;

  const onSubmit = form.handleSubmit((values) => {
    const handlers = {
      onSuccess: () => {
        toast.success(address ? SUCCESS.addressUpdated : SUCCESS.addressAdded);
        onDone();
      },
      onError: (error: unknown) => {
        applyServerErrors(error, form.setError, FIELDS);
        toastError(error, ERROR_FALLBACK.account);
      },
    };
    if (address) update.mutate({ id: address._id, body: values }, handlers);
    else add.mutate(values, handlers);
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Label (optional)"
          placeholder="Home, Work..."
          className="sm:col-span-2"
          error={form.formState.errors.title?.message}
          {...form.register('title')}
        />
        <AddressFields />
        <div className="flex justify-end gap-3 sm:col-span-2">
          <Button variant="secondary" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" pending={pending} pendingText="Saving...">
            {address ? 'Save Address' : 'Add Address'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
