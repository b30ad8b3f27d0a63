import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import {
  API,
  FAILED_DELIVERY_TEXTS,
  INDIA_MESSAGES,
  NDR_CHOICE_LABELS,
  ORDER_VALIDATION,
  SHIPPING_MESSAGES,
  type FailedDeliveryView,
} from '@shop/shared';
import { INDIA_MESSAGES_HI } from '../../../../../../packages/shared/src/india/india.texts.hi.ts';
import {
  FAILED_DELIVERY_TEXTS_HI,
  FAILED_DELIVERY_VALIDATION_HI,
  NDR_CHOICE_LABELS_HI,
  SHIPPING_MESSAGES_HI,
} from '../../../../../../packages/shared/src/shipping/failed-delivery.texts.hi.ts';
import { HINDI } from '../../../lib/hindi-parts';
import { showLanguage, withHindiPart } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format-date-time';
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

describe('the failed-delivery page in Hindi', () => {
  afterEach(() => showLanguage('en'));
  const inHindi = async () => {
    await showLanguage('hi');
    // The part of the Hindi catalogue of the pages mails link to, as the router loads it with the screen.
    await withHindiPart(async () => null, HINDI.fromMails)();
  };
  const T = FAILED_DELIVERY_TEXTS_HI;

  it('asks, checks the new address and answers in Hindi, with the dates in Hindi', async () => {
    await inHindi();
    fakeApi.on('get', API.shipping.failedDelivery(':token'), { data: view });
    fakeApi.on('post', API.shipping.failedDelivery(':token'), {
      status: 400,
      code: 'VALIDATION',
      message: INDIA_MESSAGES.pinNotServiceable,
      errors: { pin: INDIA_MESSAGES.pinNotServiceable },
    });
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByRole('heading', { name: T.title }, { timeout: 5_000 })).toBeVisible();
    expect(screen.getByText(T.orderNumber('100042'))).toBeVisible();
    expect(screen.getByText(T.answerBy(formatDateTime(view.answerBy, 'hi')))).toBeVisible();
    expect(screen.getByRole('button', { name: new RegExp(NDR_CHOICE_LABELS_HI.reattempt) })).toBeVisible();

    await user.click(screen.getByRole('button', { name: new RegExp(NDR_CHOICE_LABELS_HI.change_address) }));
    expect(screen.getByRole('form', { name: NDR_CHOICE_LABELS_HI.change_address })).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: new RegExp(`^${T.line1}`) }));
    const phone = screen.getByRole('textbox', { name: new RegExp(`^${T.phone}`) });
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: T.saveAddress }));
    expect(await screen.findByText(FAILED_DELIVERY_VALIDATION_HI.failedDeliveryLine1Required)).toBeVisible();
    expect(screen.getByText(INDIA_MESSAGES_HI.mobileInvalid)).toBeVisible();
    expect(fakeApi.calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${T.line1}`) }), '22, Ferozepur Road');
    await user.clear(phone);
    await user.type(phone, '9876500000');
    await user.click(screen.getByRole('button', { name: T.saveAddress }));
    expect((await screen.findAllByText(INDIA_MESSAGES_HI.pinNotServiceable)).length).toBeGreaterThan(0);
  });

  it('shows what the answer did in Hindi', async () => {
    await inHindi();
    fakeApi.on('get', API.shipping.failedDelivery(':token'), { data: { ...view, choice: 'cancel' } });
    renderScreen();
    expect(await screen.findByText(T.outcome.cancel, {}, { timeout: 5_000 })).toHaveAttribute('role', 'status');
  });

  it("says a link is no longer valid in Hindi, with the server's reason", async () => {
    await inHindi();
    fakeApi.on('get', API.shipping.failedDelivery(':token'), {
      status: 410,
      code: 'GONE',
      message: SHIPPING_MESSAGES.failedDeliveryExpired,
    });
    renderScreen();
    expect(await screen.findByText(T.invalid, {}, { timeout: 5_000 })).toBeVisible();
    expect(screen.getByText(SHIPPING_MESSAGES_HI.failedDeliveryExpired)).toBeVisible();
    expect(screen.getByRole('link', { name: T.contactUs })).toBeVisible();
  });
});
