import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client';
import type { Order } from '@shop/shared';
import { anOrder } from '../../../test/orders';
import { OrderCard } from './order-card';

const base = anOrder({
  items: [
    {
      _id: '6a1f0c3e-0000-4000-8000-0000000000a1',
      variant: { _id: null, product: { name: 'Story Tee' }, color: { name: 'Sand' }, image: null, price: 699 },
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
