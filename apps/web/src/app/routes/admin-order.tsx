import { useParams } from 'react-router';
import { OrderScreen } from '../../features/admin';

export default function AdminOrderRoute() {
  const { id = '' } = useParams();
  return <OrderScreen orderId={id} />;
}
