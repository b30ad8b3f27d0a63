import type { RefundRoute, TenderKind } from '@shop/shared';

/** A tender as the split sees it: what it paid and what has already gone back to it (paise). */
export type TenderBalance = { id: string; kind: TenderKind; paidPaise: number; refundedPaise: number };

/** Where the shopper asked the online or cash part to go (a return's choice; a cancellation's is 'original'). */
export type RefundChoice = 'original' | 'store_credit' | 'upi';

/** One part of a refund: the tender it goes back to, how, and how much (paise). */
export type RefundShare = { tenderId: string; tender: TenderKind; route: RefundRoute; amountPaise: number };

/**
 * Where money goes back, the one rule: the amount is split over the order's tenders in proportion
 * to what each still holds (paid less already refunded), so every partial refund takes its fair
 * share and the last one empties each tender exactly; no tender ever pays back more than it took.
 * Store credit always goes back to the wallet; the online part to the provider, or to store credit
 * when the shopper chose it; cash collected at the door by a UPI payout, or to store credit.
 * Answers nothing for nothing to refund; more than the tenders hold is refused (a caller's error).
 */
export function splitRefund(
  tenders: readonly TenderBalance[],
  amountPaise: number,
  choice: RefundChoice,
): RefundShare[] {
  if (!Number.isInteger(amountPaise) || amountPaise < 0) throw new RangeError(`refund of ${amountPaise} paise`);
  const open = tenders
    .map((tender) => ({ tender, left: tender.paidPaise - tender.refundedPaise }))
    .filter(({ left }) => left > 0);
  const holding = open.reduce((sum, { left }) => sum + left, 0);
  if (amountPaise > holding) {
    throw new RangeError(`a refund of ${amountPaise} paise is more than the tenders hold (${holding})`);
  }
  if (amountPaise === 0) return [];
  // Largest remainder: each share rounded down, the paise left over to the largest fractions.
  const exact = open.map(({ tender, left }) => ({ tender, left, exact: (amountPaise * left) / holding }));
  const shares = exact.map((part) => ({ ...part, paise: Math.floor(part.exact) }));
  let rest = amountPaise - shares.reduce((sum, part) => sum + part.paise, 0);
  for (const part of [...shares].sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)))) {
    if (rest === 0) break;
    if (part.paise < part.left) {
      part.paise += 1;
      rest -= 1;
    }
  }
  return shares
    .filter((part) => part.paise > 0)
    .map((part) => ({
      tenderId: part.tender.id,
      tender: part.tender.kind,
      route: routeOf(part.tender.kind, choice),
      amountPaise: part.paise,
    }));
}

function routeOf(kind: TenderKind, choice: RefundChoice): RefundRoute {
  if (kind === 'store_credit' || choice === 'store_credit') return 'wallet';
  if (kind === 'online') return 'provider';
  return 'upi_payout';
}
