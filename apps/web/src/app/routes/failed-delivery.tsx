import { useParams } from 'react-router';
import { FAILED_DELIVERY_TEXTS } from '@shop/shared';
import { PageMeta } from '../../components/ui/page-meta';
import { FailedDeliveryScreen } from '../../features/shipping';
import { useScreenTexts } from '../../lib/i18n';

/** /failed-delivery/:token: opened from the failed-delivery mail, no log-in needed. */
export default function FailedDeliveryRoute() {
  const { token = '' } = useParams();
  const texts = useScreenTexts('failedDeliveryPage', FAILED_DELIVERY_TEXTS);
  return (
    <div className="container-page max-w-2xl py-8 sm:py-12">
      <PageMeta title={texts.pageTitle} />
      <FailedDeliveryScreen token={token} />
    </div>
  );
}
