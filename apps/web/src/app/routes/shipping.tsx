import { PageMeta } from '../../components/ui/page-meta';
import { PolicyLayout, POLICY_META, ShippingPolicy } from '../../features/content';

export default function ShippingPolicyScreen() {
  const meta = POLICY_META.shipping;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <PolicyLayout title={meta.title} lead={meta.lead}>
        <ShippingPolicy />
      </PolicyLayout>
    </>
  );
}
