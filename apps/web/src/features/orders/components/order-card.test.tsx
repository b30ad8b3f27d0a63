import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client';
import { API, COD_TEXTS, type Order } from '@shop/shared';
import { COD_TEXTS_HI, COD_UI_TEXTS_HI } from '../../../../../../packages/shared/src/cod-risk/cod-risk.texts.hi.ts';
import {
  SHIPMENT_STATUS_LABELS_HI,
  SHIPMENT_TRACKING_TEXTS_HI,
} from '../../../../../../packages/shared/src/shipping/shipping.texts.hi.ts';
import { HINDI } from '../../../lib/hindi-parts';
import { showLanguage, withHindiPart } from '../../../lib/i18n';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { anOrder } from '../../../test/orders';
import { aMixedOrder, aRefund } from '../../../test/payments';
import { OrderCard } from './order-card';

startFakeApi();

const base = anOrder({
  items: [
    {
      _id: '6a1f0c3e-0000-4000-8000-0000000000a1',
      variant: { _id: null, product: { name: 'Story Tee' }, color: { name: 'Sand' }, image: null, price: 699 },
      sku: null,
      size: 'XL',
      quantity: 2,
      price: 699,
    },
  ],
});

const requested = (over: Partial<Order['cancellationRequest']>): Order['cancellationRequest'] => ({
  requested: true,
  reason: 'Ordered the wrong size',
  requestedAt: base.createdAt,
  outcome: 'open',
  outcomeNote: null,
  decidedAt: null,
  ...over,
});

const renderCard = (order: Order) =>
  render(
    // A delivered order's card asks for its returns.
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <OrderCard order={order} onRequestCancellation={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the cancellation request on an order card', () => {
  it('shows an open request with the customer reason', () => {
    renderCard({ ...base, cancellationRequest: requested({}) });
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Cancellation requested');
    expect(note).toHaveTextContent('Reason: Ordered the wrong size');
    expect(screen.queryByRole('button', { name: 'Request Cancellation' })).toBeNull();
  });

  it('replaces "requested" with the decline and its reason once shipping overtook it', () => {
    renderCard({
      ...base,
      status: 'shipped',
      cancellationRequest: requested({ outcome: 'declined', outcomeNote: 'The order had already been shipped' }),
    });
    expect(screen.getByRole('note')).toHaveTextContent('Cancellation declined: The order had already been shipped');
    expect(screen.queryByText('Cancellation requested')).toBeNull();
  });

  it('shows an approved request and the refund with its state, amount and reference', () => {
    renderCard({
      ...base,
      status: 'cancelled',
      paymentStatus: 'refund_pending',
      cancellationRequest: requested({ outcome: 'approved' }),
      refund: { id: 'rfnd_Q9', amount: 1518, status: 'pending', createdAt: base.createdAt },
    });
    expect(screen.getByText('Cancellation approved')).toBeVisible();
    const refund = screen.getByRole('note', { name: 'Refund' });
    expect(refund).toHaveTextContent('Refund pending');
    expect(refund).toHaveTextContent('Refund of ₹1,518 (ref. rfnd_Q9)');
    expect(screen.getByText(/Online payment · Refund pending/)).toBeVisible();
  });

  it('offers the request while the shared rule allows it, and not for a delivered order', () => {
    const { unmount } = renderCard(base);
    expect(screen.getByRole('button', { name: 'Request Cancellation' })).toBeVisible();
    unmount();
    renderCard({ ...base, status: 'delivered' });
    expect(screen.queryByRole('button', { name: 'Request Cancellation' })).toBeNull();
  });
});

describe('the shipment on an order card', () => {
  const shipment: NonNullable<Order['shipment']> = {
    _id: '6a1f0c3e-0000-4000-8000-0000000000b1',
    direction: 'forward',
    awb: 'SIM123456789',
    courier: 'Simulated Express',
    trackingUrl: 'https://track.example/SIM123456789',
    status: 'in_transit',
    parcel: { weightGrams: 250, lengthCm: 30, breadthCm: 25, heightCm: 3 },
    createdAt: '2026-11-20T06:00:00.000Z',
    updatedAt: '2026-11-21T09:30:00.000Z',
    events: [
      { status: 'created', at: '2026-11-20T06:00:00.000Z', location: null, description: 'Shipment booked' },
      { status: 'picked_up', at: '2026-11-20T12:00:00.000Z', location: 'Ludhiana', description: 'Picked up' },
      { status: 'in_transit', at: '2026-11-21T09:30:00.000Z', location: 'Delhi hub', description: 'Reached hub' },
    ],
  };
  const renderTracked = (order: Order) =>
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <OrderCard order={order} onRequestCancellation={() => {}} showProgress />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('shows the AWB, the courier tracking link and the timeline newest first, instead of the four steps', () => {
    renderTracked({ ...base, status: 'shipped', shipment });
    expect(screen.getByTestId('shipment-awb')).toHaveTextContent('SIM123456789');
    expect(screen.getByRole('link', { name: /Track with Simulated Express/ })).toHaveAttribute(
      'href',
      'https://track.example/SIM123456789',
    );
    const steps = screen.getAllByRole('listitem').filter((item) => item.closest('ol[aria-label="Shipment timeline"]'));
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('In transit'),
      expect.stringContaining('Picked up'),
      expect.stringContaining('Shipment booked'),
    ]);
    expect(steps[0]).toHaveTextContent('Delhi hub');
    expect(screen.queryByRole('list', { name: 'Order progress' })).toBeNull();
  });

  it('keeps the four steps for an order without a live shipment', () => {
    renderTracked({ ...base, status: 'processing', shipment: { ...shipment, status: 'cancelled' } });
    expect(screen.getByRole('list', { name: 'Order progress' })).toBeInTheDocument();
    expect(screen.queryByTestId('shipment-awb')).toBeNull();
  });
});

