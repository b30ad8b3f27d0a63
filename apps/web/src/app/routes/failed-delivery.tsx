import { useParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { FailedDeliveryScreen } from '../../features/shipping';

/** /failed-delivery/:token: opened from the failed-delivery mail, no log-in needed. */
export default function FailedDeliveryRoute() {
  const { token = '' } = useParams();
  return (
    <div className="container-page max-w-2xl py-8 sm:py-12">
      <PageMeta title="Delivery attempt" />
      <FailedDeliveryScreen token={token} />
    </div>
  );
}
