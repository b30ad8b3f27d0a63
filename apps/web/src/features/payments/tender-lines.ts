import {
  PAYMENT_SCREEN_TEXTS,
  TENDER_LABELS,
  paiseToRupees,
  rupeesToPaise,
  type Order,
  type PaymentMethod,
} from '@shop/shared';

/** One line of an order's payment: a tender with its amount, or what is still due. */
export type TenderLine = { key: string; label: string; amount: number };

/**
 * What paid a placed order, tender by tender, and what its tenders do not cover yet (due on
 * delivery, or still to pay online), summed in paise. A cancelled order owes nothing more.
 */
export function tenderLines(order: Pick<Order, 'tenders' | 'totalAmount' | 'paymentMethod' | 'status'>): TenderLine[] {
  const tenders = order.tenders ?? [];
  const lines: TenderLine[] = tenders.map((tender) => ({
    key: tender.kind,
    label: TENDER_LABELS[tender.kind],
    amount: tender.amount,
  }));
  const duePaise = rupeesToPaise(order.totalAmount) - tenders.reduce((sum, t) => sum + rupeesToPaise(t.amount), 0);
  if (duePaise > 0 && order.status !== 'cancelled') {
    lines.push({ key: 'due', label: PAYMENT_SCREEN_TEXTS.due[order.paymentMethod], amount: paiseToRupees(duePaise) });
  }
  return lines;
}

/**
 * The checkout's lines before the order exists, when store credit takes part: the credit, and
 * what is left to pay online or at the door. No lines without credit (the total says it all).
 */
export function checkoutTenderLines(input: {
  storeCredit: number;
  payNow: number;
  paymentMethod: PaymentMethod;
}): TenderLine[] {
  if (input.storeCredit <= 0) return [];
  const lines: TenderLine[] = [{ key: 'store_credit', label: TENDER_LABELS.store_credit, amount: input.storeCredit }];
  if (input.payNow > 0) {
    lines.push({ key: 'rest', label: PAYMENT_SCREEN_TEXTS.toPay[input.paymentMethod], amount: input.payNow });
  }
  return lines;
}
