import { Link } from 'react-router';
import { ArrowDown, ChevronRight } from 'lucide-react';
import { SCREEN, formatInr } from '@shop/shared';
import { useRecentOrders } from '../api/dashboard';
import { AdminSection, ListState } from '../../../components/ui/admin-section';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date-time';

/**
 * The last few orders at a glance, each a link to its page: a short list beside the figures, not a
 * second copy of All Orders below (which pages, filters and changes them), linked at the end.
 */
export function RecentOrders() {
  const orders = useRecentOrders();
  return (
    <AdminSection
      title="Recent Orders"
      description="The latest orders placed in the shop."
      actions={
        <a
          href="#all-orders"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold underline underline-offset-4"
        >
          All orders
          <ArrowDown className="size-4" aria-hidden />
        </a>
      }
    >
      {orders.isPending ? (
        <ListState>{SCREEN.loading}</ListState>
      ) : orders.isError ? (
        <ListState tone="error">{SCREEN.listError(orders.error.message)}</ListState>
      ) : orders.data.orders.length === 0 ? (
        <ListState>{SCREEN.noOrders}</ListState>
      ) : (
        <ul className="flex flex-col divide-y divide-line" aria-label="Recent orders">
          {orders.data.orders.map((order) => (
            <li key={order._id}>
              <Link
                to={paths.adminOrder(order._id)}
                className="flex min-h-12 flex-wrap items-center gap-x-4 gap-y-1 rounded-md px-1 py-2 text-sm hover:bg-paper"
              >
                <span className="font-semibold">#{order.orderNumber}</span>
                <span className="min-w-0 flex-1 truncate text-ink-soft">{order.user.name}</span>
                <span className="tabular-nums">{formatInr(order.totalAmount)}</span>
                <StatusBadge status={order.status} />
                <span className="text-xs whitespace-nowrap text-muted">{formatDateTime(order.createdAt)}</span>
                <ChevronRight className="size-4 text-muted" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
