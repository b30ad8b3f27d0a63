import { SCREEN } from '@shop/shared';
import { useRecentOrders } from '../api/dashboard';
import { AdminSection } from '../../../components/ui/admin-section';
import { OrderListBody } from './order-list-body';

export function RecentOrders() {
  const orders = useRecentOrders();
  return (
    <AdminSection title="Recent Orders" description="The latest orders placed in the shop.">
      <OrderListBody query={orders} empty={SCREEN.noOrders} label="Recent orders" />
    </AdminSection>
  );
}
