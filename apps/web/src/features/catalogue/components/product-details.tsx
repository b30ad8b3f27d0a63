import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  MIN_QUANTITY,
  PRODUCT_PAGE_TEXTS,
  variantPhotos,
  type Image,
  type ProductDetail,
  type ReturnFitNote,
  type Size,
} from '@shop/shared';
import { paths } from '../../../config/paths';
import { HINDI } from '../../../lib/hindi-parts';
import { useScreenTexts, useTexts, withHindiPart } from '../../../lib/i18n';
import { Later } from '../../../lib/take-over';
import { CATALOGUE_VALIDATION } from '@shop/shared';
import { toast } from '../../../lib/toast';
import { checkoutDefaultsQuery, useCheckoutDefaults } from '../api/get-checkout-defaults';
import { whenSessionKnown } from '../../../lib/auth-store';
import { productQuery } from '../api/get-product';
import { useFitProfile } from '../hooks/use-fit-profile';
import { useLinkedChoice } from '../hooks/use-linked-choice';
import { usePurchase } from '../hooks/use-purchase';
import { useRememberViewed } from '../recently-viewed';
import { FitFinderButton } from './fit-finder-button';
import { ProductGallery } from './product-gallery';
import { maxQuantity, ProductPurchase } from './product-purchase';
import { ProductSummaryHeader } from './product-summary-header';

// The size chart and the finder (its form and schema) load when a shopper first opens them, not
// with the product page, and with them their part of the Hindi catalogue when the shop is in Hindi.
const SizeChartDialog = lazy(
  withHindiPart(() => import('./size-chart-dialog').then((m) => ({ default: m.SizeChartDialog })), HINDI.sizeHelp),
);
const FitFinderDialog = lazy(
  withHindiPart(() => import('./fit-finder-dialog').then((m) => ({ default: m.FitFinderDialog })), HINDI.sizeHelp),
);
// The buy-now sheet (and the checkout code it shares) loads when a buyer taps Buy now, with the
// checkout's part of the Hindi catalogue when the shop is in Hindi.
const BuyNowSheet = lazy(
  withHindiPart(() => import('../../orders').then((m) => ({ default: m.BuyNowSheet })), HINDI.checkout),
);

/** The photos of a colour: its image set, else its main photo; none means the fallback picture. */
const photosOf = (variant: ProductDetail['variants'][number] | undefined): Image[] =>
  variant ? variantPhotos(variant) : [];

/**
 * The product page's body: gallery, name, price, rating, choice of colour, size (with the fit
 * finder and what reviewers say of the fit, `fitNote`) and quantity, story.
 */
