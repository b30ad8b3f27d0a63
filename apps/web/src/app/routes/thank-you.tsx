import { ThankYouView } from '../../features/orders';
import { PageMeta } from '../../components/ui/page-meta';

/** /thank-you (signed-in only): the placed order arrives through navigation state. */
export default function ThankYouScreen() {
  return (
    <div className="container-page py-10 sm:py-14">
      <PageMeta title="Thank you" />
      <ThankYouView />
    </div>
  );
}
