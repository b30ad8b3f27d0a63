import { z } from 'zod';
import { ContactNumber, PaymentMethod, ShippingAddress, VALIDATION } from '@shop/shared';
import { ADDRESS_EXTRAS, ADDRESS_FIELDS, addressValues, type AddressField, type AddressValues } from '../account';
import type { CreateOrderInput } from './api/create-order';

export const SAVED_ADDRESS_REQUIRED = 'Please select a saved address';

/**
 * The checkout form: a saved address or a new one (all seven fields), a 10-digit contact and the
 * payment method. Only the chosen address branch is checked.
 */
export const CheckoutFields = z
  .object({
    addressOption: z.enum(['saved', 'new']),
    addressId: z.string(),
    address: z.object(
      Object.fromEntries([...ADDRESS_FIELDS, ...ADDRESS_EXTRAS].map((f) => [f, z.string()])) as Record<
        AddressField | (typeof ADDRESS_EXTRAS)[number],
        z.ZodString
      >,
    ),
    /** Keep a new address in the address book (on unless the shopper unticks it). */
    saveAddress: z.boolean(),
    contact: z.string(),
    paymentMethod: PaymentMethod,
    useStoreCredit: z.boolean().optional(),
  })
  .superRefine((values, ctx) => {
    if (!ContactNumber.safeParse(values.contact).success) {
      ctx.addIssue({ code: 'custom', path: ['contact'], message: VALIDATION.contactInvalid });
    }
    if (values.addressOption === 'saved') {
      if (!values.addressId) ctx.addIssue({ code: 'custom', path: ['addressId'], message: SAVED_ADDRESS_REQUIRED });
      return;
    }
    const address = ShippingAddress.safeParse(values.address);
    if (address.success) return;
    for (const issue of address.error.issues) {
      ctx.addIssue({ code: 'custom', path: ['address', ...issue.path.map(String)], message: issue.message });
    }
  });
export type CheckoutFields = z.infer<typeof CheckoutFields>;

/** A blank new address, with the PIN code already checked on a product page when there is one. */
export const emptyAddress = (postalCode = ''): AddressValues => ({ ...addressValues(), postalCode });

/**
 * The 'Missing Information' modal is for a blank field, a bad contact or no
 * saved address chosen. A filled-in but malformed field (a 5-digit PIN) is shown beside the field.
 */
export function isMissingInformation(values: CheckoutFields): boolean {
  if (!ContactNumber.safeParse(values.contact).success) return true;
  if (values.addressOption === 'saved') return !values.addressId;
  return ADDRESS_FIELDS.some((field) => values.address[field].trim() === '');
}

/** The POST /order body for these values and cart lines; no amount travels. The contact goes as its 10 digits. */
export function toCreateOrder(values: CheckoutFields, itemIds: string[]): CreateOrderInput {
  const base = {
    itemIds,
    paymentMethod: values.paymentMethod,
    contact: Number(ContactNumber.parse(values.contact)),
    ...(values.useStoreCredit ? { useStoreCredit: true } : {}),
  };
  if (values.addressOption === 'saved') return { ...base, addressId: values.addressId };
  return { ...base, shippingAddress: ShippingAddress.parse(values.address), saveAddress: values.saveAddress };
}

/** Whether a saved address is the place an order went to (ignoring case and spacing). */
export function isSamePlace(saved: AddressValues, sent: AddressValues): boolean {
  const norm = (v: string) => v.trim().replace(/\s+/g, ' ').toLowerCase();
  return ADDRESS_FIELDS.every((field) => norm(saved[field]) === norm(sent[field]));
}

/**
 * The saved address checkout stands on: the one chosen while it is still in the book, else the
 * place the last order went to when it is saved, else the first saved one; null with none saved.
 */
export function preselectedAddress(
  addresses: readonly (AddressValues & { _id: string })[],
  lastOrderPlace: AddressValues | undefined,
  chosenId: string | null,
): string | null {
  if (chosenId && addresses.some((a) => a._id === chosenId)) return chosenId;
  const lastPlace = lastOrderPlace ? addresses.find((a) => isSamePlace(a, lastOrderPlace)) : undefined;
  return (lastPlace ?? addresses[0])?._id ?? null;
}
