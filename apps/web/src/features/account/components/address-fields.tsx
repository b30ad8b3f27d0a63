import { useEffect, useRef } from 'react';
import { get, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import {
  findIndianState,
  INDIA_MESSAGES,
  INDIAN_STATE_NAMES,
  LANDMARK_MAX,
  PIN_CODE_PATTERN,
  RECIPIENT_NAME_MAX,
  type AddressInput,
} from '@shop/shared';
import { SelectField, TextField } from '../../../components/ui/field';
import { deliveryQuery } from '../../delivery';
import { errorMessage } from '../../../lib/api-client';

/** The seven fields of a delivery address, in the order the form shows them. */
export const ADDRESS_FIELDS = ['houseNumber', 'street', 'colony', 'postalCode', 'city', 'state', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
/** The optional parts of an address: who takes the parcel, and a landmark near the door. */
export const ADDRESS_EXTRAS = ['recipientName', 'landmark'] as const;
export type AddressExtra = (typeof ADDRESS_EXTRAS)[number];
export type AddressValues = Record<AddressField | AddressExtra, string>;

export const ADDRESS_LABELS: Record<AddressField, string> = {
  houseNumber: 'House / flat number',
  street: 'Street',
  colony: 'Colony / area',
  city: 'City',
  state: 'State',
  postalCode: 'PIN code',
  country: 'Country',
};

const AUTOCOMPLETE: Record<AddressField, string> = {
  houseNumber: 'address-line1',
  street: 'address-line2',
  colony: 'address-line3',
  city: 'address-level2',
  state: 'address-level1',
  postalCode: 'postal-code',
  country: 'country-name',
};

/** A blank address (India is the only country the shop ships to), or the form values of a saved one. */
export function addressValues(address?: Partial<AddressInput>): AddressValues {
  return {
    recipientName: address?.recipientName ?? '',
    houseNumber: address?.houseNumber ?? '',
    street: address?.street ?? '',
    colony: address?.colony ?? '',
    landmark: address?.landmark ?? '',
    city: address?.city ?? '',
    // An address saved before states were checked may spell its state differently.
    state: findIndianState(address?.state ?? '')?.name ?? '',
    postalCode: address?.postalCode ?? '',
    country: 'India',
  };
}

/**
 * The address fields of the profile's address form and of checkout, in any react-hook-form whose
 * values hold an address under `name` (or at the top level without it). A 6-digit PIN code fills
 * in the city and the state from the shop's PIN directory; the state is one of the 36 states and
 * union territories. The server checks the same and its field messages appear under the fields.
 */
export function AddressFields({ name }: { name?: string }) {
  const path = (field: AddressField | AddressExtra) => (name ? `${name}.${field}` : field);
  const { register, setValue, getValues, formState, control } = useFormContext();
  const error = (field: AddressField | AddressExtra) =>
    (get(formState.errors, path(field)) as FieldError | undefined)?.message;

  const pinValue = (useWatch({ control, name: path('postalCode') }) as string | undefined) ?? '';
  const pin = PIN_CODE_PATTERN.test(pinValue.trim()) ? pinValue.trim() : '';
  const place = useQuery({ ...deliveryQuery(pin), enabled: Boolean(pin) });

  // Fill city and state when the PIN changes (or arrives prefilled with no city yet), never over a
  // saved address just opened for editing.
  const filledFor = useRef((getValues(path('city')) as string | undefined) ? pin : '');
  const [cityPath, statePath] = [path('city'), path('state')];
  const revalidate = formState.isSubmitted;
  useEffect(() => {
    const answer = place.data;
    if (!answer || answer.pin !== pin || filledFor.current === pin) return;
    filledFor.current = pin;
    const options = { shouldDirty: true, shouldValidate: revalidate };
    setValue(cityPath, answer.district, options);
    if (getValues(statePath) !== answer.state) setValue(statePath, answer.state, options);
  }, [place.data, pin, cityPath, statePath, revalidate, setValue, getValues]);

  const pinProblem = !pin
    ? undefined
    : place.isError
      ? errorMessage(place.error, INDIA_MESSAGES.pinUnknown)
      : place.data && !place.data.serviceable
        ? INDIA_MESSAGES.pinNotServiceable
        : undefined;
  const pinHint =
    pin && place.data ? `${place.data.district}, ${place.data.state}` : 'City and state fill in from the PIN code';

  const text = (field: AddressField, extra: { className?: string; hint?: string } = {}) => (
    <TextField
      label={ADDRESS_LABELS[field]}
      autoComplete={AUTOCOMPLETE[field]}
      error={error(field)}
      {...extra}
      {...register(path(field))}
    />
  );

  return (
    <>
      <TextField
        label="Recipient name (optional)"
        autoComplete="name"
        maxLength={RECIPIENT_NAME_MAX}
        hint="Who takes the parcel. Left blank, it goes in your name."
        className="sm:col-span-2"
        error={error('recipientName')}
        {...register(path('recipientName'))}
      />
      {text('houseNumber')}
      {text('street')}
      {text('colony')}
      <TextField
        label="Landmark (optional)"
        maxLength={LANDMARK_MAX}
        hint="Something near the door, such as a temple or a shop."
        error={error('landmark')}
        {...register(path('landmark'))}
      />
      <TextField
        label={ADDRESS_LABELS.postalCode}
        inputMode="numeric"
        maxLength={6}
        autoComplete={AUTOCOMPLETE.postalCode}
        error={error('postalCode') ?? pinProblem}
        hint={pinHint}
        {...register(path('postalCode'))}
      />
      {text('city')}
      <SelectField
        label={ADDRESS_LABELS.state}
        autoComplete={AUTOCOMPLETE.state}
        error={error('state')}
        {...register(path('state'))}
      >
        <option value="">Choose a state or UT</option>
        {INDIAN_STATE_NAMES.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </SelectField>
      <TextField
        label={ADDRESS_LABELS.country}
        readOnly
        hint="We ship within India only."
        error={error('country')}
        {...register(path('country'))}
      />
    </>
  );
}
