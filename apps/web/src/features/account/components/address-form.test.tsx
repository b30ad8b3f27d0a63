import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  ADDRESS_FORM_TEXTS,
  API,
  INDIA_MESSAGES,
  SERVER_MESSAGES,
  SUCCESS,
  VALIDATION,
  type Address,
  type DeliveryAnswer,
} from '@shop/shared';
import { useAuthStore } from '../../../lib/auth-store';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { recordToasts } from '../../../test/toasts';
import { asha } from '../../../test/users';
import { AddressForm } from './address-form';

startFakeApi();

const ludhiana: DeliveryAnswer = {
  pin: '141001',
  serviceable: true,
  cod: true,
  codLimit: 10_000,
  district: 'Ludhiana',
  state: 'Punjab',
  expectedDelivery: { from: '2026-11-26', to: '2026-11-28' },
  zone: 'same_city',
};

const saved: Address = {
  _id: 'e0e0e0e0-0000-4000-8000-000000000001',
  title: 'Home',
  houseNumber: '118',
  street: 'Ferozepur Road',
  colony: 'Ghumar Mandi',
  city: 'Ludhiana',
  state: 'Punjab',
  postalCode: '141001',
  country: 'India',
};

const toasts = recordToasts();
beforeEach(() => {
  useAuthStore.getState().setUser(asha);
});
afterEach(() => useAuthStore.getState().clearUser());

function renderForm(address?: Address) {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AddressForm address={address} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

const field = (label: string) => screen.getByLabelText(label);

async function fillStreet(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('House / flat number'), '12B');
  await user.type(field('Street'), 'Mall Road');
  await user.type(field('Colony / area'), 'Model Town');
}

describe('the PIN code', () => {
  it('fills in the city and the state from the PIN directory', async () => {
    fakeApi.on('get', API.delivery.pin(':pin'), { data: ludhiana });
    const user = userEvent.setup();
    renderForm();
    await user.type(field('PIN code'), '141001');
    await waitFor(() => expect(field('City')).toHaveValue('Ludhiana'));
    expect(field('State')).toHaveValue('Punjab');
    expect(screen.getByText('Ludhiana, Punjab')).toBeVisible();
    expect(fakeApi.calls).toEqual([`GET ${API.delivery.pin('141001')}`]);
  });

  it('says so when the shop does not deliver there, and asks nothing for a PIN of five digits', async () => {
    fakeApi.on('get', API.delivery.pin(':pin'), { data: { ...ludhiana, pin: '744101', serviceable: false } });
    const user = userEvent.setup();
    renderForm();
    await user.type(field('PIN code'), '74410');
    expect(fakeApi.calls).toEqual([]);
    await user.type(field('PIN code'), '1');
    expect(await screen.findByText(INDIA_MESSAGES.pinNotServiceable)).toBeVisible();
  });

  it('shows the answer for a PIN code the directory does not know', async () => {
    fakeApi.on('get', API.delivery.pin(':pin'), { status: 404, code: 'NOT_FOUND', message: INDIA_MESSAGES.pinUnknown });
    const user = userEvent.setup();
    renderForm();
    await user.type(field('PIN code'), '999999');
    expect(await screen.findByText(INDIA_MESSAGES.pinUnknown)).toBeVisible();
  });

  it('leaves the city of a saved address alone when it is opened for editing', async () => {
    fakeApi.on('get', API.delivery.pin(':pin'), { data: { ...ludhiana, district: 'Ludhiana District' } });
    renderForm({ ...saved, city: 'Ludhiana City' });
    expect(await screen.findByText('Ludhiana District, Punjab')).toBeVisible();
    expect(field('City')).toHaveValue('Ludhiana City');
  });
});

