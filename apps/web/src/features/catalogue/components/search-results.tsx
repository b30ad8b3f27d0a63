import { Link } from 'react-router';
import { formatInr, SCREEN, SIZES, type Variant } from '@shop/shared';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Skeleton, StateMessage } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { CARD_IMAGE_SIZES } from './product-card';

function SearchResult({ variant, priority }: { variant: Variant; priority: boolean }) {
  const inStock = SIZES.some((s) => variant.quantity[s] > 0);
  return (
    <li>
      <Link
        to={paths.product(variant.product._id)}
        className="card group flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lg"
      >
        <div className="aspect-[4/5] overflow-hidden bg-paper">
          <ResponsiveImage
            image={variant.image}
            alt=""
            sizes={CARD_IMAGE_SIZES}
            priority={priority}
            className="transition-transform duration-300 group-hover:scale-[1.03]"
          />
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <h2 className="font-display text-lg leading-snug font-semibold group-hover:underline">
            {variant.product.name}
          </h2>
          <p className="flex items-center gap-2 text-sm text-ink-soft">
            <span
              aria-hidden
              className="size-3 rounded-full ring-1 ring-ink/15"
              style={{ backgroundColor: variant.color.hex }}
            />
            {variant.color.name}
          </p>
          <div className="mt-auto flex items-center justify-between pt-2">
            <span className="font-semibold">{formatInr(variant.price)}</span>
            {!inStock ? <span className="text-xs font-semibold text-danger">Sold out</span> : null}
          </div>
        </div>
      </Link>
    </li>
  );
}

/** The results of a search, each leading to its product page. */
export function SearchResults({
  query,
  variants,
  isPending,
  isError,
  errorText,
}: {
  query: string;
  variants: Variant[] | undefined;
  isPending: boolean;
  isError: boolean;
  errorText: string;
}) {
  if (isPending) {
    return (
      <ul
        className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        aria-busy="true"
        aria-label="Searching"
      >
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
            <Skeleton className="aspect-[4/5]" />
          </li>
        ))}
      </ul>
    );
  }
  if (isError || !variants) return <StateMessage tone="error">{errorText}</StateMessage>;
  if (variants.length === 0) return <StateMessage>{SCREEN.noSearchResults(query)}</StateMessage>;
  return (
    <ul
      className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      aria-label={`Results for ${query}`}
    >
      {variants.map((variant, i) => (
        <SearchResult key={variant._id} variant={variant} priority={i === 0} />
      ))}
    </ul>
  );
}
