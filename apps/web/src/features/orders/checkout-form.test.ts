import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@shop/shared';
import {
  CheckoutFields,
  emptyAddress,
  isMissingInformation,
  preselectedAddress,
  SAVED_ADDRESS_REQUIRED,
  toCreateOrder,
} from './checkout-form';

const address = {
  recipientName: '',
  houseNumber: '221B',
  street: 'Mall Road',
  colony: 'Model Town',
  landmark: '',
  city: 'Ludhiana',
  state: 'Punjab',
  postalCode: '141002',
  country: 'India',
};
const itemId = '6f1c1c2e-8a7b-4d0e-9a53-3f1f9a1b2c3d';
const addressId = '0b7d2a57-4f0e-4f7e-9a7c-2d8b1c3e4f5a';

const values = (over: Partial<CheckoutFields> = {}): CheckoutFields => ({
  addressOption: 'new',
  addressId: '',
  address,
  saveAddress: true,
  contact: '9876543210',
  paymentMethod: 'cod',
  ...over,
});

const messages = (input: CheckoutFields) => {
  const result = CheckoutFields.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('checkout form', () => {
  it('accepts a complete new address and a 10-digit contact', () => {
    expect(messages(values())).toEqual({});
    expect(isMissingInformation(values())).toBe(false);
  });

  it('refuses a contact that is not exactly 10 digits, as missing information', () => {
    for (const contact of ['', '98765', '98765432101', '98765abcde']) {
      expect(messages(values({ contact }))).toEqual({ contact: VALIDATION.contactInvalid });
      expect(isMissingInformation(values({ contact }))).toBe(true);
    }
  });

  it('needs all seven fields of a new address; a blank one is missing information', () => {
    const blank = values({ address: { ...address, colony: '  ' } });
    expect(messages(blank)['address.colony']).toBe(VALIDATION.addressFieldRequired('Colony'));
    expect(isMissingInformation(blank)).toBe(true);
    expect(isMissingInformation(values({ address: emptyAddress() }))).toBe(true);
  });

  it('shows a malformed PIN code beside its field, not as missing information', () => {
    const bad = values({ address: { ...address, postalCode: '1410' } });
    expect(messages(bad)['address.postalCode']).toBe(VALIDATION.postalCodeInvalid);
    expect(isMissingInformation(bad)).toBe(false);
  });

  it('needs a selection when the saved-address option is chosen, and ignores the new-address fields', () => {
    const none = values({ addressOption: 'saved', address: emptyAddress() });
    expect(messages(none)).toEqual({ addressId: SAVED_ADDRESS_REQUIRED });
    expect(isMissingInformation(none)).toBe(true);
    expect(messages(values({ addressOption: 'saved', addressId, address: emptyAddress() }))).toEqual({});
  });

  it('sends item ids, the method, the contact as a number and one address, never an amount', () => {
    expect(toCreateOrder(values({ paymentMethod: 'online' }), [itemId])).toEqual({
      itemIds: [itemId],
      paymentMethod: 'online',
      contact: 9876543210,
      shippingAddress: address,
      saveAddress: true,
    });
    expect(toCreateOrder(values({ addressOption: 'saved', addressId }), [itemId])).toEqual({
      itemIds: [itemId],
      paymentMethod: 'cod',
      contact: 9876543210,
      addressId,
    });
  });

  it('sends a contact typed with spaces, dashes or +91 as its 10 digits, and the address unsaved when unticked', () => {
    for (const contact of ['+91 98765-43210', '098765 43210', '98765 43210']) {
      expect(messages(values({ contact }))).toEqual({});
      expect(toCreateOrder(values({ contact, saveAddress: false }), [itemId])).toEqual({
        itemIds: [itemId],
        paymentMethod: 'cod',
        contact: 9876543210,
        shippingAddress: address,
        saveAddress: false,
      });
    }
  });

  it("stands on a saved address whenever there is one: the chosen one while saved, else the last order's place, else the first", () => {
    const home = { ...address, _id: addressId };
    const office = { ...address, houseNumber: '12', street: 'Ferozepur Road', _id: itemId };
    expect(preselectedAddress([], undefined, null)).toBeNull();
    expect(preselectedAddress([home], undefined, null)).toBe(addressId);
    expect(preselectedAddress([home, office], { ...office, street: ' ferozepur  road ' }, null)).toBe(itemId);
    expect(preselectedAddress([home, office], office, addressId)).toBe(addressId);
    // A choice no longer in the book (deleted in another tab, or an empty answer before the real one) is replaced.
    expect(preselectedAddress([office], undefined, addressId)).toBe(itemId);
  });
});