export function ProductDetails({
  product,
  fitNote,
  returnFit,
}: {
  product: ProductDetail;
  fitNote?: ReactNode;
  /** What returns say of each size, for the fit finder's answer (from the reviews' answer). */
  returnFit?: readonly ReturnFitNote[];
}) {
  const queryClient = useQueryClient();
  // The first colour is selected by default, no size until the shopper picks one, unless the
  // link chose them (an alert's).
  const linked = useLinkedChoice(product);
  const [variantIndex, setVariantIndex] = useState(linked.variantIndex);
  const [imageIndex, setImageIndex] = useState(0);
  const [size, setSize] = useState<Size | null>(linked.size);
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [dialog, setDialog] = useState<'size-chart' | 'fit-finder' | null>(null);
  // Once opened the chart stays mounted, so closing it returns focus to its button.
  const [sizeChartLoaded, setSizeChartLoaded] = useState(false);
  const fit = useFitProfile();
  const variant = product.variants[variantIndex];
  const purchase = usePurchase(product, variant, size, quantity);
  const defaults = useCheckoutDefaults();
  const [buyingNow, setBuyingNow] = useState(false);
  useRememberViewed(product);
  const texts = useScreenTexts('productPage', PRODUCT_PAGE_TEXTS);
  const listTitle = useTexts().storefront.listTitle;

  // Buy now for everyone: a buyer with an order behind them gets the sheet, which starts from that
  // order; anyone else (a new buyer, a visitor sent to log in first) goes to checkout with this
  // line alone (docs/decisions/0310).
  // Which way Buy now goes depends on the signed-in buyer's defaults: a tap before they have
  // arrived waits for them (the button shows it is working), so a returning buyer who taps quickly
  // still gets the sheet, not the long checkout.
  const [buyNowAsked, setBuyNowAsked] = useState(false);
  const buyNow = async () => {
    let hasOrdered = defaults.data?.hasOrdered ?? false;
    if (!defaults.data) {
      setBuyNowAsked(true);
      try {
        const user = await whenSessionKnown();
        const fetched = user
          ? await queryClient.ensureQueryData(checkoutDefaultsQuery(user._id)).catch(() => undefined)
          : undefined;
        hasOrdered = fetched?.hasOrdered ?? false;
      } finally {
        setBuyNowAsked(false);
      }
    }
    if (!hasOrdered) return purchase.buyNow();
    if (!variant) return toast.error(CATALOGUE_VALIDATION.selectColorFirst);
    if (!size) return toast.error(CATALOGUE_VALIDATION.selectSizeFirst);
    if (variant.quantity[size] === 0) return toast.error(CATALOGUE_VALIDATION.outOfStock);
    setBuyingNow(true);
  };

  const changeColor = (index: number) => {
    const next = product.variants[index];
    setVariantIndex(index);
    setImageIndex(0);
    // A size sold out in the new colour cannot stay chosen.
    if (size && next && next.quantity[size] === 0) setSize(null);
    if (size && next) setQuantity((q) => Math.max(MIN_QUANTITY, Math.min(q, maxQuantity(next, size))));
  };
  const changeSize = (next: Size) => {
    setSize(next);
    setQuantity((q) => Math.max(MIN_QUANTITY, Math.min(q, maxQuantity(variant, next))));
  };
  const changeQuantity = (next: number) =>
    setQuantity(Math.max(MIN_QUANTITY, Math.min(next, Math.max(maxQuantity(variant, size), MIN_QUANTITY))));

  const price = variant?.price ?? product.price;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12">
      {/* The photos and the choices are taken over each in a task of its own. */}
      <Later>
        <ProductGallery
          images={photosOf(variant)}
          index={imageIndex}
          onIndexChange={setImageIndex}
          alt={variant ? texts.photoAlt(product.name, variant.color.name) : product.name}
        />
      </Later>
      <div className="flex flex-col gap-6">
        <nav aria-label={texts.breadcrumb} className="text-sm text-ink-soft">
          <Link to={paths.products} className="hover:underline">
            {listTitle}
          </Link>
          <span aria-hidden> / </span>
          <span className="wrap-anywhere">{product.name}</span>
        </nav>
        <ProductSummaryHeader product={product} price={price} mrp={variant?.mrp} />
        <Later>
          <ProductPurchase
            product={product}
            variant={variant}
            size={size}
            quantity={quantity}
            onColorChange={changeColor}
            onSizeChange={changeSize}
            onQuantityChange={changeQuantity}
            onSizeChart={() => {
              setSizeChartLoaded(true);
              setDialog('size-chart');
            }}
            onAddToCart={purchase.addToCart}
            onBuyNow={() => void buyNow()}
            buyNowPending={purchase.buyingNow || buyNowAsked}
            onToggleWishlist={purchase.toggleWishlist}
            onStockChanged={() => void queryClient.invalidateQueries({ queryKey: productQuery(product._id).queryKey })}
            inWishlist={purchase.inWishlist}
            addingToCart={purchase.addingToCart}
            wishlistPending={purchase.wishlistPending}
            sizeTools={<FitFinderButton profile={fit.profile} onOpen={() => setDialog('fit-finder')} />}
            fitNote={fitNote}
          />
        </Later>
        <section aria-labelledby="story-heading" className="rounded-[var(--radius-card)] bg-ink p-5 text-white sm:p-6">
          <h2 id="story-heading" className="mb-2 text-xs font-semibold tracking-[0.2em] text-brand uppercase">
            {texts.story}
          </h2>
          <p className="leading-relaxed whitespace-pre-line text-white/90">{product.story}</p>
        </section>
        {variant ? <p className="text-xs text-muted">{texts.sku(variant.sku)}</p> : null}
      </div>
      {sizeChartLoaded ? (
        <Suspense fallback={null}>
          <SizeChartDialog open={dialog === 'size-chart'} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
      {buyingNow && variant && size && defaults.data ? (
        <Suspense fallback={null}>
          <BuyNowSheet
            product={product}
            variant={variant}
            size={size}
            quantity={quantity}
            defaults={defaults.data}
            onClose={() => setBuyingNow(false)}
          />
        </Suspense>
      ) : null}
      {dialog === 'fit-finder' ? (
        <Suspense fallback={null}>
          <FitFinderDialog
            open
            onClose={() => setDialog(null)}
            profile={fit.profile}
            onAnswer={fit.save}
            onForget={fit.forget}
            variant={variant}
            onChooseSize={changeSize}
            returnFit={returnFit}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
