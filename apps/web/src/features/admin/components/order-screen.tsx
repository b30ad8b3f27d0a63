import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Mail, Phone } from 'lucide-react';
import { COD_TEXTS, ORDER_STATUS_LABELS, SCREEN, formatInr, type AdminOrderAnswer, type Order } from '@shop/shared';
import { AddressLines } from '../../../components/ui/address-lines';
import { AdminSection, TableFrame, td, th } from '../../../components/ui/admin-section';
import { PageMeta } from '../../../components/ui/page-meta';
import { LoadFailed, Loading, Skeleton } from '../../../components/ui/status';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date-time';
import { TaxDocumentLinks } from '../../orders';
import { ShipmentPanel } from '../../shipping';
import { CodDecisionPanel } from '../../cod-risk';
import { refreshAdmin } from '../api/admin-keys';
import { useAdminOrder } from '../api/order';
import { CancellationNote, PaymentCell } from './orders-table';
import { OrderStatusControl } from './order-status-control';

const lineTotal = (price: number, quantity: number) => Math.round(price * 100 * quantity) / 100;
const piecesToPack = (order: Order) => {
  const pieces = order.items.reduce((n, item) => n + item.quantity, 0);
  return `${pieces} ${pieces === 1 ? 'piece' : 'pieces'} to pack`;
};
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

