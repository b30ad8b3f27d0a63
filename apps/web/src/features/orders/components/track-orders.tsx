import { useState } from 'react';
import { ORDERS_PAGE_TEXTS, TRACKABLE_ORDER_STATUSES, type Order } from '@shop/shared';
import { useScreenTexts } from '../../../lib/i18n';
import { ButtonLink } from '../../../components/ui/button';
import { LoadFailed, Loading, Skeleton, StateMessage } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { useUserOrders } from '../api/get-user-orders';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderCard } from './order-card';

type Props = {
  pick: (orders: Order[]) => Order[];
  empty: 'nothingOnItsWay' | 'noPastOrders';
  showProgress?: boolean;
};

/** The shopper's orders in one of the account tabs, with loading, error and empty states. */
function OrderList({ pick, empty, showProgress }: Props) {
  const orders = useUserOrders();
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const texts = useScreenTexts('ordersPage', ORDERS_PAGE_TEXTS);

  if (orders.isPending) {
    return (
      <Loading className="flex flex-col gap-4" label={texts.loadingOrders}>
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </Loading>
    );
  }
  if (orders.isError) {
    return <LoadFailed onRetry={() => void orders.refetch()}>{texts.ordersFailed(orders.error.message)}</LoadFailed>;
  }

  const shown = pick(orders.data);
  if (shown.length === 0) {
    return (
      <StateMessage action={<ButtonLink to={paths.products}>{texts.shopTheCollection}</ButtonLink>}>
        {texts[empty]}
      </StateMessage>
    );
  }

  return (
    <>
      <ul className="flex flex-col gap-4" aria-label={texts.orders}>
        {shown.map((order) => (
          <li key={order._id}>
            <OrderCard order={order} onRequestCancellation={setCancelling} showProgress={showProgress} />
          </li>
        ))}
      </ul>
      <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}

const trackable = (orders: Order[]) => orders.filter((order) => TRACKABLE_ORDER_STATUSES.includes(order.status));
const everything = (orders: Order[]) => orders;

/** Track Orders tab: orders that are pending, processing or shipped. */
export function TrackOrders() {
  return <OrderList pick={trackable} empty="nothingOnItsWay" showProgress />;
}

/** Order History tab: every order, newest first, with status colours and cancellation. */
export function OrderHistory() {
  return <OrderList pick={everything} empty="noPastOrders" />;
}
