import { useState } from 'react';
import {
  ERROR_FALLBACK,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  SCREEN,
  SHIPPING_FILTERS,
  SHIPPING_FILTER_LABELS,
  type OrderStatus,
  type PaymentMethod,
} from '@shop/shared';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { toastError } from '../../../lib/toast';
import { downloadOrdersCsv, useDashboardOrders, type OrderFilters } from '../api/dashboard';
import { AdminSection } from '../../../components/ui/admin-section';
import { OrderListBody } from './order-list-body';

export function AllOrders() {
  const [filters, setFilters] = useState<OrderFilters>({ status: '', method: '', shipping: '' });
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const orders = useDashboardOrders({ ...filters, page });

  const filter = (change: Partial<OrderFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadOrdersCsv(filters);
    } catch (error) {
      toastError(error, ERROR_FALLBACK.fetchOrders);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <AdminSection
      id="all-orders"
      title="All Orders"
      description="Filter by where the parcel is, status and payment method; the CSV holds the orders these filters list."
      actions={
        <Button variant="secondary" size="sm" onClick={download} pending={downloading} pendingText="Downloading...">
          <Download className="size-4" aria-hidden />
          Download CSV
        </Button>
      }
    >
      <div className="mb-4 flex flex-wrap gap-2" role="group" aria-label="Shipping">
        {(['', ...SHIPPING_FILTERS] as const).map((shipping) => (
          <button
            key={shipping || 'all'}
            type="button"
            aria-pressed={filters.shipping === shipping}
            onClick={() => filter({ shipping })}
            className={`min-h-11 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand ${
              filters.shipping === shipping
                ? 'border-ink bg-ink text-paper'
                : 'border-line-strong bg-card text-ink-soft hover:border-ink hover:text-ink'
            }`}
          >
            {shipping ? SHIPPING_FILTER_LABELS[shipping] : 'All orders'}
          </button>
        ))}
      </div>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <SelectField
          label="Status"
          value={filters.status}
          onChange={(event) => filter({ status: event.target.value as OrderStatus | '' })}
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Payment method"
          value={filters.method}
          onChange={(event) => filter({ method: event.target.value as PaymentMethod | '' })}
        >
          <option value="">All methods</option>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </SelectField>
      </div>
      <OrderListBody query={orders} empty={SCREEN.noOrders} label="All orders" page={page} onPage={setPage} />
    </AdminSection>
  );
}
