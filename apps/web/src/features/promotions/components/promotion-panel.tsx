import { useState, type SyntheticEvent } from 'react';
import { Tag, Truck } from 'lucide-react';
import { COD_TEXTS, formatInr, PROMOTION_TEXTS, type PaymentMethod, type Quote } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { fieldControlClass } from '../../../components/ui/field';
import { useQuote } from '../api/quote';
import { useCouponCode } from '../coupon-store';

/** The "Coupon code" field: Apply sends the code to the server's quote; the answer says whether it applies and why not. */
export function CouponField({ quote }: { quote: Quote | undefined }) {
  const { code, setCode } = useCouponCode();
  const [typed, setTyped] = useState(code);
  const apply = (event: SyntheticEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setCode(typed);
  };
  const result = code && quote?.coupon?.code === code ? quote.coupon : null;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="coupon-code" className="text-sm font-medium">
        {PROMOTION_TEXTS.couponLabel}
      </label>
      {/* Not a nested form: the checkout is a form already, so Apply is a plain button. */}
      <div className="flex gap-2">
        <input
          id="coupon-code"
          className={`${fieldControlClass} min-w-0 flex-1 uppercase`}
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply(e);
          }}
          aria-describedby={result ? 'coupon-result' : undefined}
        />
        {code ? (
          <Button
            type="button"
            variant="secondary"
            aria-label="Remove coupon code"
            onClick={() => {
              setTyped('');
              setCode('');
            }}
          >
            {PROMOTION_TEXTS.remove}
          </Button>
        ) : (
          <Button type="button" variant="secondary" onClick={apply}>
            {PROMOTION_TEXTS.apply}
          </Button>
        )}
      </div>
      {result ? (
        <p
          id="coupon-result"
          role="status"
          className={`text-sm font-medium ${result.applied ? 'text-success' : 'text-danger'}`}
        >
          {result.applied ? `${result.code} applied: you save ${formatInr(result.discount)}` : result.reason}
        </p>
      ) : null}
    </div>
  );
}

/** What the offers and the code take off, the nudges toward more, and free shipping's progress. */
export function QuoteDetails({ quote }: { quote: Quote | undefined }) {
  if (!quote) return null;
  const { freeShipping } = quote;
  // Free shipping has its own line below.
  const nudges = quote.nudges.filter((n) => n !== PROMOTION_TEXTS.freeShippingNudge(freeShipping.remaining));
  const progress =
    freeShipping.threshold === null
      ? null
      : Math.min(100, Math.round(((freeShipping.threshold - freeShipping.remaining) / freeShipping.threshold) * 100));
  return (
    <div className="flex flex-col gap-3 text-sm">
      {quote.appliedOffers.length > 0 || quote.coupon?.applied || quote.prepaidDiscount ? (
        <ul className="flex flex-col gap-1" aria-label="Savings">
          {quote.appliedOffers.map((offer) => (
            <li key={offer._id} className="flex justify-between gap-2 text-success">
              <span className="flex items-center gap-1.5">
                <Tag className="size-4" aria-hidden /> {offer.name}
              </span>
              <span>−{formatInr(offer.discount)}</span>
            </li>
          ))}
          {quote.coupon?.applied ? (
            <li className="flex justify-between gap-2 text-success">
              <span className="flex items-center gap-1.5">
                <Tag className="size-4" aria-hidden /> Code {quote.coupon.code}
              </span>
              <span>−{formatInr(quote.coupon.discount)}</span>
            </li>
          ) : null}
          {quote.prepaidDiscount ? (
            <li className="flex justify-between gap-2 text-success" data-testid="prepaid-discount">
              <span className="flex items-center gap-1.5">
                <Tag className="size-4" aria-hidden /> {COD_TEXTS.prepaidDiscountLabel}
              </span>
              <span>−{formatInr(quote.prepaidDiscount)}</span>
            </li>
          ) : null}
        </ul>
      ) : null}
      {nudges.length > 0 ? (
        <ul className="flex flex-col gap-1 rounded-md bg-brand-soft px-3 py-2 text-ink" aria-label="Offers near you">
          {nudges.map((nudge) => (
            <li key={nudge}>{nudge}</li>
          ))}
        </ul>
      ) : null}
      {progress !== null ? (
        <div className="flex flex-col gap-1">
          <p className="flex items-center gap-1.5 text-ink-soft">
            <Truck className="size-4" aria-hidden />
            {freeShipping.remaining > 0
              ? PROMOTION_TEXTS.freeShippingNudge(freeShipping.remaining)
              : PROMOTION_TEXTS.freeShippingReached}
          </p>
          <div
            className="h-1.5 overflow-hidden rounded-full bg-line"
            role="progressbar"
            aria-label="Free shipping"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <div className="h-full bg-success" style={{ width: `${progress}%` }} />
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The quote of the chosen lines (and their quantities) with the code the shopper applied. */
export function usePromotionQuote(lines: readonly { _id: string; quantity: number }[], paymentMethod: PaymentMethod) {
  const code = useCouponCode((s) => s.code);
  const quote = useQuote(
    lines.map((line) => line._id),
    code,
    paymentMethod,
    lines.map((line) => `${line._id}:${line.quantity}`).join(','),
  );
  return { quote: quote.data, code, isFetching: quote.isFetching };
}
