import { useParams } from 'react-router';
import { OrderScreen } from '../../features/admin';
import { OrderReturnsPanel } from '../../features/returns';

export default function AdminOrderRoute() {
  const { id = '' } = useParams();
  return <OrderScreen orderId={id} returns={<OrderReturnsPanel orderId={id} />} />;
}
