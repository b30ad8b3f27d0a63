import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  REFUND_TEXTS,
  cancellationRequestLabel,
  formatInr,
  type Order,
} from '@shop/shared';
import { Link } from 'react-router';
import { MessageSquareWarning } from 'lucide-react';
import { TableFrame, td, th } from '../../../components/ui/admin-section';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { paths } from '../../../config/paths';
import { TaxDocumentLinks } from '../../orders';
import { OrderTenders, RefundList } from '../../payments';
import { ShipmentStatusBadge } from '../../shipping';
import { CodDecisionNote } from '../../cod-risk';
import { CancellationDecision } from './cancellation-decision';
import { OrderStatusControl } from './order-status-control';

const NOTE_TONE = {
  open: 'bg-warning-soft text-warning',
  approved: 'bg-paper text-ink-soft',
  declined: 'bg-danger-soft text-danger',
} as const;

/** The customer's request, its outcome, and while it is open the admin's Approve / Decline. */
export function CancellationNote({ order }: { order: Order }) {
  const request = order.cancellationRequest;
  if (!request.requested) return null;
  return (
    <div className="mt-2 max-w-60">
      <p
        className={`flex items-start gap-1.5 rounded-[var(--radius-control)] px-2 py-1.5 text-xs ${NOTE_TONE[request.outcome ?? 'open']}`}
      >
        <MessageSquareWarning className="mt-px size-3.5 shrink-0" aria-hidden />
        <span>
          <span className="font-semibold">{cancellationRequestLabel(order)}</span>
          {request.reason ? <span className="block">Customer: {request.reason}</span> : null}
        </span>
      </p>
      <CancellationDecision order={order} />
    </div>
  );
}

/**
 * Payment state, what paid the order (each tender) and every refund with its cause, route, state
 * and reference. In a list row it carries the COD decision's short note; the order page shows the
 * decision in a section of its own.
 */
export function PaymentCell({ order, codNote = true }: { order: Order; codNote?: boolean }) {
  return (
    <>
      <p className="whitespace-nowrap">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</p>
      <p className="text-xs text-muted">{PAYMENT_STATUS_LABELS[order.paymentStatus]}</p>
      <OrderTenders order={order} className="text-xs text-ink-soft" />
      {codNote ? <CodDecisionNote order={order} /> : null}
      {order.refunds ? (
        <RefundList refunds={order.refunds} audience="owner" className="mt-1 min-w-52 text-xs" />
      ) : order.refund ? (
        <p className="mt-1 text-xs text-ink-soft" role="note" aria-label="Refund">
          <span className="font-semibold">{REFUND_TEXTS[order.refund.status]}</span>
          <span className="block">{REFUND_TEXTS.line(formatInr(order.refund.amount), order.refund.id)}</span>
        </p>
      ) : null}
    </>
  );
}

/** Orders with customer, lines, total, payment and the status dropdown. */
export function OrdersTable({ orders, label }: { orders: Order[]; label: string }) {
  return (
    <TableFrame label={label} minWidth="min-w-[56rem]">
      <thead>
        <tr>
          <th scope="col" className={th}>
            Order
          </th>
          <th scope="col" className={th}>
            Customer
          </th>
          <th scope="col" className={th}>
            Items
          </th>
          <th scope="col" className={`${th} text-right`}>
            Total
          </th>
          <th scope="col" className={th}>
            Payment
          </th>
          <th scope="col" className={th}>
            Status
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order._id} data-order-id={order._id}>
            <td className={td}>
              <Link
                to={paths.adminOrder(order._id)}
                className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap underline underline-offset-4 hover:text-brand"
                aria-label={`Open order #${order.orderNumber}`}
              >
                #{order.orderNumber}
              </Link>
              <p className="text-xs whitespace-nowrap text-muted">{formatDateTime(order.createdAt)}</p>
              <TaxDocumentLinks order={order} className="flex-col" />
            </td>
            <td className={`${td} min-w-52`}>
              <p className="font-medium">{order.user.name}</p>
              <p className="text-xs break-all text-muted">{order.user.email}</p>
            </td>
            <td className={`${td} min-w-44`}>
              <ul className="flex flex-col gap-0.5 text-xs text-ink-soft">
                {order.items.map((item) => (
                  <li key={item._id}>
                    {item.variant.product.name} · {item.variant.color.name} · {item.size} × {item.quantity}
                  </li>
                ))}
              </ul>
            </td>
            <td className={`${td} text-right font-semibold whitespace-nowrap`}>{formatInr(order.totalAmount)}</td>
            <td className={td}>
              <PaymentCell order={order} />
            </td>
            <td className={td}>
              <div className="flex flex-col items-start gap-2">
                <StatusBadge status={order.status} />
                {order.shipment ? <ShipmentStatusBadge status={order.shipment.status} /> : null}
                <OrderStatusControl order={order} />
              </div>
              <CancellationNote order={order} />
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
