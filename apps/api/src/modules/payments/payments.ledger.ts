import { REFUND_TRANSITIONS, type RefundCause, type TenderKind } from '@shop/shared';
import type { Queryable, Tx } from '../../db/client.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import { creditWallet } from '../wallet/index.ts';
import type { PaymentEvent, RefundFacts } from './payments.events.ts';
import * as repo from './payments.repository.ts';
import { splitRefund, type RefundChoice, type RefundShare, type TenderBalance } from './payments.split.ts';

/** A refund to write: what it answers to, how much (all the tenders hold when not given), and the shopper's choice. */
export type RefundRequest = {
  orderId: string;
  userId: string;
  cause: RefundCause;
  /** The return it refunds (return and exchange-difference causes). */
  returnId?: string | null;
  amountPaise?: number;
  choice: RefundChoice;
  /** A late payment's refund goes back to that payment alone; every other cause leaves late payments out. */
  latePaymentId?: string;
  /** Tenders kept out of this refund (a part-paid parcel refused at the door keeps its token). */
  keep?: readonly TenderKind[];
  /** The owner's reference of a UPI payout already made by hand. */
  payoutReference?: string | null;
};

/** A change of a refund after it was written, run inside the transaction that settles it. */
export type RefundEffect = (tx: Tx, refund: repo.RefundRow) => Promise<void>;

/**
 * The only writer of money going in and out of an order: its tenders (what paid it) and its
 * refunds (what went back, split over the tenders by `splitRefund`). Every call runs in the
 * caller's transaction; store credit goes back in it, a provider refund is a `refund.due` event
 * whose job asks the provider after the commit. Orders, returns and the COD switch learn of a
 * refund's later settlement through `onRefundChanged` (in the settling transaction, for their own
 * state) and the `refund.*` events (after it, for mails).
 */
export type Ledger = {
  recordTender(
    tx: Tx,
    tender: {
      orderId: string;
      kind: TenderKind;
      amountPaise: number;
      providerPaymentId?: string | null;
      late?: boolean;
    },
  ): Promise<void>;
  /** Writes the refund's parts, once per cause and reference: answers the parts written now (none on a repeat). */
  refund(tx: Tx, request: RefundRequest): Promise<repo.RefundRow[]>;
  /** Moves a written refund along the refund table, announces it and runs the effects: the settling path's one write. */
  move(
    tx: Tx,
    refund: repo.RefundRow,
    to: repo.RefundRow['status'],
    changes?: { providerRefundId?: string | null; failure?: string | null },
  ): Promise<repo.RefundRow>;
  onRefundChanged(effect: RefundEffect): void;
  subscribe: Outbox<PaymentEvent>['on'];
  record(tx: Tx, events: readonly PaymentEvent[]): Promise<void>;
};

const factsOf = (row: repo.RefundRow): RefundFacts => ({
  refundId: row.id,
  orderId: row.orderId,
  returnId: row.returnId,
  cause: row.cause,
  tender: row.tender,
  route: row.route,
  amountPaise: row.amountPaise,
});

const RETURN_CAUSES: readonly RefundCause[] = ['return', 'exchange-difference'];

function balances(
  tenders: readonly repo.TenderRow[],
  refunded: readonly repo.RefundRow[],
  request: RefundRequest,
): TenderBalance[] {
  const chosen = tenders.filter((tender) =>
    request.latePaymentId
      ? tender.late && tender.providerPaymentId === request.latePaymentId
      : !tender.late && !(request.keep ?? []).includes(tender.kind),
  );
  return chosen.map((tender) => ({
    id: tender.id,
    kind: tender.kind,
    paidPaise: tender.amountPaise,
    refundedPaise: refunded.filter((r) => r.tenderId === tender.id).reduce((sum, r) => sum + r.amountPaise, 0),
  }));
}

const holding = (tenders: readonly TenderBalance[]) =>
  tenders.reduce((sum, tender) => sum + tender.paidPaise - tender.refundedPaise, 0);

/** What a refund would be split into now, written nowhere (the owner sees it before accepting a return). */
export async function planRefund(db: Queryable, request: RefundRequest): Promise<RefundShare[]> {
  const [rows, refunded] = await Promise.all([
    repo.tendersOf(db, [request.orderId]),
    repo.refundsOfOrders(db, [request.orderId]),
  ]);
  const tenders = balances(rows, refunded, request);
  return splitRefund(tenders, Math.min(request.amountPaise ?? holding(tenders), holding(tenders)), request.choice);
}

