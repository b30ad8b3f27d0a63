import { PageMeta } from '../../components/ui/page-meta';
import { PageHeading } from '../../components/ui/status';
import { UnsubscribeView } from '../../features/promotions';

/** /unsubscribe: the marketing mails' link. */
export default function UnsubscribeScreen() {
  return (
    <div className="container-page py-8 sm:py-10">
      <PageMeta title="Unsubscribe" />
      <PageHeading>Marketing mails</PageHeading>
      <UnsubscribeView />
    </div>
  );
}
