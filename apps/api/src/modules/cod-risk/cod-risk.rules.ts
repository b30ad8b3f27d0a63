import { COD_REASONS, type CodOutcome, type CodReason, type CodRules } from '@shop/shared';

/** What the shop knows when it decides how an order may be paid. */
export type CodFacts = {
  /** Why the PIN rules or the COD limit refuse cash on delivery, or null. */
  pinRefusal: string | null;
  /** The customer's COD orders returned to origin within the rules' window. */
  returned: number;
  /** The customer's open COD orders (not yet delivered or cancelled). */
  open: number;
  /** The customer's delivered COD orders (none: the first COD order). */
  delivered: number;
  totalRupees: number;
  pin: string;
  /** Finished COD orders (delivered or returned) and returns of the PIN and of its prefix. */
  pinRate: { finished: number; returned: number };
  prefixRate: { finished: number; returned: number };
  /** Whole days since the customer's account was opened. */
  accountAgeDays: number;
  /** The order's contact number, and whether one of the customer's delivered COD orders went to it. */
  phone: string;
  phoneProven: boolean;
};

export type CodVerdict = { outcome: CodOutcome; reasons: CodReason[] };

const percent = (rate: { finished: number; returned: number }) => Math.round((rate.returned / rate.finished) * 100);

/**
 * The decision, first rule that applies wins: refusals (PIN rules and limit, returns, open orders)
 * leave only paying online; a PIN (or else its prefix) with a return rate above the threshold,
 * measured once it has enough orders, makes it part-paid; a first COD order, a large cart, a young
 * account or a phone number no delivered COD order went to waits for confirmation; otherwise plain cash on delivery. Part-paid needs no confirmation: the token
 * paid online already shows the shopper means it.
 */
export function decideCod(facts: CodFacts, rules: CodRules): CodVerdict {
  if (facts.pinRefusal) return { outcome: 'online', reasons: [{ code: 'pin', text: facts.pinRefusal }] };
  if (facts.returned >= rules.maxReturnedCodOrders) {
    return {
      outcome: 'online',
      reasons: [{ code: 'returned', text: COD_REASONS.returned(facts.returned, rules.returnedWindowDays) }],
    };
  }
  if (facts.open >= rules.maxOpenCodOrders) {
    return { outcome: 'online', reasons: [{ code: 'open-orders', text: COD_REASONS.openOrders(facts.open) }] };
  }
  const measured = (rate: { finished: number }) => rate.finished >= rules.returnRateMinOrders;
  const risky = (rate: { finished: number; returned: number }) =>
    measured(rate) && percent(rate) > rules.partialAboveReturnPercent;
  if (measured(facts.pinRate) ? risky(facts.pinRate) : risky(facts.prefixRate)) {
    const reason = measured(facts.pinRate)
      ? COD_REASONS.pinReturns(facts.pin, percent(facts.pinRate))
      : COD_REASONS.prefixReturns(facts.pin.slice(0, rules.pinPrefixDigits), percent(facts.prefixRate));
    return { outcome: 'cod_partial', reasons: [{ code: 'area-returns', text: reason }] };
  }
  const reasons: CodReason[] = [];
  if (rules.confirmFirstCodOrder && facts.delivered === 0)
    reasons.push({ code: 'first-order', text: COD_REASONS.firstOrder });
  if (rules.confirmAboveRupees > 0 && facts.totalRupees > rules.confirmAboveRupees) {
    reasons.push({ code: 'high-value', text: COD_REASONS.highValue(rules.confirmAboveRupees) });
  }
  if (rules.confirmAccountYoungerThanDays > 0 && facts.accountAgeDays < rules.confirmAccountYoungerThanDays) {
    reasons.push({ code: 'young-account', text: COD_REASONS.youngAccount(rules.confirmAccountYoungerThanDays) });
  }
  // A first COD order already waits (no delivered order proves any phone), so the phone is named
  // only where it is the news: a customer known at another number.
  if (rules.confirmNewPhone && !facts.phoneProven && facts.delivered > 0) {
    reasons.push({ code: 'new-phone', text: COD_REASONS.newPhone(facts.phone) });
  }
  if (reasons.length > 0) return { outcome: 'cod_confirm', reasons };
  return { outcome: 'cod', reasons: [{ code: 'regular', text: COD_REASONS.regular }] };
}
