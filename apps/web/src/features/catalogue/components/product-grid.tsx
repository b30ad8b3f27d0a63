import { lazy, Suspense, useState } from 'react';
import { CATALOGUE_SCREEN, type ProductSummary } from '@shop/shared';
import { LoadFailed, Loading, Skeleton, StateMessage } from '../../../components/ui/status';
import { Later } from '../../../lib/take-over';
import { ProductCard } from './product-card';

// The story dialog loads when a shopper first opens a story, not with the list.
const StoryDialog = lazy(() => import('./story-dialog').then((m) => ({ default: m.StoryDialog })));

// Two columns from the smallest phone up, as shoppers expect to compare tees side by side.
const GRID = 'grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4';

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Loading className={GRID} label="Loading products">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="card overflow-hidden">
          <Skeleton className="aspect-[4/5] rounded-none" />
          <div className="flex flex-col gap-2 p-3 sm:p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="mt-2 h-9 w-full" />
          </div>
        </div>
      ))}
    </Loading>
  );
}

/**
 * Products in 2 to 4 columns with the list's states: skeletons while loading,
 * 'Failed to load products' with Try again, and 'No products available'. One story dialog serves
 * every card.
 */
export function ProductGrid({
  products,
  isPending,
  isError,
  skeletons = 8,
  headingLevel = 3,
  onRetry,
}: {
  products: ProductSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  skeletons?: number;
  /** 2 where the grid stands right under the page's title, 3 under a section heading. */
  headingLevel?: 2 | 3;
  onRetry?: () => void;
}) {
  const [story, setStory] = useState<ProductSummary | null>(null);
  // Once opened the dialog stays mounted, so closing it returns focus to the card's button.
  const [storyLoaded, setStoryLoaded] = useState(false);
  const readStory = (product: ProductSummary) => {
    setStoryLoaded(true);
    setStory(product);
  };
  if (isPending) return <ProductGridSkeleton count={skeletons} />;
  if (isError || !products) {
    return <LoadFailed onRetry={onRetry}>{CATALOGUE_SCREEN.productsFailed}</LoadFailed>;
  }
  if (products.length === 0) return <StateMessage>{CATALOGUE_SCREEN.productsEmpty}</StateMessage>;
  return (
    <>
      <div className={GRID}>
        {products.map((product, i) => (
          // Each card is taken over in a task of its own when the page was rendered on the server.
          <Later key={product._id}>
            <ProductCard product={product} priority={i === 0} headingLevel={headingLevel} onReadStory={readStory} />
          </Later>
        ))}
      </div>
      {storyLoaded ? (
        <Suspense fallback={null}>
          <StoryDialog product={story} onClose={() => setStory(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
