import type { LedgerRefund, Order, RefundPart, Return } from '@shop/shared';
import { anOrder } from './orders';

const at = '2026-11-28T10:00:00.000Z';

/** A refund of the ledger as the server lists it; a test sets what it looks at. */
export function aRefund(over: Partial<LedgerRefund> = {}): LedgerRefund {
  return {
    _id: '7b2e0d4f-0000-4000-8000-000000000101',
    cause: 'return',
    tender: 'online',
    route: 'provider',
    amount: 480,
    status: 'pending',
    reference: null,
    returnId: null,
    createdAt: at,
    ...over,
  };
}

/**
 * The order of the shop's mixed payment: ₹1,219 in all, ₹739 of it store credit and ₹480 paid
 * online, delivered.
 */
export function aMixedOrder(over: Partial<Order> = {}): Order {
  return anOrder({
    status: 'delivered',
    subtotal: 1099,
    deliveryFee: 120,
    totalAmount: 1219,
    storeCredit: 739,
    tenders: [
      { kind: 'store_credit', amount: 739 },
      { kind: 'online', amount: 480 },
    ],
    refunds: [],
    ...over,
  });
}

/** A return's refund split over the two tenders of a mixed order. */
export const mixedSplit = (status: RefundPart['status'] = null): RefundPart[] => [
  { tender: 'store_credit', route: 'wallet', amount: 1000, status },
  { tender: 'online', route: 'provider', amount: 1000, status },
];

/**
 * A return of two tees from the mixed order, received and waiting for the inspection: ₹2,000
 * back, asked to the original payment; a test sets what it looks at.
 */
export function aReturn(over: Partial<Return> = {}): Return {
  return {
    _id: '8c3f1e50-0000-4000-8000-000000000001',
    orderId: '6a1f0c3e-0000-4000-8000-000000000001',
    orderNumber: '1042',
    status: 'received',
    lines: [
      {
        _id: '8c3f1e50-0000-4000-8000-0000000000a1',
        itemId: '6a1f0c3e-0000-4000-8000-0000000000a1',
        productName: 'Story Tee',
        colorName: 'Sand',
        imageUrl: null,
        size: 'XL',
        quantity: 2,
        reason: 'too_big',
        exchangeSize: null,
        photos: [],
        amount: 2000,
      },
    ],
    refundTo: 'original',
    upiId: null,
    note: null,
    fee: 0,
    refundAmount: 2000,
    statusNote: null,
    returnAddress: null,
    refund: null,
    refundSplit: mixedSplit(),
    payoutReference: null,
    creditNoteNumber: null,
    replacementInvoiceNumber: null,
    customer: { name: 'Asha', email: 'asha@example.in' },
    history: [],
    createdAt: at,
    ...over,
  };
}
