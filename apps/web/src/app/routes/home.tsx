import { PageMeta } from '../../components/ui/page-meta';
import { HomeHero, NewCollection, PromiseSection, StoryBlocks, Tagline } from '../../features/catalogue';

export default function HomeScreen() {
  return (
    <>
      <PageMeta
        title="Oversized T-shirts with a story"
        description="Heavyweight oversized T-shirts designed in Ludhiana, each with a story. Cash on delivery and delivery across India."
      />
      <HomeHero />
      <NewCollection />
      <PromiseSection />
      <StoryBlocks />
      <Tagline />
    </>
  );
}
