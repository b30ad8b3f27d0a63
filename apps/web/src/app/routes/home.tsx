import { PageMeta } from '../../components/ui/page-meta';
import { useTexts } from '../../lib/i18n';
import { Later } from '../../lib/take-over';
import {
  HomeHero,
  NewCollection,
  PromiseSection,
  RecentlyViewed,
  StoryBlocks,
  Tagline,
} from '../../features/catalogue';

export default function HomeScreen() {
  const texts = useTexts().storefront;
  return (
    <>
      <PageMeta title={texts.homeTitle} description={texts.homeDescription} />
      {/* Each section is taken over in a task of its own (the new collection's cards each in theirs). */}
      <Later>
        <HomeHero />
      </Later>
      <NewCollection />
      <RecentlyViewed className="container-page pb-12" />
      <Later>
        <PromiseSection />
      </Later>
      <Later>
        <StoryBlocks />
      </Later>
      <Later>
        <Tagline />
      </Later>
    </>
  );
}
