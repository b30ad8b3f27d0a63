import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { API, FAILED_DELIVERY_TEXTS, NDR_CHOICE_LABELS, ORDER_VALIDATION, type FailedDeliveryView } from '@shop/shared';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { FailedDeliveryScreen } from './failed-delivery-screen';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

startFakeApi();

const view: FailedDeliveryView = {
  orderNumber: '100042',
  awb: 'SIM999',
  courier: 'StoryFit Express',
  attemptedAt: '2026-11-25T08:00:00.000Z',
  shippingAddress: {
    name: 'Simran Gill',
    line1: '22, Ferozepur Road',
    line2: 'Model Town',
    city: 'Ludhiana',
    state: 'Punjab',
    pin: '141002',
  },
  contact: '9876501234',
  choice: null,
  answerBy: '2026-11-27T08:00:00.000Z',
};

const renderScreen = () =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <FailedDeliveryScreen token="tok" />
      </QueryClientProvider>
    </MemoryRouter>,
  );

describe('the failed-delivery page', () => {
  it('tries again with one tap and shows the outcome', async () => {
    fakeApi.on('get', API.shipping.failedDelivery(':token'), { data: view });
    fakeApi.on('post', API.shipping.failedDelivery(':token'), { data: { ...view, choice: 'reattempt' } });
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: new RegExp(NDR_CHOICE_LABELS.reattempt) }));
    expect(await screen.findByText(FAILED_DELIVERY_TEXTS.outcome.reattempt)).toBeInTheDocument();
    expect(fakeApi.bodies.at(-1)).toEqual({ choice: 'reattempt' });
  });

  it("checks the new phone with the shared rule, and shows the server's PIN refusal under the PIN", async () => {
    fakeApi.on('get', API.shipping.failedDelivery(':token'), { data: view });
    fakeApi.on('post', API.shipping.failedDelivery(':token'), {
      status: 400,
      code: 'VALIDATION',
      message: 'We do not deliver to this PIN code yet',
      errors: { pin: 'We do not deliver to this PIN code yet' },
    });
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: new RegExp(NDR_CHOICE_LABELS.change_address) }));
    const phone = screen.getByLabelText(/Phone/);
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: FAILED_DELIVERY_TEXTS.saveAddress }));
    expect(await screen.findByText(ORDER_VALIDATION.contactInvalid)).toBeInTheDocument();
    expect(fakeApi.calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '9876500000');
    await user.click(screen.getByRole('button', { name: FAILED_DELIVERY_TEXTS.saveAddress }));
    const pinError = await screen.findAllByText('We do not deliver to this PIN code yet');
    expect(pinError.length).toBeGreaterThan(0);
    expect(fakeApi.bodies.at(-1)).toMatchObject({ choice: 'change_address', contact: '9876500000', pin: '141002' });
  });

  it("says clearly that a link that does not work is not valid, in the server's words too", async () => {
    fakeApi.on('get', API.shipping.failedDelivery(':token'), {
      status: 404,
      code: 'NOT_FOUND',
      message: 'This link is not valid. Please use the link from your e-mail.',
    });
    renderScreen();
    expect(await screen.findByText(FAILED_DELIVERY_TEXTS.invalid)).toBeInTheDocument();
    expect(screen.getByText(/Please use the link from your e-mail/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(NDR_CHOICE_LABELS.reattempt) })).toBeNull();
  });
});
