import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Order } from '@shop/shared';
import { createQueryClient } from '../../../lib/query-client';
import { anOrder } from '../../../test/orders';
import { aMixedOrder, aRefund } from '../../../test/payments';
import { OrdersTable } from './orders-table';

const renderTable = (orders: Order[]) =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <OrdersTable orders={orders} label="All orders" />
      </QueryClientProvider>
    </MemoryRouter>,
  );

const paymentCell = () => {
  const table = within(screen.getByRole('region', { name: 'All orders table' })).getByRole('table');
  const [row] = within(table).getAllByRole('row').slice(1);
  return within(row!).getAllByRole('cell')[4]!;
};

describe("the money of an order in the owner's table", () => {
  it('lists the tenders and every refund with its cause, route, state and reference', () => {
    renderTable([
      aMixedOrder({
        refunds: [
          aRefund({ cause: 'return', tender: 'store_credit', route: 'wallet', amount: 739, status: 'processed' }),
          aRefund({
            _id: '7b2e0d4f-0000-4000-8000-000000000102',
            cause: 'return',
            amount: 261,
            status: 'failed',
            reference: 'rfnd_Q9',
          }),
        ],
      }),
    ]);
    const cell = within(paymentCell());
    expect(cell.getByRole('list', { name: 'How it is paid' })).toHaveTextContent(
      'Store credit ₹739 · Paid online ₹480',
    );
    const refunds = within(cell.getByRole('list', { name: 'Refunds' })).getAllByRole('listitem');
    expect(refunds.map((refund) => refund.textContent)).toEqual([
      'Return · Refunded₹739 to store credit',
      'Return · Failed₹261 to the original payment · ref. rfnd_Q9',
    ]);
    // The shopper's reassurance is not the owner's.
    expect(cell.queryByText('We will send it again or contact you.')).toBeNull();
  });

  it('names a cancellation refund and what a cash-on-delivery order still owes', () => {
    renderTable([
      aMixedOrder({
        status: 'cancelled',
        paymentMethod: 'cod',
        paymentStatus: 'refunded',
        tenders: [{ kind: 'store_credit', amount: 739 }],
        refunds: [
          aRefund({ cause: 'cancellation', tender: 'store_credit', route: 'wallet', amount: 739, status: 'processed' }),
        ],
      }),
    ]);
    const cell = within(paymentCell());
    // Cancelled: nothing is due at the door any more.
    expect(cell.getByRole('list', { name: 'How it is paid' })).toHaveTextContent(/^Store credit ₹739$/);
    expect(cell.getByRole('list', { name: 'Refunds' })).toHaveTextContent(
      'Cancellation · Refunded₹739 to store credit',
    );
  });

  it('keeps the single refund note when the server sends no ledger', () => {
    renderTable([
      anOrder({
        status: 'cancelled',
        paymentStatus: 'refund_pending',
        refund: { id: 'rfnd_Q1', amount: 1518, status: 'pending', createdAt: new Date().toISOString() },
      }),
    ]);
    const cell = within(paymentCell());
    expect(cell.getByRole('note', { name: 'Refund' })).toHaveTextContent('Refund of ₹1,518 (ref. rfnd_Q1)');
    expect(cell.queryByRole('list', { name: 'Refunds' })).toBeNull();
  });
});