describe('the money of an order card', () => {
  it('lists each tender of a mixed payment', () => {
    renderCard(aMixedOrder());
    const tenders = screen.getByRole('list', { name: 'How it is paid' });
    expect(
      within(tenders)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Store credit ₹739', ' · Paid online ₹480']);
    expect(tenders).toHaveTextContent('Store credit ₹739 · Paid online ₹480');
  });

  it('says what a cash-on-delivery order still owes at the door beside the credit it used', () => {
    renderCard(
      aMixedOrder({
        status: 'processing',
        paymentMethod: 'cod',
        paymentStatus: 'pending',
        tenders: [{ kind: 'store_credit', amount: 739 }],
      }),
    );
    expect(screen.getByRole('list', { name: 'How it is paid' })).toHaveTextContent(
      'Store credit ₹739 · Due on delivery ₹480',
    );
  });

  it('lists each refund with its cause, amount, route and state', () => {
    renderCard(
      aMixedOrder({
        refunds: [
          aRefund({ cause: 'return', tender: 'store_credit', route: 'wallet', amount: 739, status: 'processed' }),
          aRefund({
            _id: '7b2e0d4f-0000-4000-8000-000000000102',
            cause: 'return',
            amount: 261,
            status: 'pending',
            reference: 'rfnd_Q9',
          }),
          aRefund({
            _id: '7b2e0d4f-0000-4000-8000-000000000103',
            cause: 'exchange-difference',
            route: 'upi_payout',
            amount: 99,
            status: 'failed',
          }),
        ],
      }),
    );
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    const items = within(within(refunds).getByRole('list', { name: 'Refunds' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Return · Refunded₹739 to store credit');
    expect(items[1]).toHaveTextContent('Return · Processing₹261 to the original payment · ref. rfnd_Q9');
    expect(items[2]).toHaveTextContent('Exchange difference · Failed₹99 by UPI payout');
    expect(items[2]).toHaveTextContent('We will send it again or contact you.');
    // The ledger's list replaces the single refund note.
    expect(screen.queryByRole('note', { name: 'Refund' })).toBeNull();
  });

  it('shows no refunds section for an order without any', () => {
    renderCard(aMixedOrder());
    expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull();
  });

  it('falls back to the store credit line and the single refund when the server sends no ledger', () => {
    renderCard({
      ...base,
      status: 'cancelled',
      storeCredit: 200,
      paymentStatus: 'refund_pending',
      refund: { id: null, amount: 1318, status: 'pending', createdAt: base.createdAt },
    });
    expect(screen.getByRole('list', { name: 'How it is paid' })).toHaveTextContent('Store credit ₹200');
    expect(screen.getByRole('note', { name: 'Refund' })).toHaveTextContent('Refund of ₹1,318');
    expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull();
  });

  it('offers Pay now on an online order still waiting for its payment, and only while it can be paid', () => {
    const unpaid = {
      ...base,
      status: 'pending' as const,
      paymentMethod: 'online' as const,
      paymentStatus: 'pending' as const,
    };
    const { unmount } = renderCard(unpaid);
    const payment = screen.getByRole('group', { name: 'Payment not completed' });
    expect(payment).toHaveTextContent(/Pay ₹1,518 by .* to keep this order\./);
    expect(within(payment).getByRole('button', { name: 'Pay now' })).toBeEnabled();
    expect(screen.getByText(/Online payment · Payment not completed/)).toBeInTheDocument();
    unmount();

    // Its time to pay is over: no button (the sweep cancels it), the same words.
    const late = new Date(Date.now() - 31 * 60_000).toISOString();
    const { unmount: gone } = renderCard({ ...unpaid, createdAt: late });
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    gone();

    // Cancelled unpaid: it reads "Payment not completed", never "Payment failed".
    renderCard({ ...unpaid, status: 'cancelled', paymentStatus: 'failed' });
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.getByText(/Online payment · Payment not completed/)).toBeInTheDocument();
    expect(screen.queryByText(/Payment failed/)).toBeNull();
  });
});

describe('an order card in Hindi', () => {
  afterEach(() => showLanguage('en'));
  const inHindi = async () => {
    await showLanguage('hi');
    // My Account's parts of the Hindi catalogue, as the router loads them with the screen.
    await withHindiPart(async () => null, [HINDI.checkout, HINDI.myAccount])();
  };

  it('shows the tracking timeline with Hindi states and dates, the courier keeping its name and words', async () => {
    await inHindi();
    renderCard({
      ...base,
      status: 'shipped',
      shipment: {
        _id: '6a1f0c3e-0000-4000-8000-0000000000b1',
        direction: 'forward',
        awb: 'SIM123456789',
        courier: 'Simulated Express',
        trackingUrl: 'https://track.example/SIM123456789',
        status: 'in_transit',
        parcel: { weightGrams: 250, lengthCm: 30, breadthCm: 25, heightCm: 3 },
        createdAt: '2026-11-20T06:00:00.000Z',
        updatedAt: '2026-11-21T09:30:00.000Z',
        events: [
          { status: 'created', at: '2026-11-20T06:00:00.000Z', location: null, description: 'Shipment booked' },
          { status: 'in_transit', at: '2026-11-21T09:30:00.000Z', location: 'Delhi hub', description: 'Reached hub' },
        ],
      },
    });
    const tracking = screen.getByRole('region', { name: SHIPMENT_TRACKING_TEXTS_HI.title });
    expect(tracking).toHaveTextContent(SHIPMENT_TRACKING_TEXTS_HI.awb);
    expect(
      within(tracking).getByRole('link', { name: SHIPMENT_TRACKING_TEXTS_HI.track('Simulated Express') }),
    ).toBeVisible();
    const steps = within(
      within(tracking).getByRole('list', { name: SHIPMENT_TRACKING_TEXTS_HI.timeline }),
    ).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent(SHIPMENT_STATUS_LABELS_HI.in_transit);
    expect(steps[0]).toHaveTextContent(/21 नव॰ 2026/);
    // The courier's own note stays as it wrote it, marked English for screen readers.
    expect(within(steps[0]!).getByText('Reached hub')).toHaveAttribute('lang', 'en');
    // The state the shop wrote itself is not said twice.
    expect(steps[1]).toHaveTextContent(SHIPMENT_STATUS_LABELS_HI.created);
    expect(steps[1]).not.toHaveTextContent('Shipment booked');
  });

  it('lists the refunds with Hindi causes, routes and states, rupees in Indian grouping', async () => {
    await inHindi();
    renderCard(
      aMixedOrder({
        refunds: [
          aRefund({ cause: 'return', tender: 'store_credit', route: 'wallet', amount: 123_456, status: 'processed' }),
          aRefund({
            _id: '7b2e0d4f-0000-4000-8000-000000000103',
            cause: 'exchange-difference',
            route: 'upi_payout',
            amount: 99,
            status: 'failed',
            reference: 'rfnd_Q9',
          }),
        ],
      }),
    );
    const items = within(screen.getByRole('list', { name: 'रिफ़ंड' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('रिटर्न · रिफ़ंड हो गया₹1,23,456 स्टोर क्रेडिट में');
    expect(items[1]).toHaveTextContent('एक्सचेंज का अंतर · नहीं हो सका₹99 UPI पेआउट से · रेफ़. rfnd_Q9');
    expect(items[1]).toHaveTextContent('हम इसे फिर भेजेंगे या आपसे संपर्क करेंगे।');
  });

  it('asks to confirm a cash-on-delivery order in Hindi, and says the answer in Hindi', async () => {
    await inHindi();
    fakeApi.on('post', API.codRisk.confirm(':id'), {
      data: { orderNumber: '1042', status: 'processing', action: 'confirm' },
      message: COD_TEXTS.confirmed,
    });
    const user = userEvent.setup();
    renderCard({
      ...base,
      status: 'awaiting_confirmation',
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      codConfirmation: { confirmBy: '2026-12-04T12:00:00.000Z', byTap: true },
    });
    const panel = screen.getByRole('region', { name: COD_UI_TEXTS_HI.awaitingTitle });
    expect(panel).toHaveTextContent(COD_UI_TEXTS_HI.awaitingLead('4 दिस॰, 5:30 pm'));
    await user.click(within(panel).getByRole('button', { name: COD_UI_TEXTS_HI.cancelButton }));
    expect(panel).toHaveTextContent(COD_UI_TEXTS_HI.cancelQuestion('1042'));
    await user.click(within(panel).getByRole('button', { name: COD_UI_TEXTS_HI.keepOrder }));
    await user.click(within(panel).getByRole('button', { name: COD_UI_TEXTS_HI.confirmButton }));
    expect(await screen.findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent(COD_TEXTS_HI.confirmed);
  });
});
