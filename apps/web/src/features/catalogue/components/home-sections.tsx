import { BadgeIndianRupee, RefreshCcw, Shirt, Truck } from 'lucide-react';
import {
  DELIVERY_ZONE_DAYS,
  formatInr,
  HOME_NEW_COLLECTION_QUERY,
  HOME_STORIES_QUERY,
  PROCESSING_BUSINESS_DAYS,
  RETURN_WINDOW_DAYS,
  SHIPPING_FEE_RUPEES,
  STORE,
  type ProductSummary,
  HOME_PAGE_TEXTS,
  type ScreenTexts,
} from '@shop/shared';
import { ButtonLink } from '../../../components/ui/button';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Skeleton } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { useLocalisedPath, useScreenTexts, useTexts } from '../../../lib/i18n';
import { useProducts } from '../api/get-products';
import { Typewriter } from './typewriter';
import { FeaturedProducts } from './featured-products';
import { HeroPicture } from './hero-picture';

export const BRAND_LINES = [
  STORE.tagline,
  'oversized tees, cut roomy',
  'designed in Ludhiana',
  'printed with a story',
] as const;

/** The hero: headline, the typewriter brand line, Tell Your Story, and the collection on dress forms. */
export function HomeHero() {
  const texts = useTexts().storefront;
  const localised = useLocalisedPath();
  return (
    <section className="relative overflow-hidden bg-ink text-white">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-brand/25 blur-3xl"
      />
      <div className="container-page relative grid items-center gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-12 lg:py-20">
        <div className="flex flex-col gap-6">
          <Typewriter
            lines={BRAND_LINES}
            className="min-h-6 text-sm font-semibold tracking-[0.2em] text-brand uppercase"
          />
          <h1 className="max-w-3xl text-4xl font-bold sm:text-6xl lg:text-5xl xl:text-6xl">{texts.heroHeading}</h1>
          <p className="max-w-xl text-white/75">{texts.heroLead}</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={localised(paths.products)} variant="secondary" size="lg">
              {texts.heroShop}
            </ButtonLink>
            <ButtonLink to={localised(paths.search)} variant="ghost" size="lg" className="text-white hover:bg-white/10">
              {texts.heroSearch}
            </ButtonLink>
          </div>
        </div>
        <HeroPicture />
      </div>
    </section>
  );
}

