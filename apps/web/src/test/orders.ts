import type { Order } from '@shop/shared';
import { asha } from './users';

/**
 * An online order of the test customer, paid, processing and placed just now, with no lines and no
 * cancellation request; a test sets what it looks at.
 */
export function anOrder(over: Partial<Order> = {}): Order {
  const createdAt = new Date().toISOString();
  return {
    _id: '6a1f0c3e-0000-4000-8000-000000000001',
    orderNumber: '1042',
    status: 'processing',
    createdAt,
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
    user: { _id: asha._id, name: asha.name, email: asha.email },
    cancellationRequest: {
      requested: false,
      reason: null,
      requestedAt: null,
      outcome: null,
      outcomeNote: null,
      decidedAt: null,
    },
    refund: null,
    razorpayOrderId: 'order_Q1',
    razorpayPaymentId: 'pay_Q1',
    ...over,
  };
}
