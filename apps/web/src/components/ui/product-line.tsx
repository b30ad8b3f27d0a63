import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Image } from '@shop/shared';
import { useTexts } from '../../lib/i18n';
import { ResponsiveImage } from './responsive-image';

/**
 * The picture of a product line, linking to the product. Hidden from assistive technology and the
 * tab order, because the name beside it links to the same page. `className` sets the width.
 */
export function ProductLineImage({
  to,
  image,
  sizes,
  className,
}: {
  to: string;
  image: Image | null | undefined;
  sizes: string;
  className: string;
}) {
  return (
    <Link
      to={to}
      className={`block aspect-[4/5] shrink-0 overflow-hidden rounded-[var(--radius-control)] bg-paper ${className}`}
      tabIndex={-1}
      aria-hidden
    >
      <ResponsiveImage image={image} alt="" sizes={sizes} />
    </Link>
  );
}

/**
 * A product line's name (linking to the product), then its colour swatch, size and any `children`
 * (such as the unit price). The class props add to the heading's and the details' own classes.
 */
export function ProductLineSummary({
  to,
  name,
  color,
  size,
  headingClassName = '',
  detailsClassName = '',
  children,
}: {
  to: string;
  name: string;
  color: { name: string; hex: string };
  size: string;
  headingClassName?: string;
  detailsClassName?: string;
  children?: ReactNode;
}) {
  const sizeLabel = useTexts().storefront.size;
  return (
    <>
      <h3 className={`font-display text-base font-semibold leading-snug wrap-anywhere ${headingClassName}`}>
        <Link to={to} className="hover:underline">
          {name}
        </Link>
      </h3>
      <p className={`flex flex-wrap items-center gap-x-3 text-sm text-ink-soft ${detailsClassName}`}>
        <span className="inline-flex items-center gap-1.5">
          <span
            aria-hidden
            className="inline-block size-3.5 rounded-full border border-ink/20"
            style={{ backgroundColor: color.hex }}
          />
          {color.name}
        </span>
        <span>
          {sizeLabel} <strong className="font-semibold text-ink">{size}</strong>
        </span>
        {children}
      </p>
    </>
  );
}
