import { useForm } from 'react-hook-form';
import { ERROR_FALLBACK, SUCCESS, type Address, type AddressInput } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { toast, toastError } from '../../../lib/toast';
import { useAddAddress, useUpdateAddress } from '../api/addresses';
import { applyServerErrors } from './server-errors';

const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
];

type Values = { [K in keyof AddressInput]-?: string };
const FIELDS: readonly (keyof Values)[] = [
  'title',
  'houseNumber',
  'street',
  'colony',
  'city',
  'state',
  'postalCode',
  'country',
];

const empty: Values = {
  title: '',
  houseNumber: '',
  street: '',
  colony: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'India',
};

/**
 * Add or edit a saved address. Section 5 puts no client rule on address fields: the server checks
 * them and its messages appear under each field.
 */
export function AddressForm({ address, onDone }: { address?: Address; onDone: () => void }) {
  const add = useAddAddress();
  const update = useUpdateAddress();
  const form = useForm<Values>({
    defaultValues: address ? { ...empty, ...address, title: address.title ?? '' } : empty,
  });
  const { errors } = form.formState;
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
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Label (optional)"
        placeholder="Home, Work..."
        className="sm:col-span-2"
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextField
        label="House / flat number"
        autoComplete="address-line1"
        error={errors.houseNumber?.message}
        {...form.register('houseNumber')}
      />
      <TextField
        label="Street"
        autoComplete="address-line2"
        error={errors.street?.message}
        {...form.register('street')}
      />
      <TextField
        label="Colony / area"
        autoComplete="address-line3"
        error={errors.colony?.message}
        {...form.register('colony')}
      />
      <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...form.register('city')} />
      <TextField
        label="State"
        list="indian-states"
        autoComplete="address-level1"
        error={errors.state?.message}
        {...form.register('state')}
      />
      <datalist id="indian-states">
        {INDIAN_STATES.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <TextField
        label="PIN code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        error={errors.postalCode?.message}
        {...form.register('postalCode')}
      />
      <TextField
        label="Country"
        readOnly
        hint="We ship within India only."
        className="sm:col-span-2"
        error={errors.country?.message}
        {...form.register('country')}
      />
      <div className="flex justify-end gap-3 sm:col-span-2">
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" pending={pending} pendingText="Saving...">
          {address ? 'Save Address' : 'Add Address'}
        </Button>
      </div>
    </form>
  );
}