export function createLedger(outbox: Outbox<PaymentEvent>): Ledger {
  const effects: RefundEffect[] = [];
  const ledger: Ledger = {
    async recordTender(tx, tender) {
      if (tender.amountPaise <= 0) return;
      await repo.insertTender(tx, {
        orderId: tender.orderId,
        kind: tender.kind,
        amountPaise: tender.amountPaise,
        providerPaymentId: tender.providerPaymentId ?? null,
        late: tender.late ?? false,
      });
    },

    async refund(tx, request) {
      const reference = request.returnId ?? request.latePaymentId ?? request.orderId;
      const tenderRows = await repo.lockTenders(tx, request.orderId);
      const refunded = await repo.refundsOfOrders(tx, [request.orderId]);
      // A repeat of a refund already written (a retried job, a second delivery) writes nothing.
      if (refunded.some((r) => r.key.startsWith(`${request.cause}:${reference}:`))) return [];
      const tenders = balances(tenderRows, refunded, request);
      const amount = request.amountPaise ?? holding(tenders);
      const shares = splitRefund(tenders, amount, request.choice);
      const rows = await repo.insertRefunds(
        tx,
        shares.map((share) => {
          const id = crypto.randomUUID();
          const settledNow = share.route !== 'provider';
          return {
            id,
            orderId: request.orderId,
            key: `${request.cause}:${reference}:${share.tenderId}`,
            cause: request.cause,
            returnId: request.returnId ?? null,
            tenderId: share.tenderId,
            tender: share.tender,
            route: share.route,
            providerKey: id,
            providerPaymentId:
              share.route === 'provider'
                ? (tenderRows.find((t) => t.id === share.tenderId)?.providerPaymentId ?? null)
                : null,
            payoutReference: share.route === 'upi_payout' ? (request.payoutReference ?? null) : null,
            amountPaise: share.amountPaise,
            status: settledNow ? ('processed' as const) : ('pending' as const),
          };
        }),
      );
      // Store credit goes back at once, one wallet entry for the refund's whole wallet part.
      const toWallet = rows.filter((row) => row.route === 'wallet').reduce((sum, row) => sum + row.amountPaise, 0);
      if (toWallet > 0) {
        const returned = request.returnId && RETURN_CAUSES.includes(request.cause);
        await creditWallet(tx, {
          userId: request.userId,
          amountPaise: toWallet,
          reason: returned ? 'return-credit' : 'order-cancelled',
          referenceId: returned ? request.returnId! : request.orderId,
        });
      }
      await ledger.record(
        tx,
        rows.map((row) =>
          row.route === 'provider'
            ? { type: 'refund.due' as const, ...factsOf(row) }
            : { type: 'refund.settled' as const, providerRefundId: null, ...factsOf(row) },
        ),
      );
      return rows;
    },

    async move(tx, refund, to, changes = {}) {
      if (to !== refund.status && !REFUND_TRANSITIONS[refund.status].includes(to)) {
        throw new Error(`refund ${refund.id}: ${refund.status} -> ${to} is not in the refund table`);
      }
      const providerRefundId = changes.providerRefundId ?? refund.providerRefundId;
      const updated = (await repo.updateRefund(tx, refund.id, {
        status: to,
        providerRefundId,
        failureReason:
          to === 'failed'
            ? (changes.failure ?? refund.failureReason)
            : to === 'processed'
              ? null
              : refund.failureReason,
      }))!;
      const facts = factsOf(updated);
      if (to === 'processed') await ledger.record(tx, [{ type: 'refund.settled', providerRefundId, ...facts }]);
      else if (to === 'failed')
        await ledger.record(tx, [{ type: 'refund.failed', failure: updated.failureReason, ...facts }]);
      else if (providerRefundId && !refund.providerRefundId)
        await ledger.record(tx, [{ type: 'refund.sent', providerRefundId, ...facts }]);
      else if (refund.status === 'failed') await ledger.record(tx, [{ type: 'refund.due', ...facts }]);
      for (const effect of effects) await effect(tx, updated);
      return updated;
    },

    onRefundChanged(effect) {
      effects.push(effect);
    },
    subscribe: (name, types, handler, options) => outbox.on(name, types, handler, options),
    record: (tx, events) => outbox.emit(tx, events),
  };
  return ledger;
}
