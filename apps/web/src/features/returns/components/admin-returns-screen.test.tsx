import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import {
  API,
  RETURN_MESSAGES,
  RETURN_SCREEN_TEXTS,
  RETURN_STATUS_LABELS,
  RETURN_TEXTS,
  type Return,
} from '@shop/shared';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { aReturn, mixedSplit } from '../../../test/payments';
import { recordToasts } from '../../../test/toasts';
import { AdminReturnsScreen } from './admin-returns-screen';
import { OrderReturnsPanel } from './order-returns-panel';

startFakeApi();
const toasts = recordToasts();

/** The returns API of a shop with one return, and empty figures. */
function serve(ret: Return) {
  fakeApi.on('get', API.returns.root, { data: { returns: [ret], totalPages: 1 } });
  fakeApi.on('get', API.returns.settings, { data: { feeRupees: 0, replacementAtPickup: false } });
  fakeApi.on('get', API.returns.stats, { data: { bySize: [], reasons: [] } });
}

const renderWith = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

const splitLines = async () =>
  // The returns, their settings and figures load at once; a busy machine takes a while to draw them.
  within(await screen.findByRole('list', { name: 'Where the refund goes' }, { timeout: 5_000 }))
    .getAllByRole('listitem')
    .map((line) => line.textContent);

