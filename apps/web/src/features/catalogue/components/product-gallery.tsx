import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PRODUCT_PHOTO_SIZES, type Image, PRODUCT_PAGE_TEXTS } from '@shop/shared';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useScreenTexts } from '../../../lib/i18n';

/**
 * The chosen colour's photos: a large picture, previous/next, and thumbnails. With no photo at
 * all the fallback T-shirt picture shows. The parent resets `index` when the colour changes.
 */
export function ProductGallery({
  images,
  index,
  onIndexChange,
  alt,
}: {
  images: Image[];
  index: number;
  onIndexChange: (index: number) => void;
  alt: string;
}) {
  const texts = useScreenTexts('productPage', PRODUCT_PAGE_TEXTS);
  const count = images.length;
  const current = count ? images[Math.min(index, count - 1)] : null;
  const go = (step: number) => onIndexChange((index + step + count) % count);
  return (
    <section aria-label={texts.photos} className="flex flex-col gap-3">
      <div className="relative aspect-[4/5] overflow-hidden rounded-[var(--radius-card)] bg-card ring-1 ring-line">
        <ResponsiveImage
          key={current?.url ?? 'fallback'}
          image={current}
          alt={count > 1 ? `${alt}, photo ${index + 1} of ${count}` : alt}
          sizes={PRODUCT_PHOTO_SIZES}
          priority
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={texts.previousPhoto}
              className="absolute top-1/2 left-3 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-card/90 shadow hover:bg-card"
            >
              <ChevronLeft className="size-5" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={texts.nextPhoto}
              className="absolute top-1/2 right-3 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-card/90 shadow hover:bg-card"
            >
              <ChevronRight className="size-5" aria-hidden />
            </button>
            <p className="absolute right-3 bottom-3 rounded-full bg-ink/75 px-2.5 py-1 text-xs font-semibold text-white">
              {index + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={texts.choosePhoto}>
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => onIndexChange(i)}
                aria-label={texts.showPhoto(i + 1)}
                aria-current={i === index ? 'true' : undefined}
                className={`block size-16 overflow-hidden rounded-[var(--radius-control)] ring-2 sm:size-20 ${
                  i === index ? 'ring-ink' : 'ring-transparent hover:ring-line'
                }`}
              >
                <ResponsiveImage image={image} alt="" sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
