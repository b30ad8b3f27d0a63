import type { Image } from '@shop/shared';

type Props = {
  image: Image | null | undefined;
  alt: string;
  /** How wide the picture shows at each screen width (the `sizes` attribute). */
  sizes: string;
  /** The first picture of a page loads eagerly with high priority; the rest lazily. */
  priority?: boolean;
  className?: string;
};

export const FALLBACK_IMAGE = '/placeholder-tee.svg';

/** The shape of a product photo (1280 × 1600), for pictures stored before their size was kept. */
const PHOTO_SIZE = { width: 1280, height: 1600 };

const srcSetOf = (files: Image['sources'] | undefined) =>
  files?.length ? files.map((file) => `${file.url} ${file.width}w`).join(', ') : undefined;

/**
 * A stored image as a `<picture>`: AVIF at every width where the browser reads it, else WebP, the
 * browser choosing the width from `sizes`. Pictures stored before AVIF offer their WebP only.
 * Width and height give the box its shape before the file arrives; the picture fills its box
 * (object-cover in a fixed ratio box), never stretched.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className = '' }: Props) {
  const webp = srcSetOf(image?.sources);
  const avif = srcSetOf(image?.avif);
  const size = image?.width && image.height ? { width: image.width, height: image.height } : PHOTO_SIZE;
  return (
    <picture className="block h-full w-full">
      {avif ? <source type="image/avif" srcSet={avif} sizes={sizes} /> : null}
      {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
      <img
        src={image?.url ?? FALLBACK_IMAGE}
        width={size.width}
        height={size.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className={`h-full w-full object-cover ${className}`}
      />
    </picture>
  );
}
