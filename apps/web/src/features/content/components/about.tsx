import { MapPin, Ruler, Shirt, Truck } from 'lucide-react';
import { DELIVERY_PROMISE, SIZES, STORE } from '@shop/shared';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** The shop's mark: the tee of the favicon. */
export function TeeMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={className}>
      <path d="M20 12 Q32 21 44 12 L58 19 L53 33 L46 30 L46 54 L18 54 L18 30 L11 33 L6 19 Z" fill="currentColor" />
    </svg>
  );
}

const FACTS = [
  { icon: Shirt, title: 'Heavyweight cotton', text: 'Soft, thick fabric that keeps its shape wash after wash.' },
  {
    icon: Ruler,
    title: `${SIZES[0]} to ${SIZES[SIZES.length - 1]}`,
    text: 'Roomy oversized cuts with a size chart on every tee.',
  },
  {
    icon: Truck,
    title: 'Delivered across India',
    text: DELIVERY_PROMISE,
  },
  { icon: MapPin, title: `Made in ${STORE.address.city}`, text: 'Cut, printed and packed in our Punjab studio.' },
] as const;

/** /about's hero: who we are, and what every tee promises. */
export function AboutHero() {
  return (
    <section className="bg-ink text-white" aria-labelledby="about-title">
      <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.3fr_1fr]">
        <div className="flex flex-col gap-5">
          <p className="eyebrow">About {STORE.name}</p>
          <h1 id="about-title" className="text-display-md font-bold sm:text-display-lg">
            Every fit tells a story.
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-white/80">
            {STORE.name} began in {STORE.address.city} with one idea: a T-shirt should feel like it was made for the way
            you live. We design roomy, oversized tees with prints drawn from the streets, seasons and small moments of
            India, and we write down the story behind every one.
          </p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={paths.products} variant="secondary" size="lg">
              Shop the collection
            </ButtonLink>
            <ButtonLink
              to={paths.faq}
              variant="ghost"
              size="lg"
              className="border border-white/30 text-white hover:border-white hover:bg-white/10"
            >
              Read the FAQ
            </ButtonLink>
          </div>
        </div>
        <div className="relative mx-auto hidden aspect-square w-full max-w-sm lg:block" aria-hidden>
          <div className="absolute inset-0 rounded-[2rem] bg-brand/20" />
          <div className="absolute inset-6 grid place-items-center rounded-[1.5rem] border border-white/10 bg-white/5">
            <TeeMark className="size-48 text-brand" />
          </div>
        </div>
      </div>
    </section>
  );
}

/** What a customer can count on, in four short facts. */
export function AboutFacts() {
  return (
    <section aria-labelledby="facts-title">
      <h2 id="facts-title" className="sr-only">
        What you can count on
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FACTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="card flex flex-col gap-2 p-5">
            <span className="grid size-10 place-items-center rounded-full bg-brand-soft text-brand-strong">
              <Icon className="size-5" aria-hidden />
            </span>
            <h3 className="text-lg font-semibold">{title}</h3>
            <p className="text-sm text-ink-soft">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Our story, in two short paragraphs beside a pull quote. */
export function AboutStory() {
  return (
    <section aria-labelledby="story-title" className="grid gap-8 lg:grid-cols-2 lg:gap-16">
      <div className="flex flex-col gap-4">
        <p className="eyebrow">Our story</p>
        <h2 id="story-title" className="text-display-sm font-bold">
          Clothes that carry a memory
        </h2>
        <p className="leading-relaxed text-ink-soft">
          Each design starts with a story: a monsoon evening on a rooftop, a late-night chai stall, the first long ride
          of the year. We sketch it, print it on heavyweight cotton and cut it loose, so the tee moves with you and the
          story travels with you.
        </p>
        <p className="leading-relaxed text-ink-soft">
          We make small batches, check every piece by hand and ship straight from our studio, so you get the tee we
          would wear ourselves, at a fair price, with nothing in between.
        </p>
      </div>
      <blockquote className="card flex flex-col justify-center gap-4 bg-brand-soft p-8">
        <p className="font-display text-2xl leading-snug font-semibold text-ink sm:text-3xl">
          “Wear the tee, tell the story. That is the whole idea.”
        </p>
        <footer className="text-sm font-medium text-ink-soft">
          The {STORE.name} team, {STORE.address.city}
        </footer>
      </blockquote>
    </section>
  );
}

/** The logo banner closing /about. */
export function LogoBanner() {
  return (
    <section
      aria-label={`${STORE.name} logo`}
      className="overflow-hidden rounded-[var(--radius-card)] bg-ink text-white"
    >
      <div className="flex flex-col items-center gap-4 px-6 py-12 text-center sm:flex-row sm:justify-center sm:gap-8 sm:py-16">
        <TeeMark className="size-20 text-brand sm:size-24" />
        <div className="flex flex-col items-center gap-2 sm:items-start">
          <p className="font-display text-5xl font-bold tracking-tight sm:text-7xl">
            Story<span className="text-brand">Fit</span>
          </p>
          <p className="text-sm font-semibold tracking-[0.3em] text-white/70 uppercase">{STORE.tagline}</p>
        </div>
      </div>
    </section>
  );
}
