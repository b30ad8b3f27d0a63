import { describe, expect, it } from 'vitest';
import type { Order } from '@shop/shared';
import { anOrder } from '../../test/orders';
import { canRequestCancellation, orderLineTotal } from './order-display';

const placed = '2026-01-10T10:00:00.000Z';
const hours = (n: number) => new Date(placed).getTime() + n * 60 * 60 * 1000;

const order = (over: Partial<Order> = {}) => anOrder({ status: 'pending', createdAt: placed, ...over });

describe('canRequestCancellation mirrors the server rule', () => {
  it('allows a pending or processing order within 24 hours, once', () => {
    expect(canRequestCancellation(order(), hours(1))).toBe(true);
    expect(canRequestCancellation(order({ status: 'processing' }), hours(23.9))).toBe(true);
    expect(
      canRequestCancellation(
        order({
          cancellationRequest: {
            requested: true,
            reason: 'Wrong size',
            requestedAt: placed,
            outcome: 'open',
            outcomeNote: null,
            decidedAt: null,
          },
        }),
        hours(1),
      ),
    ).toBe(false);
  });

  it('refuses shipped, delivered and cancelled orders, and orders older than 24 hours', () => {
    for (const status of ['shipped', 'delivered', 'cancelled'] as const) {
      expect(canRequestCancellation(order({ status }), hours(1))).toBe(false);
    }
    expect(canRequestCancellation(order(), hours(24))).toBe(false);
  });
});

it('adds line totals in paise, so fractional prices do not drift', () => {
  expect(orderLineTotal({ price: 0.1, quantity: 3 })).toBe(0.3);
  expect(orderLineTotal({ price: 1149, quantity: 2 })).toBe(2298);
});
