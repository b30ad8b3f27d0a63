import { PageMeta } from '../../components/ui/page-meta';
import { PolicyLayout, POLICY_META, RefundPolicy } from '../../features/content';

export default function RefundPolicyScreen() {
  const meta = POLICY_META.refund;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <PolicyLayout title={meta.title} lead={meta.lead}>
        <RefundPolicy />
      </PolicyLayout>
    </>
  );
}
