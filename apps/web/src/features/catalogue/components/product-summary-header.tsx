import { type ProductDetail, PRODUCT_PAGE_TEXTS } from '@shop/shared';
import { MrpPrice } from './mrp-price';
import { Rating } from './rating';
import { useScreenTexts } from '../../../lib/i18n';

/** Name, price, rating and description at the top of the product page. */
export function ProductSummaryHeader({
  product,
  price,
  mrp,
}: {
  product: ProductDetail;
  price: number | null;
  mrp?: number | null | undefined;
}) {
  const texts = useScreenTexts('productPage', PRODUCT_PAGE_TEXTS);
  return (
    <>
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold wrap-anywhere sm:text-4xl">{product.name}</h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {price !== null ? <MrpPrice price={price} mrp={mrp} className="text-2xl font-semibold" /> : null}
          {product.onSale ? (
            <span className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-ink">
              {texts.sale}
            </span>
          ) : null}
          {product.reviewCount > 0 ? (
            <a href="#reviews" className="rounded hover:underline">
              <Rating value={product.averageRating} count={product.reviewCount} />
            </a>
          ) : (
            <span className="text-sm text-muted">{texts.noReviewsYet}</span>
          )}
        </div>
        <p className="text-xs text-muted">{texts.taxesIncluded}</p>
        <p className="leading-relaxed text-ink-soft">{product.description}</p>
      </div>
      {product.variants.length === 0 ? (
        <p className="rounded-[var(--radius-control)] bg-warning-soft px-4 py-3 text-sm text-warning">
          {texts.notAvailable}
        </p>
      ) : null}
    </>
  );
}
