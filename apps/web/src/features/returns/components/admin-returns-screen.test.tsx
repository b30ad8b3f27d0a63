import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { API, type Return } from '@shop/shared';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { aReturn, mixedSplit } from '../../../test/payments';
import { AdminReturnsScreen } from './admin-returns-screen';
import { OrderReturnsPanel } from './order-returns-panel';

startFakeApi();

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
