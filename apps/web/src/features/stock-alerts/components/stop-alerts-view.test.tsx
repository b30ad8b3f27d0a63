import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { API, STOCK_ALERT_TEXTS } from '@shop/shared';
import { STOCK_ALERT_TEXTS_HI } from '../../../../../../packages/shared/src/stock-alerts/stock-alerts.texts.hi.ts';
import { STOP_ALERTS_PAGE_TEXTS_HI } from '../../../../../../packages/shared/src/stock-alerts/stop-alerts-page.texts.hi.ts';
import { STOREFRONT_SCREEN_HI } from '../../../../../../packages/shared/src/storefront/storefront.texts.hi.ts';
import { HINDI } from '../../../lib/hindi-parts';
import { showLanguage, withHindiPart } from '../../../lib/i18n';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { StopAlertsView } from './stop-alerts-view';

startFakeApi();

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/alerts/stop/0b7f3c1e-4a5d-4e8f-9a2b-1c3d5e7f9a0b?token=tok']}>
      <Routes>
        <Route path="/alerts/stop/:id" element={<StopAlertsView />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the alert Stop page in Hindi', () => {
  afterEach(() => showLanguage('en'));
  const inHindi = async () => {
    await showLanguage('hi');
    // The part of the Hindi catalogue of the pages mails link to, as the router loads it with the screen.
    await withHindiPart(async () => null, HINDI.fromMails)();
  };
  const T = STOP_ALERTS_PAGE_TEXTS_HI;

  it('says in Hindi that the alerts on the channel have stopped', async () => {
    await inHindi();
    fakeApi.on('post', API.stockAlerts.stop, { data: { channel: 'email' } });
    renderPage();
    expect(screen.getByRole('heading', { name: T.title })).toBeVisible();
    expect(await screen.findByText(T.stopped('email'), {}, { timeout: 5_000 })).toHaveAttribute('role', 'status');
    expect(screen.getByText(T.agreeAgain)).toBeVisible();
    expect(screen.getByRole('link', { name: STOREFRONT_SCREEN_HI.myAccount })).toBeVisible();
    expect(screen.getByRole('link', { name: T.backToShop })).toBeVisible();
  });

  it("shows the server's refusal of a link in Hindi", async () => {
    await inHindi();
    fakeApi.on('post', API.stockAlerts.stop, {
      status: 404,
      code: 'NOT_FOUND',
      message: STOCK_ALERT_TEXTS.stopLinkInvalid,
    });
    renderPage();
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      STOCK_ALERT_TEXTS_HI.stopLinkInvalid,
    );
  });
});
