import { useId } from 'react';
import { Link } from 'react-router';
import {
  COD_TEXTS,
  ORDER_STATUS_LABELS,
  ORDERS_PAGE_TEXTS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_SCREEN_TEXTS,
  PAYMENT_STATUS_LABELS,
  PAY_NOW_TEXTS,
  REFUND_TEXTS,
  cancellationRequestLabel,
  formatInr,
  type Order,
  type OrderStatus,
  type Refund,
} from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { useLanguage, useScreenTexts, useTranslateMessage } from '../../../lib/i18n';
import { paths } from '../../../config/paths';
import {
  amountDue,
  canRequestCancellation,
  formatDate,
  formatDeadline,
  orderLineTotal,
  payNowDeadline,
} from '../order-display';
import { usePayNow } from '../payments/use-pay-now';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TaxDocumentLinks } from './tax-documents';
import { AddressLines } from '../../../components/ui/address-lines';
import { ShipmentTracking } from '../../shipping';
import { OrderReturns } from '../../returns';
import { OrderTenders, RefundList } from '../../payments';
import { CodConfirmation } from './cod-confirmation';

const PROGRESS: readonly OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered'];

/** One order as the account tabs show it: status, lines, money, delivery and cancellation. */
export function OrderCard({
  order,
  onRequestCancellation,
  showProgress = false,
}: {
  order: Order;
  onRequestCancellation: (order: Order) => void;
  showProgress?: boolean;
}) {
  const texts = useScreenTexts('ordersPage', ORDERS_PAGE_TEXTS);
  const methods = useScreenTexts('paymentMethods', PAYMENT_METHOD_LABELS);
  const paymentStates = useScreenTexts('paymentStatus', PAYMENT_STATUS_LABELS);
  const payNow = useScreenTexts('payNow', PAY_NOW_TEXTS);
  const language = useLanguage();
  const translate = useTranslateMessage();
  // An online order not paid yet reads the same however often its payment sheet was closed.
  const paymentNote =
    order.paymentStatus === 'pending'
      ? order.paymentMethod === 'cod'
        ? texts.payOnDelivery
        : payNow.notCompleted
      : paymentStates[order.paymentStatus];
  const payBy = payNowDeadline(order);
  const open = order.status !== 'cancelled' && order.status !== 'delivered';
  // A parcel with the courier has its own timeline; until then the four steps show where the order is.
  const tracked = order.shipment && order.shipment.status !== 'cancelled' ? order.shipment : null;

  return (
    <article
      className="rounded-[var(--radius-card)] border border-line bg-card"
      aria-label={texts.order(order.orderNumber)}
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
        <div>
          <h3 className="font-display text-base font-semibold">{texts.order(order.orderNumber)}</h3>
          <p className="text-sm text-ink-soft">{texts.placedOn(formatDate(order.createdAt, language))}</p>
        </div>
        <StatusBadge status={order.status} />
      </header>

      {showProgress && open && !tracked ? <OrderProgress status={order.status} /> : null}

      {tracked ? <ShipmentTracking shipment={tracked} /> : null}

      <ul className={`flex flex-col divide-y divide-line px-4 sm:px-5 ${tracked ? 'border-t border-line' : ''}`}>
        {order.items.map((item) => (
          <li key={item._id} className="flex items-center gap-3 py-3">
            <div className="aspect-[4/5] w-12 shrink-0 overflow-hidden rounded-md bg-paper">
              {item.variant.image ? (
                <img src={item.variant.image.url} alt="" loading="lazy" className="h-full w-full object-cover" />
              ) : null}
            </div>
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium wrap-anywhere">{item.variant.product.name}</p>
              <p className="text-ink-soft">{texts.lineShort(item.variant.color.name, item.size, item.quantity)}</p>
            </div>
            <p className="text-sm font-semibold">{formatInr(orderLineTotal(item))}</p>
          </li>
        ))}
      </ul>

      <div className="grid gap-4 border-t border-line px-4 py-4 text-sm sm:grid-cols-3 sm:px-5">
        <div>
          <p className="text-ink-soft">{texts.total}</p>
          <p className="text-base font-semibold">{formatInr(order.totalAmount)}</p>
          {order.prepaidDiscount ? (
            <p className="text-success">
              {translate(COD_TEXTS.prepaidDiscountLabel)} −{formatInr(order.prepaidDiscount)}
            </p>
          ) : null}
          <OrderTenders order={order} className="text-ink-soft" />
          <p className="text-ink-soft">
            {methods[order.paymentMethod]} · {paymentNote}
          </p>
        </div>
        <div>
          <p className="text-ink-soft">{open ? texts.expectedDelivery : texts.status}</p>
          <p className="font-medium">
            {open
              ? formatDate(order.expectedDelivery, language)
              : order.status === 'delivered'
                ? texts.delivered
                : texts.cancelled}
          </p>
        </div>
        <div>
          <p className="text-ink-soft">{texts.shipTo}</p>
          <AddressLines address={order.shippingAddress} />
        </div>
      </div>

      <TaxDocumentLinks order={order} className="border-t border-line px-4 py-1 sm:px-5" />

      {order.refunds ? (
        <OrderRefunds refunds={order.refunds} />
      ) : order.refund ? (
        <RefundNote refund={order.refund} />
      ) : null}

      <OrderReturns order={order} />

      <CodConfirmation order={order} className="border-t border-line px-4 py-3 sm:px-5" />

      {payBy ? <PayNow order={order} payBy={payBy} /> : null}

      {order.cancellationRequest.requested ? (
        <CancellationNote order={order} />
      ) : canRequestCancellation(order) ? (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-3 sm:px-5">
          <p className="text-xs text-ink-soft">
            {texts.cancelWithin}{' '}
            <Link to={paths.refund} className="underline">
              {texts.refundPolicy}
            </Link>
          </p>
          <Button variant="secondary" size="sm" onClick={() => onRequestCancellation(order)}>
            {texts.requestCancellation}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

/**
 * An online order still waiting for its payment: what it owes, until when, and Pay now, which
 * opens the payment sheet for this same order.
 */
function PayNow({ order, payBy }: { order: Order; payBy: string }) {
  const payment = usePayNow(order);
  const texts = useScreenTexts('payNow', PAY_NOW_TEXTS);
  const language = useLanguage();
  const busy = payment.opening || payment.sheetOpen || payment.verifying;
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 border-t border-line bg-warning-soft/40 px-4 py-3 sm:px-5"
      role="group"
      aria-label={texts.notCompleted}
    >
      <div className="min-w-0 flex-1 text-sm">
        {/* The payment line above already says "Payment not completed": here, what keeps the order. */}
        <p className="font-medium text-ink">
          {texts.hint(formatInr(amountDue(order)), formatDeadline(payBy, language))}
        </p>
        {payment.failure ? (
          <p role="alert" className="font-medium text-danger">
            {payment.failure}
          </p>
        ) : null}
      </div>
      <Button
        size="sm"
        onClick={() => void payment.pay()}
        pending={busy}
        pendingText={payment.verifying ? texts.verifying : payment.sheetOpen ? texts.waiting : texts.opening}
      >
        {texts.payNow}
      </Button>
    </div>
  );
}

const NOTE_TONE = {
  open: { box: 'bg-warning-soft/60', title: 'text-warning' },
  approved: { box: 'bg-paper', title: 'text-ink' },
  declined: { box: 'bg-danger-soft/50', title: 'text-danger' },
} as const;

/**
 * The customer's cancellation request and what became of it: requested (waiting for the shop),
 * approved, or declined with the shop's reason.
 */
function CancellationNote({ order }: { order: Order }) {
  const request = order.cancellationRequest;
  const texts = useScreenTexts('ordersPage', ORDERS_PAGE_TEXTS);
  const translate = useTranslateMessage();
  const outcome = request.outcome ?? 'open';
  return (
    <div className={`border-t border-line px-4 py-3 text-sm sm:px-5 ${NOTE_TONE[outcome].box}`} role="note">
      <p className={`font-semibold ${NOTE_TONE[outcome].title}`}>{translate(cancellationRequestLabel(order) ?? '')}</p>
      {request.reason ? <p className="text-ink-soft">{texts.reason(request.reason)}</p> : null}
    </div>
  );
}

/** Every refund of the order, whatever its cause, with where it went and its state. */
function OrderRefunds({ refunds }: { refunds: NonNullable<Order['refunds']> }) {
  const headingId = useId();
  const translate = useTranslateMessage();
  if (refunds.length === 0) return null;
  return (
    <section className="border-t border-line px-4 py-3 text-sm sm:px-5" aria-labelledby={headingId}>
      <h4 id={headingId} className="mb-1 text-sm font-semibold">
        {translate(PAYMENT_SCREEN_TEXTS.refunds)}
      </h4>
      <RefundList refunds={refunds} audience="shopper" />
    </section>
  );
}

/**
 * The refund of a cancelled paid order as a server without the refunds ledger tells it: its
 * state, amount and the provider's reference.
 */
function RefundNote({ refund }: { refund: Refund }) {
  const texts = useScreenTexts('ordersPage', ORDERS_PAGE_TEXTS);
  const translate = useTranslateMessage();
  const tone =
    refund.status === 'failed' ? 'text-danger' : refund.status === 'processed' ? 'text-success' : 'text-warning';
  return (
    <div className="border-t border-line px-4 py-3 text-sm sm:px-5" role="note" aria-label={texts.refund}>
      <p className={`font-semibold ${tone}`}>{translate(REFUND_TEXTS[refund.status])}</p>
      <p className="text-ink-soft">{translate(REFUND_TEXTS.line(formatInr(refund.amount), refund.id))}</p>
    </div>
  );
}

/** Where an open order is on its way: pending, processing, shipped, delivered. */
function OrderProgress({ status }: { status: OrderStatus }) {
  const reached = PROGRESS.indexOf(status);
  const texts = useScreenTexts('ordersPage', ORDERS_PAGE_TEXTS);
  const labels = useScreenTexts('orderStatus', ORDER_STATUS_LABELS);
  return (
    <ol className="grid grid-cols-4 gap-1 px-3 pt-4 sm:px-5" aria-label={texts.orderProgress}>
      {PROGRESS.map((step, index) => (
        <li key={step} className="flex min-w-0 flex-col gap-1.5" aria-current={index === reached ? 'step' : undefined}>
          <span className={`h-1.5 rounded-full ${index <= reached ? 'bg-success' : 'bg-line'}`} aria-hidden />
          {/* A quarter of a 360 px phone holds "Processing" only a little smaller and tighter; a longer
              word would break at a hyphen rather than run into the next step. */}
          <span
            className={`text-[0.6875rem] leading-tight tracking-tight capitalize hyphens-auto sm:text-xs sm:tracking-normal ${index <= reached ? 'font-semibold text-ink' : 'text-muted'}`}
          >
            {labels[step]}
          </span>
        </li>
      ))}
    </ol>
  );
}