function Items({ order }: { order: Order }) {
  return (
    <AdminSection title="Items" description={piecesToPack(order)}>
      <ul className="flex flex-col divide-y divide-line sm:hidden" aria-label="Order items">
        {order.items.map((item) => (
          <li key={item._id} className="flex gap-3 py-3 text-sm">
            <div className="aspect-[4/5] w-12 shrink-0 overflow-hidden rounded-md bg-paper">
              {item.variant.image ? (
                <img src={item.variant.image.url} alt="" loading="lazy" className="h-full w-full object-cover" />
              ) : null}
            </div>
            <div className="min-w-0 flex-1">
              <p className="font-medium">{item.variant.product.name}</p>
              <p className="text-ink-soft">
                {item.variant.color.name} · Size <span className="font-semibold text-ink">{item.size}</span> · Qty{' '}
                {item.quantity}
              </p>
              <p className="font-mono text-xs break-all text-muted">SKU {item.sku ?? '—'}</p>
            </div>
            <p className="font-semibold whitespace-nowrap">{formatInr(lineTotal(item.price, item.quantity))}</p>
          </li>
        ))}
      </ul>
      <div className="max-sm:hidden">
        <TableFrame label="Order items" minWidth="min-w-[34rem]">
          <thead>
            <tr>
              <th scope="col" className={th}>
                Product
              </th>
              <th scope="col" className={th}>
                Size
              </th>
              <th scope="col" className={th}>
                SKU
              </th>
              <th scope="col" className={`${th} text-right`}>
                Qty
              </th>
              <th scope="col" className={`${th} text-right`}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item._id}>
                <td className={td}>
                  <div className="flex items-center gap-3">
                    <div className="aspect-[4/5] w-10 shrink-0 overflow-hidden rounded-md bg-paper">
                      {item.variant.image ? (
                        <img
                          src={item.variant.image.url}
                          alt=""
                          loading="lazy"
                          className="h-full w-full object-cover"
                        />
                      ) : null}
                    </div>
                    <div>
                      <p className="font-medium">{item.variant.product.name}</p>
                      <p className="text-xs text-muted">{item.variant.color.name}</p>
                    </div>
                  </div>
                </td>
                <td className={`${td} font-semibold`}>{item.size}</td>
                <td className={`${td} font-mono text-xs break-all`}>{item.sku ?? '—'}</td>
                <td className={`${td} text-right`}>{item.quantity}</td>
                <td className={`${td} text-right whitespace-nowrap`}>
                  {formatInr(lineTotal(item.price, item.quantity))}
                  {item.quantity > 1 ? (
                    <span className="block text-xs text-muted">{formatInr(item.price)} each</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      </div>
      <dl className="mt-4 ml-auto flex max-w-xs flex-col gap-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Subtotal</dt>
          <dd>{formatInr(order.subtotal)}</dd>
        </div>
        {order.discount ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">
              Discount
              {order.prepaidDiscount ? (
                <span className="block text-xs">
                  incl. {COD_TEXTS.prepaidDiscountLabel.toLowerCase()} {formatInr(order.prepaidDiscount)}
                </span>
              ) : null}
            </dt>
            <dd>−{formatInr(order.discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Delivery</dt>
          <dd>{formatInr(order.deliveryFee)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-1 font-semibold">
          <dt>Total</dt>
          <dd>{formatInr(order.totalAmount)}</dd>
        </div>
      </dl>
    </AdminSection>
  );
}

function History({ history }: { history: AdminOrderAnswer['history'] }) {
  return (
    <AdminSection title="Status history">
      {history.length === 0 ? (
        <p className="text-sm text-muted">No status changes yet.</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Status history">
          {history.map((change, index) => (
            <li key={index} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 text-sm">
              <span>
                <span className="font-semibold">{ORDER_STATUS_LABELS[change.to]}</span>
                {change.from ? <span className="text-muted"> from {ORDER_STATUS_LABELS[change.from]}</span> : null}
                {change.note ? <span className="block text-xs text-ink-soft">{change.note}</span> : null}
              </span>
              <span className="text-xs whitespace-nowrap text-muted">
                {formatDateTime(change.at)} · {change.by ?? 'Shop'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </AdminSection>
  );
}

function Customer({ order }: { order: Order }) {
  return (
    <AdminSection title="Customer">
      <div className="flex flex-col gap-4 text-sm">
        <div>
          <p className="font-semibold">{order.user.name}</p>
          <a
            href={`mailto:${order.user.email}`}
            className="inline-flex min-h-11 items-center gap-1.5 break-all underline underline-offset-4"
          >
            <Mail className="size-4 shrink-0" aria-hidden />
            {order.user.email}
          </a>
          <a
            href={`tel:+91${order.contact}`}
            className="flex min-h-11 items-center gap-1.5 underline underline-offset-4"
            data-testid="order-phone"
          >
            <Phone className="size-4 shrink-0" aria-hidden />
            {order.contact}
          </a>
        </div>
        <div>
          <p className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">Ship to</p>
          <AddressLines address={order.shippingAddress} />
        </div>
        <div>
          <p className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">Expected delivery</p>
          <p>{dayFormat.format(new Date(order.expectedDelivery))}</p>
        </div>
      </div>
    </AdminSection>
  );
}

function Payment({ order }: { order: Order }) {
  return (
    <AdminSection title="Payment">
      <div className="flex flex-col gap-2 text-sm">
        <PaymentCell order={order} codNote={false} />
        {order.razorpayPaymentId ? (
          <p className="text-xs break-all text-muted">Payment id: {order.razorpayPaymentId}</p>
        ) : null}
        <TaxDocumentLinks order={order} className="flex-col" />
      </div>
    </AdminSection>
  );
}

/**
 * /admin/orders/:id: everything the owner needs to pack, ship and answer for one order; `returns`
 * is the order's returns and exchanges (the returns feature's panel, placed by the route).
 */
export function OrderScreen({ orderId, returns }: { orderId: string; returns?: ReactNode }) {
  const query = useAdminOrder(orderId);
  const queryClient = useQueryClient();
  const refresh = () => void refreshAdmin(queryClient);

  if (query.isPending) {
    return (
      <div className="container-page py-8 sm:py-10">
        <Loading className="flex flex-col gap-6" label="Loading order">
          <Skeleton className="h-12 w-1/2" />
          <Skeleton className="h-64" />
        </Loading>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="container-page py-8 sm:py-10">
        <LoadFailed onRetry={() => void query.refetch()}>{SCREEN.listError(query.error.message)}</LoadFailed>
      </div>
    );
  }

  const { order, history } = query.data;
  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:py-10">
      <PageMeta title={`Order #${order.orderNumber}`} />
      <div className="flex flex-col gap-3">
        <Link
          to={paths.adminDashboard}
          className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-semibold text-ink-soft hover:text-ink"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Admin Dashboard
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-display-sm font-bold sm:text-display-md">Order #{order.orderNumber}</h1>
          <StatusBadge status={order.status} />
        </div>
        <p className="text-ink-soft">Placed {formatDateTime(order.createdAt)}</p>
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm font-medium text-ink-soft" aria-hidden>
            Change status
          </span>
          <div className="w-40">
            <OrderStatusControl order={order} />
          </div>
        </div>
        <CancellationNote order={order} />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <ShipmentPanel order={order} onChanged={refresh} />
          {returns}
          <Items order={order} />
          <History history={history} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <Customer order={order} />
          <Payment order={order} />
          <CodDecisionPanel order={order} />
        </div>
      </div>
    </div>
  );
}
