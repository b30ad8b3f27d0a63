import { PageMeta } from '../../components/ui/page-meta';
import { PolicyLayout, POLICY_META, PrivacyPolicy } from '../../features/content';

export default function PrivacyPolicyScreen() {
  const meta = POLICY_META.privacy;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <PolicyLayout title={meta.title} lead={meta.lead}>
        <PrivacyPolicy />
      </PolicyLayout>
    </>
  );
}
