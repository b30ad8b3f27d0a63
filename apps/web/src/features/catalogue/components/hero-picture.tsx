import { HERO_SIZES, HERO_WIDTHS } from '@shop/shared';
import avif480 from '../assets/hero-480.avif';
import avif800 from '../assets/hero-800.avif';
import avif1200 from '../assets/hero-1200.avif';
import avif1600 from '../assets/hero-1600.avif';
import webp480 from '../assets/hero-480.webp';
import webp800 from '../assets/hero-800.webp';
import webp1200 from '../assets/hero-1200.webp';
import webp1600 from '../assets/hero-1600.webp';

const srcSet = (urls: string[]) => urls.map((url, i) => `${url} ${HERO_WIDTHS[i]}w`).join(', ');

/** Full width on phones and tablets; the right column (6/11 of the page, at most ~650 px) on laptops. */
const SIZES = HERO_SIZES;

/**
 * The collection on three dress forms (drawn by scripts/draw-hero.ts). AVIF where the browser
 * reads it, WebP otherwise; width and height reserve its 16:10 box before it loads, and it loads
 * first: on a laptop it is the largest thing in view.
 */
export function HeroPicture() {
  return (
    <picture className="block overflow-hidden rounded-[var(--radius-card)] shadow-2xl ring-1 ring-white/10">
      <source type="image/avif" srcSet={srcSet([avif480, avif800, avif1200, avif1600])} sizes={SIZES} />
      <source type="image/webp" srcSet={srcSet([webp480, webp800, webp1200, webp1600])} sizes={SIZES} />
      <img
        src={webp800}
        width={1600}
        height={1000}
        alt="Three StoryFit oversized tees on dress forms: Himalayan Dawn in sage, Desert Sun in terracotta and Monsoon Drift in indigo."
        fetchPriority="high"
        decoding="async"
        className="block h-auto w-full"
      />
    </picture>
  );
}
