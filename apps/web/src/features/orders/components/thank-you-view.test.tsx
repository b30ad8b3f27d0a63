import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Order } from '@shop/shared';
import { anOrder } from '../../../test/orders';
import { aMixedOrder } from '../../../test/payments';
import { ThankYouView } from './thank-you-view';

const renderThankYou = (order: Order) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: '/thank-you', state: { order } }]}>
        <ThankYouView />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const linesOf = () =>
  within(screen.getByRole('list', { name: 'How it is paid' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the thank-you page says how the order was paid', () => {
  it('lists the store credit and the online payment of a mixed payment under the total', () => {
    renderThankYou(aMixedOrder({ status: 'processing' }));
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹1,219');
    expect(linesOf()).toEqual(['Store credit₹739', 'Paid online₹480']);
  });

  it('lists the credit and what is due at the door for cash on delivery', () => {
    renderThankYou(
      aMixedOrder({
        status: 'pending',
        paymentMethod: 'cod',
        paymentStatus: 'pending',
        razorpayPaymentId: null,
        tenders: [{ kind: 'store_credit', amount: 739 }],
      }),
    );
    expect(linesOf()).toEqual(['Store credit₹739', 'Due on delivery₹480']);
  });

  it('shows the store credit of an order from a server that sends no tenders', () => {
    renderThankYou(anOrder({ totalAmount: 1219, storeCredit: 739 }));
    expect(linesOf()).toEqual(['Store credit₹739']);
  });

  it('lists nothing for an order paid one way without a ledger', () => {
    renderThankYou(anOrder());
    expect(screen.queryByRole('list', { name: 'How it is paid' })).toBeNull();
  });
});
