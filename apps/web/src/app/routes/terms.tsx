import { PageMeta } from '../../components/ui/page-meta';
import { PolicyLayout, POLICY_META, TermsSections } from '../../features/content';

export default function TermsScreen() {
  const meta = POLICY_META.terms;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <PolicyLayout title={meta.title} lead={meta.lead}>
        <TermsSections />
      </PolicyLayout>
    </>
  );
}
