import { paiseToRupees, type LedgerRefund, type RefundPart, type Tender } from '@shop/shared';
import type { Queryable } from '../../db/client.ts';
import * as repo from './payments.repository.ts';
import type { RefundShare } from './payments.split.ts';

export type LedgerView = { tenders: Tender[]; refunds: LedgerRefund[] };

const refundView = (row: repo.RefundRow): LedgerRefund => ({
  _id: row.id,
  cause: row.cause,
  tender: row.tender,
  route: row.route,
  amount: paiseToRupees(row.amountPaise),
  status: row.status,
  reference: row.route === 'upi_payout' ? row.payoutReference : row.providerRefundId,
  returnId: row.returnId,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Each order's tenders (late payments, refunded whole, left out) and refunds, as its pages show them.
 * `refunds: false` for orders that cannot have any yet (just placed): their refunds are not read.
 */
export async function ledgerView(
  db: Queryable,
  orderIds: readonly string[],
  { refunds: withRefunds = true } = {},
): Promise<Map<string, LedgerView>> {
  const [tenders, refunds] = await Promise.all([
    repo.tendersOf(db, orderIds),
    withRefunds ? repo.refundsOfOrders(db, orderIds) : [],
  ]);
  const views = new Map<string, LedgerView>(orderIds.map((id) => [id, { tenders: [], refunds: [] }]));
  for (const tender of tenders) {
    if (tender.late) continue;
    views.get(tender.orderId)?.tenders.push({ kind: tender.kind, amount: paiseToRupees(tender.amountPaise) });
  }
  for (const refund of refunds) views.get(refund.orderId)?.refunds.push(refundView(refund));
  return views;
}

/** A return's refund as parts: the refunds it made, or (before acceptance) the split it would make. */
export function refundPartsOf(made: readonly repo.RefundRow[], planned: readonly RefundShare[]): RefundPart[] {
  if (made.length > 0) {
    return made.map((row) => ({
      tender: row.tender,
      route: row.route,
      amount: paiseToRupees(row.amountPaise),
      status: row.status,
    }));
  }
  return planned.map((share) => ({
    tender: share.tender,
    route: share.route,
    amount: paiseToRupees(share.amountPaise),
    status: null,
  }));
}

/** The refunds of these returns, oldest first (each return's parts: provider, wallet, bank). */
export function refundsOfReturns(db: Queryable, returnIds: readonly string[]) {
  return repo.refundsOfReturns(db, returnIds);
}
