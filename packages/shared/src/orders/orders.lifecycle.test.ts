import { describe, expect, it } from 'vitest';
import { ADMIN_STATUS_TARGETS, ORDER_STATUSES, ORDER_TRANSITIONS } from '../constants.ts';
import {
  adminStatusChoices,
  adminStatusRefusal,
  canCustomerRequestCancellation,
  cancellationRequestLabel,
  cancellationRequestRefusal,
} from './orders.lifecycle.ts';

describe('the declared order lifecycle', () => {
  it('is exactly this table: forward steps and skips, never back, delivered and cancelled final', () => {
    // Written out by hand on purpose: the table is checked against the rule, not against itself.
    expect(ORDER_TRANSITIONS).toEqual({
      pending: ['processing', 'shipped', 'delivered', 'cancelled'],
      awaiting_confirmation: ['processing', 'cancelled'],
      processing: ['shipped', 'delivered', 'cancelled'],
      shipped: ['delivered', 'cancelled'],
      delivered: [],
      cancelled: [],
    });
  });

  it('lets the admin only cancel an online order that is not paid', () => {
    const unpaid = { paymentMethod: 'online', paymentStatus: 'pending' } as const;
    const paid = { paymentMethod: 'online', paymentStatus: 'paid' } as const;
    const cod = { paymentMethod: 'cod', paymentStatus: 'pending' } as const;
    expect(adminStatusChoices('pending', unpaid)).toEqual(['cancelled']);
    expect(adminStatusChoices('pending', paid)).toEqual(['processing', 'shipped', 'delivered', 'cancelled']);
    expect(adminStatusChoices('processing', cod)).toEqual(['shipped', 'delivered', 'cancelled']);
    expect(adminStatusChoices('delivered', cod)).toEqual([]);
  });

  it('refuses every pair the table does not list, with a reason', () => {
    const expected: Record<string, string[]> = {
      pending: ['processing', 'shipped', 'delivered', 'cancelled'],
      awaiting_confirmation: ['processing', 'cancelled'],
      processing: ['shipped', 'delivered', 'cancelled'],
      shipped: ['delivered', 'cancelled'],
      delivered: [],
      cancelled: [],
    };
    for (const from of ORDER_STATUSES) {
      for (const to of ADMIN_STATUS_TARGETS) {
        const refused = adminStatusRefusal(
          { orderNumber: 1, status: from, paymentMethod: 'cod', paymentStatus: 'pending' },
          to,
        );
        expect(refused === null, `${from} -> ${to}`).toBe(expected[from]!.includes(to));
      }
    }
  });
});

describe('the customer cancellation request rule', () => {
  const placed = '2026-01-10T10:00:00.000Z';
  const at = (hours: number) => new Date(new Date(placed).getTime() + hours * 3_600_000);
  const order = (status: (typeof ORDER_STATUSES)[number], requested = false) => ({
    status,
    createdAt: placed,
    cancellationRequest: { requested },
  });

  it('allows pending and processing orders within 24 hours, once', () => {
    expect(canCustomerRequestCancellation(order('pending'), at(0.1))).toBe(true);
    expect(canCustomerRequestCancellation(order('processing'), at(23.99))).toBe(true);
    expect(canCustomerRequestCancellation(order('pending'), at(24))).toBe(false);
    expect(cancellationRequestRefusal(order('pending', true), at(1))).toMatch(/already been submitted/);
  });

  it('never after shipping', () => {
    for (const status of ['shipped', 'delivered', 'cancelled'] as const) {
      expect(canCustomerRequestCancellation(order(status), at(1))).toBe(false);
    }
  });

  it('names the outcome the customer sees', () => {
    const request = { requested: true, reason: 'x', requestedAt: placed, decidedAt: null, outcomeNote: null };
    expect(cancellationRequestLabel({ cancellationRequest: { ...request, outcome: 'open' } })).toBe(
      'Cancellation requested',
    );
    expect(cancellationRequestLabel({ cancellationRequest: { ...request, outcome: 'approved' } })).toBe(
      'Cancellation approved',
    );
    expect(
      cancellationRequestLabel({
        cancellationRequest: { ...request, outcome: 'declined', outcomeNote: 'Packed already' },
      }),
    ).toBe('Cancellation declined: Packed already');
  });
});
