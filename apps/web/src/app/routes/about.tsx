import { STORE } from '@shop/shared';
import { PageMeta } from '../../components/ui/page-meta';
import { AboutFacts, AboutHero, AboutStory, Faq, LogoBanner } from '../../features/content';

export default function AboutScreen() {
  return (
    <>
      <PageMeta
        title="About us"
        description={`${STORE.name} makes oversized T-shirts in ${STORE.address.city}, each with a story. Read how our tees fit, which size to pick, delivery times and returns.`}
      />
      <AboutHero />
      <div className="container-page flex flex-col gap-16 py-12 sm:gap-20 sm:py-16">
        <AboutFacts />
        <AboutStory />
        <Faq />
        <LogoBanner />
      </div>
    </>
  );
}
