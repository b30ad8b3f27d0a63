import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { API, SHOPPING_MESSAGES, type Order } from '@shop/shared';
import { http } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
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

const order: Order = {
  _id: '6a1f0c3e-0000-4000-8000-000000000001',
  orderNumber: '1042',
  status: 'processing',
  createdAt: new Date().toISOString(),
  expectedDelivery: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  paymentMethod: 'online',
  paymentStatus: 'paid',
  shippingAddress: {
    houseNumber: '12',
    street: 'MG Road',
    colony: 'Civil Lines',
    city: 'Ludhiana',
    state: 'Punjab',
    postalCode: '141001',
    country: 'India',
  },
  items: [],
  subtotal: 1398,
  deliveryFee: 120,
  totalAmount: 1518,
  contact: '9812345678',
  user: { _id: '6a1f0c3e-0000-4000-8000-0000000000b1', name: 'Asha', email: 'asha@example.in' },
  cancellationRequest: {
    requested: true,
    reason: 'Ordered the wrong size',
    requestedAt: new Date().toISOString(),
    outcome: 'open',
    outcomeNote: null,
    decidedAt: null,
  },
  refund: null,
  razorpayOrderId: 'order_Q1',
  razorpayPaymentId: 'pay_Q1',
};

/** A scripted API that records each call with its body and answers the order. */
function serve() {
  const calls: { call: string; data: unknown }[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    calls.push({
      call: `${config.method?.toUpperCase()} ${config.url}`,
      data: config.data ? JSON.parse(config.data as string) : null,
    });
    return {
      data: { success: true, message: 'OK', data: { order } },
      status: 200,
      statusText: '',
      headers: {},
      config,
    };
  };
  http.defaults.adapter = adapter;
  return calls;
}

const renderTable = (orders: Order[]) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OrdersTable orders={orders} label="Cancellation requests" />
    </QueryClientProvider>,
  );

describe('deciding a cancellation request in the dashboard', () => {
  it('declines only with a reason, and sends that reason', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderTable([order]);
    expect(screen.getByText('Customer: Ordered the wrong size')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline cancellation' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText(SHOPPING_MESSAGES.declineNoteRequired)).toBeVisible();
    expect(calls).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason for the customer'), 'Already packed and handed over');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          call: `POST ${API.order.declineCancellation(order._id)}`,
          data: { note: 'Already packed and handed over' },
        },
      ]),
    );
  });

  it('approves after a confirmation that says a paid order is refunded', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderTable([order]);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve cancellation' });
    expect(dialog).toHaveTextContent('the payment is refunded');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.map((c) => c.call)).toEqual([`POST ${API.order.approveCancellation(order._id)}`]));
  });

  it('shows a decided request and the refund without the buttons', () => {
    serve();
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
