import { SCREEN } from '@shop/shared';
import { Skeleton, StateMessage } from '../../../components/ui/status';
import { useProducts } from '../api/get-products';
import { ProductCard } from './product-card';

/** A grid of products: 1 to 4 columns depending on width. */
export function FeaturedProducts({ limit = 8 }: { limit?: number }) {
  const { data, isPending, isError } = useProducts({ limit });
  if (isPending) {
    return (
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="aspect-[4/5]" />
        ))}
      </div>
    );
  }
  if (isError) return <StateMessage tone="error">{SCREEN.productsFailed}</StateMessage>;
  if (data.products.length === 0) return <StateMessage>{SCREEN.productsEmpty}</StateMessage>;
  return (
    <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {data.products.map((product, i) => (
        <ProductCard key={product._id} product={product} priority={i === 0} />
      ))}
    </div>
  );
}
