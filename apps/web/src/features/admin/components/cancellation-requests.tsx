import { useState } from 'react';
import { useDashboardOrders } from '../api/dashboard';
import { AdminSection } from '../../../components/ui/admin-section';
import { OrderListBody } from './order-list-body';

/** Orders whose customer asked to cancel and that can still be cancelled, with their reasons. */
export function CancellationRequests() {
  const [page, setPage] = useState(1);
  const orders = useDashboardOrders({ status: '', method: '', page, cancellationRequested: true });
  return (
    <AdminSection
      id="cancellation-requests"
      title="Cancellation Requests"
      description="Customers asked to cancel these orders. Approve (the order is cancelled and a paid one refunded) or decline with a reason the customer reads; shipping an order declines its request."
    >
      <OrderListBody
        query={orders}
        empty="No open cancellation requests."
        label="Cancellation requests"
        page={page}
        onPage={setPage}
      />
    </AdminSection>
  );
}
