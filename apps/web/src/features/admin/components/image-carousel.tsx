import { useState } from 'react';
import type { Image } from '@shop/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

/** One image at a time with previous/next arrows and a position counter; no thumbnails. */
export function ImageCarousel({ images, label }: { images: Image[]; label: string }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="flex flex-col items-center gap-3"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(-1);
        if (event.key === 'ArrowRight') go(1);
      }}
    >
      {/* The picture always fits the viewport: as tall as the dialog allows, never cut. */}
      <div
        data-testid="carousel-frame"
        className="relative aspect-[4/5] h-[min(35rem,calc(85dvh-14rem))] max-w-full overflow-hidden rounded-[var(--radius-card)] bg-paper"
      >
        <div role="group" aria-roledescription="slide" aria-label={`Image ${index + 1} of ${count}`} className="h-full">
          <ResponsiveImage
            image={current}
            alt={`${label}, image ${index + 1} of ${count}`}
            sizes="(min-width: 640px) 28rem, 90vw"
            className="object-contain!"
          />
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="Previous image"
              className="absolute top-1/2 left-2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-card/90 shadow-md hover:bg-card"
            >
              <ChevronLeft className="size-5" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label="Next image"
              className="absolute top-1/2 right-2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-card/90 shadow-md hover:bg-card"
            >
              <ChevronRight className="size-5" aria-hidden />
            </button>
          </>
        ) : null}
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {index + 1} / {count}
      </p>
    </div>
  );
}
