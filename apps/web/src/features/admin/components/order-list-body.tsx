import type { UseQueryResult } from '@tanstack/react-query';
import { SCREEN, type OrderList } from '@shop/shared';
import { ListState } from '../../../components/ui/admin-section';
import { OrdersTable } from './orders-table';
import { Pagination } from '../../../components/ui/pagination';

/** A paginated order list with its loading, error and empty states. */
export function OrderListBody({
  query,
  empty,
  label,
  page,
  onPage,
}: {
  query: UseQueryResult<OrderList>;
  empty: string;
  label: string;
  page?: number;
  onPage?: (page: number) => void;
}) {
  if (query.isPending) return <ListState>{SCREEN.loading}</ListState>;
  if (query.isError) return <ListState tone="error">{SCREEN.listError(query.error.message)}</ListState>;
  if (query.data.orders.length === 0) return <ListState>{empty}</ListState>;
  return (
    <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
      <OrdersTable orders={query.data.orders} label={label} />
      {page && onPage ? (
        <Pagination
          page={page}
          totalPages={query.data.totalPages}
          onPage={onPage}
          label={`${label} pages`}
          layout="spread"
        />
      ) : null}
    </div>
  );
}
