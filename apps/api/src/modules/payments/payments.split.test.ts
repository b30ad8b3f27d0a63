import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { splitRefund, type TenderBalance } from './payments.split.ts';

const credit = (paid: number, refunded = 0): TenderBalance => ({
  id: 'credit',
  kind: 'store_credit',
  paidPaise: paid,
  refundedPaise: refunded,
});
const online = (paid: number, refunded = 0): TenderBalance => ({
  id: 'online',
  kind: 'online',
  paidPaise: paid,
  refundedPaise: refunded,
});
const cash = (paid: number): TenderBalance => ({ id: 'cash', kind: 'cod_cash', paidPaise: paid, refundedPaise: 0 });

describe('where a refund goes', () => {
  it('gives a wholly credit-paid order back to the wallet, whatever the shopper chose', () => {
    expect(splitRefund([credit(78_000)], 78_000, 'original')).toEqual([
      { tenderId: 'credit', tender: 'store_credit', route: 'wallet', amountPaise: 78_000 },
    ]);
  });

  it('splits a mixed payment by what each tender holds: never more to the provider than it took', () => {
    const shares = splitRefund([credit(100_000), online(112_000)], 200_000, 'original');
    expect(shares).toEqual([
      { tenderId: 'credit', tender: 'store_credit', route: 'wallet', amountPaise: 94_340 },
      { tenderId: 'online', tender: 'online', route: 'provider', amountPaise: 105_660 },
    ]);
    // The whole order back: each tender exactly what it paid.
    expect(splitRefund([credit(100_000), online(112_000)], 212_000, 'original').map((s) => s.amountPaise)).toEqual([
      100_000, 112_000,
    ]);
  });

  it('takes what earlier refunds left, so the last refund empties each tender exactly', () => {
    const first = splitRefund([credit(50_000), online(50_000)], 60_000, 'original');
    const refunded = (id: string) => first.find((s) => s.tenderId === id)!.amountPaise;
    const rest = splitRefund(
      [credit(50_000, refunded('credit')), online(50_000, refunded('online'))],
      40_000,
      'original',
    );
    expect(rest.map((s) => s.amountPaise + refunded(s.tenderId))).toEqual([50_000, 50_000]);
  });

  it('sends the online or cash part where the shopper asked: store credit, or a UPI payout for cash', () => {
    expect(splitRefund([online(80_000)], 50_000, 'store_credit')).toEqual([
      { tenderId: 'online', tender: 'online', route: 'wallet', amountPaise: 50_000 },
    ]);
    expect(splitRefund([credit(20_000), cash(60_000)], 80_000, 'upi').map((s) => s.route)).toEqual([
      'wallet',
      'upi_payout',
    ]);
  });

  it('refuses more than the tenders hold, and writes nothing for nothing', () => {
    expect(() => splitRefund([online(10_000, 5_000)], 6_000, 'original')).toThrow(RangeError);
    expect(splitRefund([online(10_000)], 0, 'original')).toEqual([]);
  });

  it('for any tenders and amount: the parts add up, and no tender gets back more than it holds', () => {
    const tender = fc.record({
      paid: fc.integer({ min: 1, max: 500_000 }),
      refunded: fc.integer({ min: 0, max: 500_000 }),
      kind: fc.constantFrom('online', 'store_credit', 'cod_cash' as const),
    });
    fc.assert(
      fc.property(
        fc.array(tender, { minLength: 1, maxLength: 4 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom('original', 'store_credit', 'upi' as const),
        (raw, share, choice) => {
          const tenders = raw.map((t, i) => ({
            id: `t${i}`,
            kind: t.kind,
            paidPaise: t.paid,
            refundedPaise: Math.min(t.refunded, t.paid),
          }));
          const holding = tenders.reduce((sum, t) => sum + t.paidPaise - t.refundedPaise, 0);
          const amount = Math.floor(holding * share);
          const parts = splitRefund(tenders, amount, choice);
          expect(parts.reduce((sum, p) => sum + p.amountPaise, 0)).toBe(amount);
          for (const part of parts) {
            const t = tenders.find((candidate) => candidate.id === part.tenderId)!;
            expect(part.amountPaise).toBeLessThanOrEqual(t.paidPaise - t.refundedPaise);
            if (t.kind === 'store_credit') expect(part.route).toBe('wallet');
          }
        },
      ),
    );
  });
});