describe('the form a new address starts as', () => {
  it('asks the PIN code first, with the city and the state after it, and no country', () => {
    renderForm();
    // After the address book's own label for the address (Home, Work), which has no autofill name.
    const order = screen.getAllByRole('textbox').map((box) => box.getAttribute('autocomplete'));
    expect(order).toEqual([null, 'postal-code', 'address-level2', 'address-line1', 'address-line2', 'address-line3']);
    expect(screen.getAllByRole('combobox').map((c) => c.getAttribute('autocomplete'))).toEqual(['address-level1']);
    expect(screen.queryByLabelText('Country')).toBeNull();
    expect(screen.getByText(ADDRESS_FORM_TEXTS.indiaOnly)).toBeVisible();
  });

  it('keeps the recipient and the landmark behind one link, and opens them on the recipient', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByLabelText(ADDRESS_FORM_TEXTS.recipientName)).toBeNull();
    expect(screen.queryByLabelText(ADDRESS_FORM_TEXTS.landmark)).toBeNull();
    await user.click(screen.getByRole('button', { name: ADDRESS_FORM_TEXTS.moreDetails }));
    expect(field(ADDRESS_FORM_TEXTS.recipientName)).toHaveFocus();
    expect(field(ADDRESS_FORM_TEXTS.landmark)).toBeVisible();
    expect(screen.queryByRole('button', { name: ADDRESS_FORM_TEXTS.moreDetails })).toBeNull();
  });

  it('shows them at once for a saved address that has one', () => {
    fakeApi.on('get', API.delivery.pin(':pin'), { data: ludhiana });
    renderForm({ ...saved, landmark: 'Opposite the Gurdwara' });
    expect(field(ADDRESS_FORM_TEXTS.landmark)).toHaveValue('Opposite the Gurdwara');
    expect(field(ADDRESS_FORM_TEXTS.recipientName)).toHaveValue('');
  });

  it("shows them with the server's message when it refuses one", async () => {
    fakeApi.on('post', API.user.addAddress, {
      status: 400,
      code: 'VALIDATION',
      message: SERVER_MESSAGES.validation,
      errors: { landmark: 'Landmark must be at most 120 characters' },
    });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(await screen.findByText('Landmark must be at most 120 characters')).toBeVisible();
    expect(field(ADDRESS_FORM_TEXTS.landmark)).toHaveAccessibleDescription('Landmark must be at most 120 characters');
  });
});

describe('saving', () => {
  it('adds the address as typed and closes', async () => {
    fakeApi.on('get', API.delivery.pin(':pin'), { data: ludhiana });
    fakeApi.on('post', API.user.addAddress, { data: { address: { ...saved, title: undefined } } });
    fakeApi.on('get', API.user.addresses, { data: { addresses: [] } });
    const user = userEvent.setup();
    const onDone = renderForm();
    await fillStreet(user);
    await user.type(field('PIN code'), '141001');
    await waitFor(() => expect(field('City')).toHaveValue('Ludhiana'));
    await user.click(screen.getByRole('button', { name: 'Add Address' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(toasts).toEqual([`success: ${SUCCESS.addressAdded}`]);
    expect(fakeApi.bodies[fakeApi.calls.indexOf(`POST ${API.user.addAddress}`)]).toEqual({
      title: '',
      recipientName: '',
      houseNumber: '12B',
      street: 'Mall Road',
      colony: 'Model Town',
      landmark: '',
      postalCode: '141001',
      city: 'Ludhiana',
      state: 'Punjab',
      country: 'India',
    });
  });

  it("puts the server's messages under their fields and stays open", async () => {
    fakeApi.on('post', API.user.addAddress, {
      status: 400,
      code: 'VALIDATION',
      message: SERVER_MESSAGES.validation,
      errors: {
        houseNumber: VALIDATION.addressFieldRequired('House number'),
        postalCode: VALIDATION.postalCodeInvalid,
        state: VALIDATION.addressFieldRequired('State'),
      },
    });
    const user = userEvent.setup();
    const onDone = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Address' }));

    expect(await screen.findByText(VALIDATION.addressFieldRequired('House number'))).toBeVisible();
    expect(screen.getByText(VALIDATION.postalCodeInvalid)).toBeVisible();
    expect(screen.getByText(VALIDATION.addressFieldRequired('State'))).toBeVisible();
    expect(field('House / flat number')).toHaveAccessibleDescription(VALIDATION.addressFieldRequired('House number'));
    expect(toasts).toEqual([`error: ${SERVER_MESSAGES.validation}`]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('saves an edited address under its id', async () => {
    fakeApi.on('get', API.delivery.pin(':pin'), { data: ludhiana });
    fakeApi.on('patch', API.user.updateAddress(':id'), { data: { address: { ...saved, street: 'Mall Road' } } });
    fakeApi.on('get', API.user.addresses, { data: { addresses: [] } });
    const user = userEvent.setup();
    const onDone = renderForm(saved);
    await user.clear(field('Street'));
    await user.type(field('Street'), 'Mall Road');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(toasts).toEqual([`success: ${SUCCESS.addressUpdated}`]);
    const patch = fakeApi.calls.indexOf(`PATCH ${API.user.updateAddress(saved._id)}`);
    expect(patch).toBeGreaterThanOrEqual(0);
    expect(fakeApi.bodies[patch]).toMatchObject({ title: 'Home', street: 'Mall Road', postalCode: '141001' });
  });
});
