import { Link } from 'react-router';
import { CANCELLATION_WINDOW_HOURS, formatInr, type Order, type OrderStatus } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import {
  addressLines,
  canRequestCancellation,
  formatDate,
  orderLineTotal,
  PAYMENT_METHOD_LABEL,
} from '../order-display';
import { StatusBadge } from './status-badge';

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
  const paymentNote =
    order.paymentMethod === 'online'
      ? order.paymentStatus === 'paid'
        ? 'Paid'
        : order.paymentStatus === 'pending'
          ? 'Awaiting payment'
          : order.paymentStatus === 'refunded'
            ? 'Refunded'
            : 'Payment failed'
      : 'Pay on delivery';
  const open = order.status !== 'cancelled' && order.status !== 'delivered';

  return (
    <article
      className="rounded-[var(--radius-card)] border border-line bg-card"
      aria-label={`Order #${order.orderNumber}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
        <div>
          <h3 className="font-display text-base font-semibold">Order #{order.orderNumber}</h3>
          <p className="text-sm text-ink-soft">Placed on {formatDate(order.createdAt)}</p>
        </div>
        <StatusBadge status={order.status} />
      </header>

      {showProgress && open ? <OrderProgress status={order.status} /> : null}

      <ul className="flex flex-col divide-y divide-line px-4 sm:px-5">
        {order.items.map((item) => (
          <li key={item._id} className="flex items-center gap-3 py-3">
            <div className="aspect-[4/5] w-12 shrink-0 overflow-hidden rounded-md bg-paper">
              {item.variant.image ? (
                <img src={item.variant.image.url} alt="" loading="lazy" className="h-full w-full object-cover" />
              ) : null}
            </div>
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium">{item.variant.product.name}</p>
              <p className="text-ink-soft">
                {item.variant.color.name} · Size {item.size} · Qty {item.quantity}
              </p>
            </div>
            <p className="text-sm font-semibold">{formatInr(orderLineTotal(item))}</p>
          </li>
        ))}
      </ul>

      <div className="grid gap-4 border-t border-line px-4 py-4 text-sm sm:grid-cols-3 sm:px-5">
        <div>
          <p className="text-ink-soft">Total</p>
          <p className="text-base font-semibold">{formatInr(order.totalAmount)}</p>
          <p className="text-ink-soft">
            {PAYMENT_METHOD_LABEL[order.paymentMethod]} · {paymentNote}
          </p>
        </div>
        <div>
          <p className="text-ink-soft">{open ? 'Expected delivery' : 'Status'}</p>
          <p className="font-medium">
            {open ? formatDate(order.expectedDelivery) : order.status === 'delivered' ? 'Delivered' : 'Cancelled'}
          </p>
        </div>
        <div>
          <p className="text-ink-soft">Ship to</p>
          <address className="not-italic">
            {addressLines(order.shippingAddress).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
      </div>

      {order.cancellationRequest.requested ? (
        <div className="border-t border-line bg-danger-soft/50 px-4 py-3 text-sm sm:px-5" role="note">
          <p className="font-semibold text-danger">Cancellation requested</p>
          <p className="text-ink-soft">Reason: {order.cancellationRequest.reason}</p>
        </div>
      ) : canRequestCancellation(order) ? (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-3 sm:px-5">
          <p className="text-xs text-ink-soft">
            Changed your mind? You can ask to cancel within {CANCELLATION_WINDOW_HOURS} hours, before it ships.{' '}
            <Link to={paths.refund} className="underline">
              Refund policy
            </Link>
          </p>
          <Button variant="secondary" size="sm" onClick={() => onRequestCancellation(order)}>
            Request Cancellation
          </Button>
        </div>
      ) : null}
    </article>
  );
}

/** Where an open order is on its way: pending, processing, shipped, delivered. */
function OrderProgress({ status }: { status: OrderStatus }) {
  const reached = PROGRESS.indexOf(status);
  return (
    <ol className="grid grid-cols-4 gap-1 px-4 pt-4 sm:px-5" aria-label="Order progress">
      {PROGRESS.map((step, index) => (
        <li key={step} className="flex flex-col gap-1.5" aria-current={index === reached ? 'step' : undefined}>
          <span className={`h-1.5 rounded-full ${index <= reached ? 'bg-success' : 'bg-line'}`} aria-hidden />
          <span className={`text-xs capitalize ${index <= reached ? 'font-semibold text-ink' : 'text-muted'}`}>
            {step}
          </span>
        </li>
      ))}
    </ol>
  );
}
