import { formatInr, type CartItem } from '@shop/shared';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { CouponField, QuoteDetails, usePromotionQuote } from '../../promotions';
import { useTexts } from '../../../lib/i18n';
import { useCartPageTexts } from '../cart-texts';
import { subtotalOf } from '../line-stock';

/** The chosen lines' subtotal and Buy Now (every line) or Buy Selected (the ticked ones). */
export function CartSummary({
  chosen,
  selecting,
  onCheckout,
}: {
  chosen: CartItem[];
  selecting: boolean;
  onCheckout: (emptyMessage: string) => void;
}) {
  const texts = useCartPageTexts();
  const { cartValidation } = useTexts();
  const pieces = chosen.reduce((sum, item) => sum + item.quantity, 0);
  // The server prices the chosen lines with its offers and the code (prepaid until checkout says otherwise).
  const { quote } = usePromotionQuote(chosen, 'online');
  const discount = chosen.length > 0 ? (quote?.discount ?? 0) : 0;
  return (
    <aside aria-labelledby="cart-summary-title" className="card flex flex-col gap-4 p-5 lg:sticky lg:top-28">
      <h2 id="cart-summary-title" className="text-lg font-semibold">
        {selecting ? texts.selectedItems : texts.orderSummary}
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-ink-soft">{texts.subtotal(pieces)}</dt>
          <dd className="font-semibold" data-testid="cart-subtotal">
            {formatInr(subtotalOf(chosen))}
          </dd>
        </div>
        {discount > 0 ? (
          <div className="flex justify-between text-success">
            <dt>{texts.youSave}</dt>
            <dd className="font-semibold" data-testid="cart-discount">
              −{formatInr(discount)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-ink-soft">{texts.delivery}</dt>
          <dd className="text-ink-soft">{texts.deliveryAtCheckout}</dd>
        </div>
      </dl>
      {chosen.length > 0 ? <QuoteDetails quote={quote} /> : null}
      <CouponField quote={quote} />
      {selecting ? (
        <Button size="lg" onClick={() => onCheckout(cartValidation.selectAtLeastOne)}>
          {texts.buySelected}
          {chosen.length > 0 ? ` (${chosen.length})` : ''}
        </Button>
      ) : (
        <Button size="lg" onClick={() => onCheckout(cartValidation.cartEmpty)}>
          {texts.buyNow}
        </Button>
      )}
      <ButtonLink to={paths.products} variant="ghost" size="sm">
        {texts.continueShopping}
      </ButtonLink>
    </aside>
  );
}
