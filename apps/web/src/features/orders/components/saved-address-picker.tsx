import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Address } from '@shop/shared';
import { AddressLines } from '../../../components/ui/address-lines';
import { Skeleton } from '../../../components/ui/status';

/** The shopper's saved addresses as radio cards; a refusal of the chosen one shows below them. */
export function SavedAddressPicker({
  loading,
  failed,
  addresses,
  error,
  register,
}: {
  loading: boolean;
  failed: boolean;
  addresses: Address[];
  error: string | undefined;
  register: UseFormRegisterReturn;
}) {
  if (loading) return <Skeleton className="h-24" />;
  if (failed) return <p className="text-sm text-danger">Could not load your saved addresses. Enter a new one.</p>;
  return (
    <div className="flex flex-col gap-2">
      <div role="radiogroup" aria-label="Saved addresses" className="flex flex-col gap-2">
        {addresses.map((address) => (
          <label
            key={address._id}
            className="flex cursor-pointer items-start gap-3 rounded-[var(--radius-control)] border border-line p-3 text-sm has-[:checked]:border-ink has-[:checked]:bg-paper"
          >
            <input type="radio" value={address._id} className="mt-1 accent-[var(--color-ink)]" {...register} />
            <span>
              {address.title ? <span className="block font-semibold">{address.title}</span> : null}
              <AddressLines as="span" address={address} className="text-ink-soft" />
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
