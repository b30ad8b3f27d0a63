import { Link } from 'react-router';
import { formatInr, type ProductSummary } from '@shop/shared';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { paths } from '../../../config/paths';

export function ProductCard({ product, priority = false }: { product: ProductSummary; priority?: boolean }) {
  return (
    <article className="card group flex flex-col overflow-hidden">
      <Link
        to={paths.product(product._id)}
        className="block aspect-[4/5] overflow-hidden bg-paper"
        tabIndex={-1}
        aria-hidden
      >
        <ResponsiveImage
          image={product.variant?.image}
          alt=""
          sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 90vw"
          priority={priority}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-display text-lg font-semibold leading-snug">
          <Link to={paths.product(product._id)} className="hover:underline">
            {product.name}
          </Link>
        </h3>
        {product.price !== null ? <p className="font-semibold text-ink">{formatInr(product.price)}</p> : null}
      </div>
    </article>
  );
}
