import { PageMeta } from '../../components/ui/page-meta';
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
  return (
    <>
      <PageMeta
        title="Oversized T-shirts with a story"
        description="Heavyweight oversized T-shirts designed in Ludhiana, each with a story. Cash on delivery and delivery across India."
      />
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
