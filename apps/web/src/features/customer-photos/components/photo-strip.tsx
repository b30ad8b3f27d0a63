import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type Image, CUSTOMER_PHOTO_TEXTS } from '@shop/shared';
import { Dialog } from '../../../components/ui/dialog';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useScreenTexts } from '../../../lib/i18n';

/** A photo to show: its stored picture (all widths) or only its URL, with a key. */
export type PhotoView = { key: string; image: Image };

/**
 * Photos as a row of small square thumbnails; each opens the photo large in a dialog, with
 * previous and next when there are several.
 */
export function PhotoStrip({ photos, alt, size = 'md' }: { photos: PhotoView[]; alt: string; size?: 'sm' | 'md' }) {
  const [open, setOpen] = useState<number | null>(null);
  const texts = useScreenTexts('customerPhotos', CUSTOMER_PHOTO_TEXTS);
  if (photos.length === 0) return null;
  const box = size === 'sm' ? 'size-14' : 'size-20';
  const current = open === null ? undefined : photos[open];
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label={alt}>
        {photos.map((photo, i) => (
          <li key={photo.key}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={texts.open(i + 1, photos.length)}
              className={`${box} block overflow-hidden rounded-md border border-line bg-paper hover:border-ink focus-visible:outline-3 focus-visible:outline-brand`}
            >
              <ResponsiveImage image={photo.image} alt="" sizes="80px" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={current !== undefined}
        onClose={() => setOpen(null)}
        title={`${texts.viewer} ${(open ?? 0) + 1} / ${photos.length}`}
        size="lg"
      >
        {current ? (
          <div className="flex flex-col gap-3">
            <div className="flex justify-center bg-paper">
              <img
                src={current.image.url}
                srcSet={current.image.sources.map((s) => `${s.url} ${s.width}w`).join(', ') || undefined}
                sizes="(min-width: 48rem) 46rem, 100vw"
                width={current.image.width}
                height={current.image.height}
                alt={`${alt}: ${(open ?? 0) + 1}`}
                className="max-h-[65vh] w-auto max-w-full object-contain"
              />
            </div>
            {photos.length > 1 ? (
              <div className="flex justify-between gap-2">
                <button
                  type="button"
                  className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-semibold hover:bg-ink/5"
                  onClick={() => setOpen(((open ?? 0) - 1 + photos.length) % photos.length)}
                >
                  <ChevronLeft className="size-4" aria-hidden />
                  {texts.previous}
                </button>
                <button
                  type="button"
                  className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-semibold hover:bg-ink/5"
                  onClick={() => setOpen(((open ?? 0) + 1) % photos.length)}
                >
                  {texts.next}
                  <ChevronRight className="size-4" aria-hidden />
                </button>
              </div>
            ) : null}
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
