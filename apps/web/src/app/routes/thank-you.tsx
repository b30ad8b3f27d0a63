import { ThankYouView } from '../../features/orders';
import { ORDERS_PAGE_TEXTS } from '@shop/shared';
import { PageMeta } from '../../components/ui/page-meta';
import { useScreenTexts } from '../../lib/i18n';

/** /thank-you (signed-in only): the placed order arrives through navigation state. */
export default function ThankYouScreen() {
  const texts = useScreenTexts('ordersPage', ORDERS_PAGE_TEXTS);
  return (
    <div className="container-page py-10 sm:py-14">
      <PageMeta title={texts.thankYou} />
      <ThankYouView />
    </div>
  );
}
