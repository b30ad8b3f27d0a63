import { Link } from 'react-router';
import type { ProductSummary } from '@shop/shared';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../lib/i18n';
import { ColorDots } from './color-dots';
import { MrpPrice } from './mrp-price';
import { Rating } from './rating';

/** A card's photo width in the product grids (shared: /products' HTML preloads the first). */
export { CARD_IMAGE_SIZES } from '@shop/shared';
import { CARD_IMAGE_SIZES } from '@shop/shared';

/** A product in a grid: photo, name, INR price, colours, rating, View Product and Read Story. */
export function ProductCard({
  product,
  priority = false,
  headingLevel = 3,
  onReadStory,
}: {
  product: ProductSummary;
  priority?: boolean;
  /** The card's name is a heading one level under the section it stands in. */
  headingLevel?: 2 | 3;
  onReadStory?: (product: ProductSummary) => void;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const texts = useTexts().storefront;
  return (
    <article className="card group flex flex-col overflow-hidden" aria-labelledby={`product-${product._id}`}>
      <Link
        to={paths.product(product._id)}
        className="block aspect-[4/5] overflow-hidden bg-paper"
        tabIndex={-1}
        aria-hidden
      >
        <ResponsiveImage
          image={product.variant?.image}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Heading
          id={`product-${product._id}`}
          className="font-display text-base leading-snug font-semibold wrap-anywhere sm:text-lg"
        >
          <Link to={paths.product(product._id)} className="hover:underline">
            {product.name}
          </Link>
        </Heading>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {product.price !== null ? (
            <MrpPrice
              price={product.price}
              mrp={product.variant?.price === product.price ? product.variant.mrp : null}
            />
          ) : null}
          <ColorDots colors={product.colors} />
        </div>
        {product.reviewCount > 0 ? <Rating value={product.averageRating} count={product.reviewCount} /> : null}
        <div className="mt-auto grid grid-cols-1 gap-2 pt-2 sm:grid-cols-2">
          <ButtonLink to={paths.product(product._id)} size="sm" aria-label={texts.viewProductOf(product.name)}>
            {texts.viewProduct}
          </ButtonLink>
          {onReadStory ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onReadStory(product)}
              aria-label={texts.readStoryOf(product.name)}
            >
              {texts.readStory}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
