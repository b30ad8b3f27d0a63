import { useEffect, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
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
import { useAddressFormTexts } from '../address-form-texts';

/** The seven fields of a delivery address, in the order the form shows them. */
export const ADDRESS_FIELDS = ['houseNumber', 'street', 'colony', 'postalCode', 'city', 'state', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
/** The optional parts of an address: who takes the parcel, and a landmark near the door. */
export const ADDRESS_EXTRAS = ['recipientName', 'landmark'] as const;
export type AddressExtra = (typeof ADDRESS_EXTRAS)[number];
export type AddressValues = Record<AddressField | AddressExtra, string>;

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
 * values hold an address under `name` (or at the top level without it), laid out for a two-column
 * grid from `sm` up. The PIN code comes first: a 6-digit PIN fills in the city and the state from
 * the shop's PIN directory, shown beside each other on every width; the state is one of the 36
 * states and union territories. Then the address lines, each with the browser's autofill name.
 * The recipient and the landmark, which most parcels do without, wait behind one link unless they
 * hold something. The country is always India: kept in the values, said in a note, not asked.
 * The server checks every field and its messages appear under the fields.
 */
export function AddressFields({ name }: { name?: string }) {
  const path = (field: AddressField | AddressExtra) => (name ? `${name}.${field}` : field);
  const texts = useAddressFormTexts();
  const { register, setValue, getValues, setFocus, formState, control } = useFormContext();
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
  const pinHint = pin && place.data ? `${place.data.district}, ${place.data.state}` : texts.pinHint;

  // The optional two show once asked for, and whenever either holds a value or a message (a saved
  // address being edited, the server's refusal), so nothing typed is ever out of sight.
  const [recipientName, landmark] = useWatch({ control, name: [path('recipientName'), path('landmark')] }) as [
    string | undefined,
    string | undefined,
  ];
  const [asked, setAsked] = useState(false);
  const extrasShown = asked || Boolean(recipientName || landmark || error('recipientName') || error('landmark'));
  useEffect(() => {
    if (asked) setFocus(path('recipientName'));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the shopper opens them
  }, [asked]);

  const text = (field: AddressField, extra: { className?: string; hint?: string } = {}) => (
    <TextField
      label={texts.labels[field]}
      autoComplete={AUTOCOMPLETE[field]}
      error={error(field)}
      {...extra}
      {...register(path(field))}
    />
  );

  return (
    <>
      <TextField
        label={texts.labels.postalCode}
        inputMode="numeric"
        maxLength={6}
        autoComplete={AUTOCOMPLETE.postalCode}
        error={error('postalCode') ?? pinProblem}
        hint={pinHint}
        {...register(path('postalCode'))}
      />
      {/* City and state side by side on a phone too: both come from the PIN, read as one line. */}
      <div className="grid min-w-0 grid-cols-2 gap-3">
        {text('city')}
        <SelectField
          label={texts.labels.state}
          autoComplete={AUTOCOMPLETE.state}
          error={error('state')}
          {...register(path('state'))}
        >
          <option value="">{texts.chooseState}</option>
          {INDIAN_STATE_NAMES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </SelectField>
      </div>
      {text('houseNumber')}
      {text('street')}
      {text('colony', { className: 'sm:col-span-2' })}
      {extrasShown ? (
        <>
          <TextField
            label={texts.recipientName}
            autoComplete="name"
            maxLength={RECIPIENT_NAME_MAX}
            hint={texts.recipientHint}
            error={error('recipientName')}
            {...register(path('recipientName'))}
          />
          <TextField
            label={texts.landmark}
            maxLength={LANDMARK_MAX}
            hint={texts.landmarkHint}
            error={error('landmark')}
            {...register(path('landmark'))}
          />
        </>
      ) : (
        <button
          type="button"
          onClick={() => setAsked(true)}
          className="flex min-h-11 items-center gap-2 justify-self-start text-sm font-semibold text-brand underline-offset-2 hover:underline sm:col-span-2"
        >
          <Plus className="size-4" aria-hidden />
          {texts.moreDetails}
        </button>
      )}
      <p className="text-xs text-muted sm:col-span-2">{texts.indiaOnly}</p>
    </>
  );
}