function StoryBlock({ product, flip }: { product: ProductSummary; flip: boolean }) {
  const texts = useTexts().storefront;
  const localised = useLocalisedPath();
  return (
    <article
      className={`grid items-center gap-6 md:gap-12 ${
        flip ? 'md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]' : 'md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]'
      }`}
      aria-labelledby={`story-${product._id}`}
    >
      <div
        className={`aspect-square overflow-hidden rounded-[var(--radius-card)] bg-card ring-1 ring-line ${flip ? 'md:order-2' : ''}`}
      >
        <ResponsiveImage
          image={product.variant?.image}
          alt={product.name}
          sizes="(min-width: 1280px) 487px, (min-width: 768px) calc(42vw - 40px), calc(100vw - 2rem)"
        />
      </div>
      <div className="flex flex-col gap-4">
        <p className="text-xs font-semibold tracking-[0.2em] text-brand uppercase">{texts.storyBehind}</p>
        <h3 id={`story-${product._id}`} className="text-2xl font-bold wrap-anywhere sm:text-3xl">
          {product.name}
        </h3>
        <p className="text-lg leading-relaxed text-ink-soft">{product.story}</p>
        <div className="flex flex-wrap items-center gap-4">
          <ButtonLink to={localised(paths.product(product._id))}>{texts.viewProduct}</ButtonLink>
          {product.price !== null ? (
            <span className="font-semibold">{texts.priceFrom(formatInr(product.price))}</span>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** Two product story blocks, alternating picture and text. */
export function StoryBlocks() {
  const texts = useTexts().storefront;
  const { data, isPending, isError } = useProducts(HOME_STORIES_QUERY);
  if (isError) return null;
  return (
    <section className="container-page flex flex-col gap-12 py-14 sm:gap-16 sm:py-20" aria-labelledby="stories-heading">
      <div className="flex flex-col gap-2">
        <h2 id="stories-heading" className="text-2xl font-bold sm:text-3xl">
          {texts.storiesHeading}
        </h2>
        <p className="max-w-2xl text-ink-soft">{texts.storiesLead}</p>
      </div>
      {isPending
        ? [0, 1].map((i) => (
            <div key={i} className="grid gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:gap-12" aria-hidden>
              <Skeleton className="aspect-square" />
              <div className="flex flex-col justify-center gap-3">
                <Skeleton className="h-8 w-2/3" />
                <Skeleton className="h-24 w-full" />
              </div>
            </div>
          ))
        : data.products.map((product, i) => <StoryBlock key={product._id} product={product} flip={i % 2 === 1} />)}
    </section>
  );
}

const range = ({ min, max }: { min: number; max: number }) => `${min}–${max}`;

/** The four promises in the shown language (the delivery days from the table every order's date comes from). */
const promises = (texts: ScreenTexts['homePage']) =>
  [
    { icon: Shirt, title: texts.promiseCotton, text: texts.promiseCottonText },
    {
      icon: Truck,
      title: texts.promiseShipping(formatInr(SHIPPING_FEE_RUPEES)),
      text: texts.promiseDelivery(
        range(PROCESSING_BUSINESS_DAYS),
        range(DELIVERY_ZONE_DAYS.metro),
        range(DELIVERY_ZONE_DAYS.rest_of_india),
      ),
    },
    { icon: BadgeIndianRupee, title: texts.promiseCod, text: texts.promiseCodText },
    {
      icon: RefreshCcw,
      title: texts.promiseReturns(RETURN_WINDOW_DAYS),
      text: texts.promiseReturnsText(RETURN_WINDOW_DAYS),
    },
  ] as const;

/** What every order promises, in the words of the policy pages. */
export function PromiseSection() {
  const texts = useTexts().storefront;
  const page = useScreenTexts('homePage', HOME_PAGE_TEXTS);
  return (
    <section className="border-y border-line bg-card" aria-labelledby="promise-heading">
      <div className="container-page py-14 sm:py-16">
        <h2 id="promise-heading" className="mb-8 text-2xl font-bold sm:text-3xl">
          {texts.ourPromise}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {promises(page).map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col gap-3">
              <span className="grid size-11 place-items-center rounded-full bg-brand-soft text-brand-strong">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="text-sm leading-relaxed text-ink-soft">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The new collection teaser: the newest tees and a way to all of them. */
export function NewCollection() {
  const texts = useTexts().storefront;
  const localised = useLocalisedPath();
  return (
    <section className="container-page py-14 sm:py-20" aria-labelledby="new-collection">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <p className="text-xs font-semibold tracking-[0.2em] text-brand uppercase">{texts.justDropped}</p>
          <h2 id="new-collection" className="text-2xl font-bold sm:text-3xl">
            {texts.newCollection}
          </h2>
        </div>
        <ButtonLink to={localised(paths.products)} variant="secondary">
          {texts.shopNewCollection}
        </ButtonLink>
      </div>
      <FeaturedProducts limit={HOME_NEW_COLLECTION_QUERY.limit} />
    </section>
  );
}

/** The closing tagline. */
export function Tagline() {
  const texts = useScreenTexts('homePage', HOME_PAGE_TEXTS);
  const localised = useLocalisedPath();
  return (
    <section className="bg-brand text-white">
      <div className="container-page flex flex-col items-center gap-5 py-16 text-center">
        <p className="font-display text-3xl font-bold sm:text-5xl">{STORE.tagline}</p>
        <ButtonLink to={localised(paths.products)} variant="secondary" size="lg">
          {texts.findYours}
        </ButtonLink>
      </div>
    </section>
  );
}
