import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { API, COD_TEXTS, formatInr, type PayOnlineQuote } from '@shop/shared';
import {
  COD_SWITCH_REFUSED_HI,
  COD_TEXTS_HI,
  COD_UI_TEXTS_HI,
} from '../../../../../../packages/shared/src/cod-risk/cod-risk.texts.hi.ts';
import { HINDI } from '../../../lib/hindi-parts';
import { showLanguage, withHindiPart } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { PayOnlineView } from './pay-online-view';

startFakeApi();

const quote: PayOnlineQuote = {
  orderId: '0b7f3c1e-4a5d-4e8f-9a2b-1c3d5e7f9a0b',
  orderNumber: '100042',
  status: 'processing',
  codTotal: 1348,
  codFee: 49,
  prepaidDiscount: 50,
  newTotal: 1249,
  storeCredit: 0,
  payNow: 1249,
  paid: false,
};

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/pay-online/ord-1?token=tok']}>
      <QueryClientProvider client={createQueryClient()}>
        <Routes>
          <Route path="/pay-online/:id" element={<PayOnlineView openCheckout={() => Promise.reject(new Error())} />} />
        </Routes>
      </QueryClientProvider>
    </MemoryRouter>,
  );

describe('the pay-online page in Hindi', () => {
  afterEach(() => showLanguage('en'));

  it('shows the new total and the refusal to switch in Hindi', async () => {
    await showLanguage('hi');
    // The part of the Hindi catalogue of the pages mails link to, as the router loads it with the screen.
    await withHindiPart(async () => null, HINDI.fromMails)();
    fakeApi.on('get', API.codRisk.payOnline(':id'), { data: quote });
    const T = COD_UI_TEXTS_HI;
    renderPage();
    expect(await screen.findByRole('heading', { name: T.payOnlineTitle }, { timeout: 5_000 })).toBeVisible();
    expect((await screen.findByText(T.payOnlineCodTotal)).closest('dl')).toHaveAttribute(
      'aria-label',
      T.payOnlineAmounts,
    );
    expect(screen.getByText(T.payOnlineCodTotal)).toBeVisible();
    expect(screen.getByText(T.payOnlineNoCodCharge)).toBeVisible();
    expect(screen.getByText(COD_TEXTS_HI.prepaidDiscountLabel)).toBeVisible();
    expect(screen.getByText(T.payOnlineCash)).toBeVisible();

    // The server (answering in English here) refuses: the page shows the refusal's Hindi twin.
    fakeApi.on('post', API.codRisk.payOnline(':id'), {
      status: 409,
      code: 'CONFLICT',
      message: COD_TEXTS.switchRefused.shipped('100042'),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: T.payOnlineButton(formatInr(1249)) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COD_SWITCH_REFUSED_HI.shipped('100042'));
  });

  it('says in Hindi that an order paid online owes nothing at the door', async () => {
    await showLanguage('hi');
    await withHindiPart(async () => null, HINDI.fromMails)();
    fakeApi.on('get', API.codRisk.payOnline(':id'), { data: { ...quote, paid: true } });
    renderPage();
    expect(await screen.findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent(COD_TEXTS_HI.paidOnlineInstead);
    expect(screen.getByText(COD_UI_TEXTS_HI.orderNumber('100042'))).toBeVisible();
    expect(screen.getByRole('link', { name: COD_UI_TEXTS_HI.continueShopping })).toBeVisible();
  });
});
