import { formatInr, type Order } from '@shop/shared';
import { MessageSquareWarning } from 'lucide-react';
import { TableFrame, td, th } from './admin-section';
import { METHOD_LABEL, formatDateTime } from './format';
import { OrderStatusControl } from './order-status-control';

function CancellationNote({ order }: { order: Order }) {
  if (!order.cancellationRequest.requested) return null;
  return (
    <p className="mt-2 flex max-w-56 items-start gap-1.5 rounded-[var(--radius-control)] bg-warning-soft px-2 py-1.5 text-xs text-warning">
      <MessageSquareWarning className="mt-px size-3.5 shrink-0" aria-hidden />
      <span>
        <span className="font-semibold">Cancellation requested:</span> {order.cancellationRequest.reason}
      </span>
    </p>
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
              <p className="font-semibold whitespace-nowrap">#{order.orderNumber}</p>
              <p className="text-xs whitespace-nowrap text-muted">{formatDateTime(order.createdAt)}</p>
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
              <p className="whitespace-nowrap">{METHOD_LABEL[order.paymentMethod]}</p>
              <p className="text-xs text-muted capitalize">{order.paymentStatus}</p>
            </td>
            <td className={td}>
              <OrderStatusControl order={order} />
              <CancellationNote order={order} />
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
