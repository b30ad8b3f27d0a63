import { DELIVERY_PROMISE, formatInr, paiseToRupees, type CartItem, type PaymentMethod } from '@shop/shared';
import type { ReactNode } from 'react';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { lineTotal } from '../../cart';
import { checkoutTenderLines, TenderList } from '../../payments';
import type { usePlaceOrder } from '../hooks/use-place-order';
import { PlaceOrderButton, RetryPayment } from './place-order-button';
import { useCheckoutTexts } from '../checkout-texts';

type Props = {
  items: CartItem[];
  subtotal: number;
  /** What offers and the coupon take off (from the server's quote). */
  discount?: number;
  deliveryFee: number;
  total: number;
  paymentMethod: PaymentMethod;
  order: ReturnType<typeof usePlaceOrder>;
  /** The coupon field and the savings, from the promotions feature. */
  promotions?: ReactNode;
  /** What is paid online (or at the door) once store credit is taken off. */
  payNow?: number;
  /** What store credit pays of the total (0 when it is not used). */
  storeCredit?: number;
};

/** The lines, the amounts for the chosen payment method, and Place Order (or Retry Payment). */
export function CheckoutSummary({
  items,
  subtotal,
  discount = 0,
  deliveryFee,
  total,
  paymentMethod,
  order,
  promotions,
  payNow = total,
  storeCredit = 0,
}: Props) {
  const texts = useCheckoutTexts();
  // Once the order is placed and waits for its payment, the server's figures: the credit it took and
  // what the payment provider was asked for. Before, the same split worked out from the wallet.
  const awaiting = order.payment.awaiting;
  const tenders = awaiting
    ? checkoutTenderLines({
        storeCredit: awaiting.order.storeCredit ?? 0,
        payNow: paiseToRupees(awaiting.razorpayOrder.amount),
        paymentMethod: 'online',
      })
    : checkoutTenderLines({ storeCredit, payNow, paymentMethod });
  return (
    <aside className="card flex min-w-0 flex-col gap-4 p-5 lg:sticky lg:top-28" aria-labelledby="summary-title">
      <h2 id="summary-title" className="text-xl font-bold">
        {texts.summaryTitle}
      </h2>
      <ul className="flex flex-col gap-3" aria-label="Items to order">
        {items.map((item) => (
          <li key={item._id} className="flex items-center gap-3">
            <div className="aspect-[4/5] w-12 shrink-0 overflow-hidden rounded-md bg-paper">
              <ResponsiveImage image={item.variant.image} alt="" sizes="48px" />
            </div>
            <div className="min-w-0 flex-1 text-sm">
              <p className="line-clamp-2 font-medium wrap-anywhere">{item.variant.product.name}</p>
              <p className="text-ink-soft">
                {item.variant.color.name} · {item.size} · {item.quantity} × {formatInr(item.variant.price)}
              </p>
            </div>
            <p className="text-sm font-semibold">{formatInr(lineTotal(item))}</p>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-2 border-t border-line pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-ink-soft">{texts.subtotal}</dt>
          <dd data-testid="checkout-subtotal">{formatInr(subtotal)}</dd>
        </div>
        {discount > 0 ? (
          <div className="flex justify-between text-success">
            <dt>{texts.discount}</dt>
            <dd data-testid="checkout-discount">−{formatInr(discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-ink-soft">{texts.deliveryFee}</dt>
          <dd data-testid="checkout-delivery-fee">{formatInr(deliveryFee)}</dd>
        </div>
        <div className="flex justify-between border-t border-line pt-3 text-base font-bold">
          <dt>{texts.total}</dt>
          <dd data-testid="checkout-total">{formatInr(total)}</dd>
        </div>
      </dl>
      <TenderList lines={tenders} layout="rows" className="-mt-2 text-sm" />
      {promotions}
      {order.locked ? (
        <RetryPayment order={order} />
      ) : (
        <PlaceOrderButton
          total={total}
          paymentMethod={paymentMethod}
          order={order}
          payNow={payNow}
          className="max-lg:hidden"
        />
      )}
      <p className="text-xs text-ink-soft">
        Prices and stock are confirmed when you place the order. {DELIVERY_PROMISE}
      </p>
    </aside>
  );
}
