import { useProducts } from '../api/get-products';
import { ProductGrid } from './product-grid';

/** The newest products in the grid of the products page. */
export function FeaturedProducts({ limit = 8 }: { limit?: number }) {
  const { data, isPending, isError, refetch } = useProducts({ limit });
  return (
    <ProductGrid
      products={data?.products}
      isPending={isPending}
      isError={isError}
      skeletons={limit}
      onRetry={() => void refetch()}
    />
  );
}
