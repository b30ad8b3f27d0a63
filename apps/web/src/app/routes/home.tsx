import { STORE } from '@shop/shared';
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { FeaturedProducts } from '../../features/catalogue';

export default function HomeScreen() {
  return (
    <>
      <title>{`${STORE.name} | Oversized T-shirts with a story`}</title>
      <section className="bg-ink text-white">
        <div className="container-page flex flex-col gap-6 py-16 sm:py-24">
          <p className="text-sm font-semibold tracking-[0.2em] text-brand uppercase">{STORE.tagline}</p>
          <h1 className="max-w-3xl text-4xl font-bold sm:text-6xl">Oversized tees, cut roomy, made with a story.</h1>
          <p className="max-w-xl text-white/75">
            Heavyweight cotton, dropped shoulders and prints inspired by the places and moments of India.
          </p>
          <div>
            <ButtonLink to={paths.products} variant="secondary" size="lg">
              Tell Your Story
            </ButtonLink>
          </div>
        </div>
      </section>
      <section className="container-page py-12" aria-labelledby="new-collection">
        <h2 id="new-collection" className="mb-6 text-2xl font-bold sm:text-3xl">
          New collection
        </h2>
        <FeaturedProducts limit={8} />
      </section>
    </>
  );
}
