import { useFormContext, useWatch } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import { Truck } from 'lucide-react';
import { INDIA_MESSAGES, PHONE_INPUT_MAX_LENGTH, type Address, type DeliveryAnswer } from '@shop/shared';
import { TextField } from '../../../components/ui/field';
import { AddressFields } from '../../account';
import { deliveryDay } from '../../delivery';
import type { CheckoutFields } from '../checkout-form';
import { SavedAddressPicker } from './saved-address-picker';
import { useTranslateMessage } from '../../../lib/i18n';
import { useCheckoutDeliveryTexts, useCheckoutTexts } from '../checkout-texts';

const toggleClass = (active: boolean) =>
  `flex cursor-pointer items-center justify-center gap-2 rounded-[var(--radius-control)] border px-3 py-2.5 text-center text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand ${
    active ? 'border-ink bg-ink text-white' : 'border-line bg-card text-ink-soft'
  }`;

/**
 * Where the order goes: a saved address or a new one, the promise for its PIN, and the contact
 * number (the account's phone to start with). A buyer with no saved address sees no choice
 * between the two, only the new address's fields: one screen, nothing to pick first.
 */
export function DeliverySection({
  saved,
  answer,
}: {
  saved: UseQueryResult<Address[]>;
  answer: DeliveryAnswer | undefined;
}) {
  const { register, control, formState } = useFormContext<CheckoutFields>();
  const addressOption = useWatch({ control, name: 'addressOption' });
  const texts = useCheckoutDeliveryTexts();
  const addresses = saved.data ?? [];
  const hasSaved = addresses.length > 0;

  return (
    <section className="card p-5 sm:p-6" aria-labelledby="delivery-title">
      <h2 id="delivery-title" className="mb-4 text-xl font-bold">
        {texts.title}
      </h2>
      {hasSaved ? (
        <div role="radiogroup" aria-label={texts.addressChoice} className="mb-5 grid grid-cols-2 gap-2">
          {(['saved', 'new'] as const).map((option) => (
            <label key={option} className={toggleClass(addressOption === option)}>
              <input type="radio" value={option} className="sr-only" {...register('addressOption')} />
              {option === 'saved' ? texts.savedAddress : texts.newAddress}
            </label>
          ))}
        </div>
      ) : null}

      {addressOption === 'saved' ? (
        <SavedAddressPicker
          loading={saved.isPending}
          failed={saved.isError}
          addresses={addresses}
          error={formState.errors.addressId?.message}
          register={register('addressId')}
        />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <AddressFields name="address" />
          </div>
          <label className="mt-4 flex items-center gap-3 text-sm font-medium">
            <input type="checkbox" className="size-5 accent-[var(--color-ink)]" {...register('saveAddress')} />
            {texts.saveAddress}
          </label>
        </>
      )}

      <DeliveryPromise answer={answer} />

      <TextField
        label={texts.contact}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        hint={texts.contactHint}
        error={formState.errors.contact?.message}
        className="mt-4 sm:max-w-xs"
        {...register('contact')}
      />
    </section>
  );
}

/** 'Delivery by Fri, 4 Dec' for the PIN the order goes to, or why the shop cannot deliver there. */
function DeliveryPromise({ answer }: { answer: DeliveryAnswer | undefined }) {
  const texts = useCheckoutTexts();
  const translate = useTranslateMessage();
  if (!answer) return null;
  if (!answer.serviceable) {
    return (
      <p role="alert" className="mt-4 text-sm font-medium text-danger">
        {translate(INDIA_MESSAGES.pinNotServiceable)} ({answer.pin})
      </p>
    );
  }
  return (
    <p className="mt-4 flex items-center gap-2 text-sm text-ink-soft" data-testid="delivery-promise">
      <Truck className="size-4 shrink-0" aria-hidden />
      <span>
        {texts.deliveryBy} <strong className="text-ink">{deliveryDay(answer.expectedDelivery.to)}</strong>{' '}
        {texts.deliveryTo} {answer.district}, {answer.state} {answer.pin}
      </span>
    </p>
  );
}
