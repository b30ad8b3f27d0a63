import { describe, expect, it } from 'vitest';
import { describeJob, orderIdOf } from './jobs.describe.ts';

const orderId = '6a1f0c3e-0000-4000-8000-000000000001';
const ref = (id: string) => (id === orderId ? '#100123' : '?');
const delivery = (event: object) => ({ eventId: 'e1', occurredAt: '2026-01-01T00:00:00.000Z', event });

describe('what a job is, in words', () => {
  it('names a mail by its subject and recipient', () => {
    const data = { key: 'k', message: { to: 'a@b.in', subject: 'Your StoryFit order #100123 is confirmed' } };
    expect(describeJob('mail.send', data, ref)).toBe('Mail: Your StoryFit order #100123 is confirmed to a@b.in');
  });

  it('names the order of a refund and of order mails, by its number', () => {
    const due = delivery({ type: 'refund.due', orderId });
    expect(orderIdOf(due)).toBe(orderId);
    expect(describeJob('event.refunds', due, ref)).toBe('Refund for order #100123');
    const confirmed = delivery({ type: 'order.confirmed', orderId, paymentMethod: 'cod' });
    expect(describeJob('event.order-mails', confirmed, ref)).toBe('Order mails for order.confirmed (order #100123)');
    // The job sends the mails itself: whom they go to is named from the order's customer.
    expect(describeJob('event.order-mails', confirmed, ref, () => 'asha@example.in')).toBe(
      'Order mails for order.confirmed (order #100123) to asha@example.in',
    );
  });

  it('names the shipping schedules and the parcel jobs of an order', () => {
    expect(describeJob('shipping.poll', {}, ref)).toMatch(/^Tracking check of parcels/);
    expect(describeJob('shipping.failed-delivery-wait', {}, ref)).toMatch(/^Hand-over to the owner/);
    const answered = delivery({ type: 'shipment.failed-delivery-answered', orderId, choice: 'reattempt' });
    expect(describeJob('event.courier-ndr', answered, ref)).toBe(
      'Failed-delivery answer sent to the courier (order #100123)',
    );
    const moved = delivery({ type: 'shipment.status-changed', orderId, to: 'out_for_delivery' });
    expect(describeJob('event.shipping-mails', moved, ref)).toBe('Delivery mails (order #100123)');
  });

  it('names schedules, other subscribers and unknown shapes without failing', () => {
    expect(describeJob('orders.unpaid-sweep', {}, ref)).toMatch(/^Sweep of unpaid online orders/);
    expect(describeJob('refunds.reconcile', {}, ref)).toMatch(/^Check of refunds/);
    expect(describeJob('outbox.prune', {}, ref)).toMatch(/^Nightly clean-up of old events/);
    expect(describeJob('cod.unconfirmed-sweep', {}, ref)).toMatch(/^Sweep of cash-on-delivery orders/);
    expect(describeJob('owner.daily-summary', {}, ref)).toBe("The owner's daily summary mail");
    expect(describeJob('event.back-in-stock', delivery({ type: 'order.cancelled', orderId }), ref)).toBe(
      'Back-in-stock alerts after order.cancelled',
    );
    expect(describeJob('event.loyalty-points', delivery({ type: 'order.paid', orderId }), ref)).toBe(
      'Loyalty points for order.paid',
    );
    expect(describeJob('mail.send', { nonsense: true }, ref)).toBe('Job on mail.send');
    expect(describeJob('event.refunds', null, ref)).toBe('Job on event.refunds');
    expect(describeJob('something.else', 42, ref)).toBe('Job on something.else');
  });
});