describe("the owner's returns screen shows where the refund goes", () => {
  it('before the inspection: the split over what paid the order, next to "Inspection passed"', async () => {
    serve(aReturn());
    renderWith(<AdminReturnsScreen />);
    expect(await splitLines()).toEqual(['₹1,000 to store credit', '₹1,000 to the original payment']);
    expect(screen.getByRole('button', { name: 'Inspection passed' })).toBeVisible();
  });

  it("after it: each refund's state, and the owner's way to send a failed one again", async () => {
    serve(
      aReturn({
        status: 'accepted',
        refundSplit: [
          { tender: 'store_credit', route: 'wallet', amount: 1000, status: 'processed' },
          { tender: 'online', route: 'provider', amount: 1000, status: 'failed' },
        ],
      }),
    );
    renderWith(<AdminReturnsScreen />);
    fakeApi.on('post', API.returns.refund(':id'), {
      data: { return: aReturn({ refundSplit: mixedSplit('pending') }) },
    });
    expect(await splitLines()).toEqual([
      '₹1,000 to store credit · Refunded',
      '₹1,000 to the original payment · Failed',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Send the refund again' }));
    await waitFor(() => expect(fakeApi.calls).toContain(`POST /returns/${aReturn()._id}/refund`));
  });

  it('falls back to the single provider refund when the server sends no split', async () => {
    serve(aReturn({ status: 'accepted', refundSplit: undefined, refund: { status: 'pending', id: 'rfnd_R1' } }));
    renderWith(<AdminReturnsScreen />);
    expect(await screen.findByTestId('refund-state')).toHaveTextContent('Refund pending at the payment provider');
    expect(screen.queryByRole('list', { name: 'Where the refund goes' })).toBeNull();
  });

  it("shows the split and its states on the owner's order page too", async () => {
    fakeApi.on('get', API.returns.root, {
      data: { returns: [aReturn({ status: 'accepted', refundSplit: mixedSplit('pending') })], totalPages: 1 },
    });
    renderWith(<OrderReturnsPanel orderId={aReturn().orderId} />);
    expect(await splitLines()).toEqual([
      '₹1,000 to store credit · Processing',
      '₹1,000 to the original payment · Processing',
    ]);
  });
});

describe("the owner's returns screen: requests, their moves, and the settings", () => {
  const requested = aReturn({
    status: 'requested',
    refundSplit: undefined,
    note: 'Too loose on the shoulders',
    fee: 100,
    refundAmount: 1900,
  });

  it('opens on the requested returns, each with its lines, reason and refund, and lists another state on its tab', async () => {
    serve(requested);
    const user = userEvent.setup();
    renderWith(<AdminReturnsScreen />);
    const tabs = screen.getByRole('tablist', { name: 'Return states' });
    expect(within(tabs).getByRole('tab', { name: 'Requested' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Returns' }, { timeout: 5_000 });
    const card = within(list).getByRole('region', { name: 'Order #1042 · Asha' });
    expect(card).toHaveTextContent('Story Tee (Sand) · Size XL · Qty 2');
    expect(card).toHaveTextContent('Too big · Refund ₹2,000');
    expect(card).toHaveTextContent("Shopper's note: Too loose on the shoulders");
    expect(card).toHaveTextContent('Refund ₹1,900 to Original payment method · fee ₹100');
    expect(within(card).getByRole('button', { name: RETURN_SCREEN_TEXTS.approve })).toBeVisible();
    expect(within(card).getByRole('button', { name: RETURN_SCREEN_TEXTS.reject })).toBeVisible();
    expect(fakeApi.calls).toContain(`GET ${API.returns.root}?status=requested&page=1`);

    fakeApi.on('get', API.returns.root, { data: { returns: [], totalPages: 0 } });
    await user.click(within(tabs).getByRole('tab', { name: 'Received' }));
    expect(await screen.findByText(RETURN_TEXTS.noReturns)).toBeVisible();
    expect(fakeApi.calls).toContain(`GET ${API.returns.root}?status=received&page=1`);
  });

  it('approves a request with a note for the shopper, and says so', async () => {
    serve(requested);
    fakeApi.on('put', API.returns.status(':id'), { data: { return: { ...requested, status: 'approved' } } });
    const user = userEvent.setup();
    renderWith(<AdminReturnsScreen />);
    const card = await screen.findByRole('region', { name: 'Order #1042 · Asha' }, { timeout: 5_000 });
    await user.type(within(card).getByRole('textbox', { name: RETURN_SCREEN_TEXTS.noteFor }), '  Pickup on Monday ');
    await user.click(within(card).getByRole('button', { name: RETURN_SCREEN_TEXTS.approve }));
    await waitFor(() => expect(toasts).toEqual([`success: Return of order #1042: ${RETURN_STATUS_LABELS.approved}`]));
    expect(fakeApi.bodies[fakeApi.calls.indexOf(`PUT ${API.returns.status(requested._id)}`)]).toEqual({
      status: 'approved',
      note: 'Pickup on Monday',
    });
  });

  it('refuses a return fee the shared rule does not take, under its field, and saves one it does', async () => {
    serve(requested);
    fakeApi.on('put', API.returns.settings, ({ body }) => ({ data: body }));
    const user = userEvent.setup();
    renderWith(<AdminReturnsScreen />);
    const settings = await screen.findByRole('form', { name: RETURN_SCREEN_TEXTS.settingsHeading }, { timeout: 5_000 });
    const fee = within(settings).getByRole('spinbutton', { name: RETURN_SCREEN_TEXTS.feeLabel });
    await user.clear(fee);
    await user.type(fee, '12.5');
    await user.click(within(settings).getByRole('button', { name: RETURN_SCREEN_TEXTS.saveSettings }));
    expect(await within(settings).findByText(RETURN_MESSAGES.feeInvalid)).toBeVisible();
    expect(fee).toHaveAttribute('aria-invalid', 'true');
    expect(fakeApi.calls).not.toContain(`PUT ${API.returns.settings}`);

    await user.clear(fee);
    await user.type(fee, '99');
    await user.click(within(settings).getByRole('checkbox'));
    await user.click(within(settings).getByRole('button', { name: RETURN_SCREEN_TEXTS.saveSettings }));
    await waitFor(() => expect(toasts).toEqual([`success: ${RETURN_MESSAGES.settingsSaved}`]));
    expect(fakeApi.bodies[fakeApi.calls.indexOf(`PUT ${API.returns.settings}`)]).toEqual({
      feeRupees: 99,
      replacementAtPickup: true,
    });
    expect(within(settings).queryByText(RETURN_MESSAGES.feeInvalid)).toBeNull();
  });
});
