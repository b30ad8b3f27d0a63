import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { API, SHOPPING_MESSAGES, type Order } from '@shop/shared';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { anOrder } from '../../../test/orders';
import { OrdersTable } from './orders-table';

// jsdom has <dialog> but not its modal methods; these do what the browser does to `open`.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const order = anOrder({
  cancellationRequest: {
    requested: true,
    reason: 'Ordered the wrong size',
    requestedAt: new Date().toISOString(),
    outcome: 'open',
    outcomeNote: null,
    decidedAt: null,
  },
});

startFakeApi();

/** The decision calls answer the order, as the server does. */
function serve() {
  fakeApi.on('post', API.order.declineCancellation(':id'), { data: { order } });
  fakeApi.on('post', API.order.approveCancellation(':id'), { data: { order } });
}

const renderTable = (orders: Order[]) =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <OrdersTable orders={orders} label="Cancellation requests" />
      </QueryClientProvider>
    </MemoryRouter>,
  );

describe('an order in an admin table', () => {
  it("links its number to the owner's order page", () => {
    renderTable([order]);
    expect(screen.getByRole('link', { name: `Open order #${order.orderNumber}` })).toHaveAttribute(
      'href',
      `/admin/orders/${order._id}`,
    );
  });
});

describe('deciding a cancellation request in the dashboard', () => {
  it('declines only with a reason, and sends that reason', async () => {
    serve();
    const user = userEvent.setup();
    renderTable([order]);
    expect(screen.getByText('Customer: Ordered the wrong size')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline cancellation' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText(SHOPPING_MESSAGES.declineNoteRequired)).toBeVisible();
    expect(fakeApi.calls).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason for the customer'), 'Already packed and handed over');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(fakeApi.calls).toEqual([`POST ${API.order.declineCancellation(order._id)}`]));
    expect(fakeApi.bodies).toEqual([{ note: 'Already packed and handed over' }]);
  });

  it('approves after a confirmation that says a paid order is refunded', async () => {
    serve();
    const user = userEvent.setup();
    renderTable([order]);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve cancellation' });
    expect(dialog).toHaveTextContent('the payment is refunded');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(fakeApi.calls).toEqual([`POST ${API.order.approveCancellation(order._id)}`]));
  });

  it('shows a decided request and the refund without the buttons', () => {
    renderTable([
      {
        ...order,
        status: 'cancelled',
        paymentStatus: 'refunded',
        cancellationRequest: { ...order.cancellationRequest, outcome: 'approved' },
        refund: { id: 'rfnd_Q9', amount: 1518, status: 'processed', createdAt: order.createdAt },
      },
    ]);
    expect(screen.getByText('Cancellation approved')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByLabelText('Refund')).toHaveTextContent('RefundedRefund of ₹1,518 (ref. rfnd_Q9)');
  });
});
