import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { API, SHIPMENT_ADMIN_TEXTS, SHIPMENT_STATUS_LABELS, type Order } from '@shop/shared';
import { SHIPMENT_STATUS_LABELS_HI } from '../../../../../../packages/shared/src/shipping/shipping.texts.hi.ts';
import { HINDI } from '../../../lib/hindi-parts';
import { showLanguage, withHindiPart } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { ShipmentPanel } from './shipment-panel';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { anOrder } from '../../../test/orders';

/*
 * The admin area is English whatever the storefront shows (docs/decisions/0323). The owner's
 * shipment panel shares the shipment states' labels (and the timeline) with the shopper's order
 * card; a tab that had loaded the account's Hindi part showed the owner those states in Hindi, and
 * asked the server for its refusals in Hindi.
 */

// jsdom has <dialog> but not its modal methods; these do what the browser does to `open`.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

startFakeApi();

const ORDER_PAGE = '/admin/orders/6a1f0c3e-0000-4000-8000-0000000000c1';

const order: Order = anOrder({
  status: 'shipped',
  shipment: {
    _id: '6a1f0c3e-0000-4000-8000-0000000000b1',
    direction: 'forward',
    awb: 'SIM123456789',
    courier: 'Simulated Express',
    trackingUrl: 'https://track.example/SIM123456789',
    status: 'created',
    parcel: { weightGrams: 250, lengthCm: 30, breadthCm: 25, heightCm: 3 },
    createdAt: '2026-11-20T06:00:00.000Z',
    updatedAt: '2026-11-21T09:30:00.000Z',
    events: [
      { status: 'created', at: '2026-11-20T06:00:00.000Z', location: null, description: 'Shipment booked' },
      { status: 'in_transit', at: '2026-11-21T09:30:00.000Z', location: 'Delhi hub', description: 'Reached hub' },
    ],
  },
});

/** The owner's shipment panel, on the page it is shown on (`at`). */
function renderPanel(at: string) {
  window.history.replaceState(null, '', at);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ShipmentPanel order={order} onChanged={() => {}} />
    </QueryClientProvider>,
  );
}

describe('the admin area in a tab that has loaded the storefront in Hindi', () => {
  afterEach(async () => {
    window.history.replaceState(null, '', '/');
    await showLanguage('en');
  });

  const inHindi = async () => {
    await showLanguage('hi');
    // The account's parts of the Hindi catalogue (they hold the shipment states), as My Account loads them.
    await withHindiPart(async () => null, [HINDI.checkout, HINDI.myAccount])();
  };

  it("shows the owner's shipment panel in English: its state, its timeline and their dates", async () => {
    await inHindi();
    renderPanel(ORDER_PAGE);
    const panel = await screen.findByRole('region', { name: SHIPMENT_ADMIN_TEXTS.title });
    expect(panel).toHaveTextContent(SHIPMENT_STATUS_LABELS.created);
    expect(panel).toHaveTextContent(SHIPMENT_STATUS_LABELS.in_transit);
    expect(panel).not.toHaveTextContent(SHIPMENT_STATUS_LABELS_HI.created);
    expect(panel).not.toHaveTextContent(SHIPMENT_STATUS_LABELS_HI.in_transit);
    expect(panel).not.toHaveTextContent(/नव॰/);
    expect(panel).toHaveTextContent(/Nov 2026/);
  });

  it('asks the server for its refusals in English, and shows its dialogs in English', async () => {
    await inHindi();
    let asked: string | null = null;
    fakeApi.on('delete', API.order.shipment(':id'), ({ headers }) => {
      asked = headers.get('accept-language');
      return { status: 409, code: 'CONFLICT', message: 'The courier has already picked it up' };
    });
    renderPanel(ORDER_PAGE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: SHIPMENT_ADMIN_TEXTS.cancel }));
    const dialog = screen.getByRole('dialog', { name: SHIPMENT_ADMIN_TEXTS.cancel });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: SHIPMENT_ADMIN_TEXTS.cancel }));
    await waitFor(() => expect(asked).toBe('en-IN'));
  });

  it('the same states read in Hindi on a storefront page (the shopper shares them)', async () => {
    await inHindi();
    renderPanel('/my-account');
    expect(screen.getByRole('region', { name: SHIPMENT_ADMIN_TEXTS.title })).toHaveTextContent(
      SHIPMENT_STATUS_LABELS_HI.in_transit,
    );
  });
});
