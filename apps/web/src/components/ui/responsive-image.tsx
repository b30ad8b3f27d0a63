import type { Image } from '@shop/shared';

type Props = {
  image: Image | null | undefined;
  alt: string;
  sizes: string;
  /** The first picture of a page loads eagerly with high priority; the rest lazily. */
  priority?: boolean;
  className?: string;
};

export const FALLBACK_IMAGE = '/placeholder-tee.svg';

/** A stored image with every width in srcset; never stretched (object-cover in a fixed ratio box). */
export function ResponsiveImage({ image, alt, sizes, priority = false, className = '' }: Props) {
  const srcSet = image?.sources.map((s) => `${s.url} ${s.width}w`).join(', ');
  return (
    <img
      src={image?.url ?? FALLBACK_IMAGE}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={`h-full w-full object-cover ${className}`}
    />
  );
}
