import { Link } from 'react-router';
import {
  formatInr,
  paiseToRupees,
  PAY_NOW_TEXTS,
  PAYMENT_SCREEN_TEXTS,
  UNPAID_ONLINE_ORDER_TTL_MINUTES,
  type PaymentMethod,
} from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import type { usePlaceOrder } from '../hooks/use-place-order';
import { useCheckoutTexts } from '../checkout-texts';

type PlaceOrder = ReturnType<typeof usePlaceOrder>;
type Props = {
  total: number;
  paymentMethod: PaymentMethod;
  order: PlaceOrder;
  className?: string;
  /** What is paid online once store credit is taken off (the total without credit). */
  payNow?: number;
  /** What store credit pays of the total (0 when it is not used). */
  storeCredit?: number;
};

/**
 * Place Order for cash on delivery and for an order store credit pays in full, 'Pay ₹1,119' for
 * the part paid online.
 */
export function PlaceOrderButton({ total, paymentMethod, order, className, payNow = total }: Props) {
  const texts = useCheckoutTexts();
  return (
    <Button type="submit" size="lg" className={className} pending={order.busy} pendingText={order.pendingText}>
      {paymentMethod === 'online' && payNow > 0 ? texts.pay(formatInr(payNow)) : texts.placeOrder}
    </Button>
  );
}

/** Retry Payment once an online order exists, with the latest reason it failed. */
export function RetryPayment({ order }: { order: PlaceOrder }) {
  const { payment } = order;
  if (!payment.awaiting) return null;
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-[var(--radius-control)] bg-paper p-3 text-sm text-ink-soft">
        Order #{payment.awaiting.order.orderNumber} is reserved for you. {PAYMENT_SCREEN_TEXTS.completePayment}{' '}
        {/* What the payment provider was asked for: the total less store credit, or a COD order's token. */}
        <strong className="text-ink">{formatInr(paiseToRupees(payment.awaiting.razorpayOrder.amount))}</strong> to
        confirm it.
      </p>
      {payment.failure ? (
        <div className="flex flex-col gap-1 text-sm">
          {/* The sheet closed or the bank said no: the order waits, it did not fail. */}
          <p className="font-semibold text-warning">{PAY_NOW_TEXTS.notCompleted}</p>
          <p role="alert" className="font-medium text-danger">
            {payment.failure}
          </p>
          <p className="text-ink-soft">
            <Link to={paths.myAccountTab('track')} className="underline">
              {PAY_NOW_TEXTS.later(UNPAID_ONLINE_ORDER_TTL_MINUTES)}
            </Link>
          </p>
        </div>
      ) : null}
      <Button
        size="lg"
        onClick={() => void payment.retry()}
        pending={payment.widgetOpen || payment.verifying}
        pendingText={payment.verifying ? 'Verifying payment...' : 'Waiting for payment...'}
      >
        Retry Payment
      </Button>
    </div>
  );
}

/**
 * Phones: the total and Place Order stay in reach at the bottom while the form scrolls; sticky,
 * not fixed, so at the end of the page it rests in its own place below everything else.
 */
export function PhoneOrderBar({ total, paymentMethod, order, payNow, storeCredit = 0 }: Props) {
  return (
    <div
      data-testid="checkout-phone-bar"
      className="sticky bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-30 -mx-4 flex items-center justify-between gap-3 border-t border-line bg-card/95 px-4 py-3 backdrop-blur lg:hidden"
    >
      <p className="text-sm text-ink-soft">
        Total <strong className="block text-lg text-ink">{formatInr(total)}</strong>
        {storeCredit > 0 ? (
          <span className="block text-xs">{PAYMENT_SCREEN_TEXTS.creditIncluded(formatInr(storeCredit))}</span>
        ) : null}
      </p>
      <PlaceOrderButton total={total} paymentMethod={paymentMethod} order={order} payNow={payNow} />
    </div>
  );
}
