import { Link } from 'react-router';
import { formatInr, LIST_PAGE_TEXTS, withQuery, type ProductList, type ProductSummary } from '@shop/shared';
import { useScreenTexts, useTexts } from '../../../lib/i18n';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Skeleton, StateMessage } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { useProducts } from '../api/get-products';
import { ColorDots } from './color-dots';
import { CARD_IMAGE_SIZES } from './product-card';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4';

/** One T-shirt found: photo, name, price and its colours as swatches. */
function SearchResult({ product, priority }: { product: ProductSummary; priority: boolean }) {
  return (
    <li>
      <Link
        to={paths.product(product._id)}
        className="card group flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lg"
      >
        <div className="aspect-[4/5] overflow-hidden bg-paper">
          <ResponsiveImage
            image={product.variant?.image}
            alt=""
            sizes={CARD_IMAGE_SIZES}
            priority={priority}
            className="transition-transform duration-300 group-hover:scale-[1.03]"
          />
        </div>
        <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
          <h2 className="font-display text-base leading-snug font-semibold wrap-anywhere group-hover:underline sm:text-lg">
            {product.name}
          </h2>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
            {product.price !== null ? <span className="font-semibold">{formatInr(product.price)}</span> : null}
            <ColorDots colors={product.colors} />
          </div>
        </div>
      </Link>
    </li>
  );
}

/**
 * The results of a search, one per product, each leading to its product page. Nothing found: the
 * catalogue's nearest words and popular tees in stock, as the server offers them.
 */
export function SearchResults({
  query,
  products,
  suggestions,
  isPending,
  isError,
  errorText,
  onRetry,
}: {
  query: string;
  products: ProductSummary[] | undefined;
  suggestions?: ProductList['suggestions'];
  isPending: boolean;
  isError: boolean;
  errorText: string;
  onRetry?: () => void;
}) {
  const texts = useScreenTexts('listPage', LIST_PAGE_TEXTS);
  const catalogue = useTexts().catalogue;
  if (isPending) {
    return (
      <ul className={GRID} aria-busy="true" aria-label={texts.searching}>
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
            <Skeleton className="aspect-[4/5]" />
          </li>
        ))}
      </ul>
    );
  }
  if (isError || !products) {
    return (
      <StateMessage
        tone="error"
        action={
          onRetry ? (
            <button type="button" className="font-semibold underline underline-offset-4" onClick={onRetry}>
              {texts.tryAgain}
            </button>
          ) : null
        }
      >
        {errorText}
      </StateMessage>
    );
  }
  if (products.length === 0) {
    return (
      <>
        <StateMessage>{catalogue.noSearchResults(query)}</StateMessage>
        {suggestions ? <Suggestions suggestions={suggestions} /> : <PopularInstead />}
      </>
    );
  }
  return (
    <ul className={GRID} aria-label={texts.resultsFor(query)}>
      {products.map((product, i) => (
        <SearchResult key={product._id} product={product} priority={i === 0} />
      ))}
    </ul>
  );
}

const POPULAR_COUNT = 4;

/** What an empty search offers instead: the best-rated tees of the shop. */
function PopularInstead() {
  const popular = useProducts({ sort: 'rating', limit: POPULAR_COUNT });
  const products = popular.data?.products ?? [];
  const catalogue = useTexts().catalogue;
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="popular-instead-title" className="flex flex-col gap-4">
      <h2 id="popular-instead-title" className="text-xl font-bold">
        {catalogue.popularInstead}
      </h2>
      <ul className={GRID}>
        {products.map((product) => (
          <SearchResult key={product._id} product={product} priority={false} />
        ))}
      </ul>
    </section>
  );
}

/** What the server offers instead of an empty result: its nearest words, then popular tees in stock. */
function Suggestions({ suggestions }: { suggestions: NonNullable<ProductList['suggestions']> }) {
  const catalogue = useTexts().catalogue;
  return (
    <div className="flex flex-col gap-8">
      {suggestions.words.length > 0 ? (
        <section aria-labelledby="nearest-words-title" className="flex flex-col gap-3">
          <h2 id="nearest-words-title" className="text-xl font-bold">
            {catalogue.nearestWords}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {suggestions.words.map((word) => (
              <li key={word}>
                <Link
                  to={withQuery(paths.search, { q: word })}
                  className="inline-flex min-h-11 items-center rounded-full border border-line bg-card px-4 font-semibold hover:border-ink"
                >
                  {word}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {suggestions.products.length > 0 ? (
        <section aria-labelledby="popular-in-stock-title" className="flex flex-col gap-4">
          <h2 id="popular-in-stock-title" className="text-xl font-bold">
            {catalogue.popularInStock}
          </h2>
          <ul className={GRID}>
            {suggestions.products.map((product) => (
              <SearchResult key={product._id} product={product} priority={false} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
