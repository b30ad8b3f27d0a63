import { useState } from 'react';
import { Link } from 'react-router';
import {
  ERROR_FALLBACK,
  formatInr,
  MIN_QUANTITY,
  SUCCESS,
  VALIDATION,
  type Image,
  type ProductDetail,
  type Size,
} from '@shop/shared';
import { paths } from '../../../config/paths';
import { hasErrorCode } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { toast, toastError } from '../../../lib/toast';
import { useAddCartItem } from '../../cart';
import { useAddWishlistItem, useRemoveWishlistItem, useWishlist } from '../../wishlist';
import { useLoginRedirect } from '../hooks/use-login-redirect';
import { ProductGallery } from './product-gallery';
import { maxQuantity, ProductPurchase } from './product-purchase';
import { Rating } from './rating';
import { SizeChartDialog } from './size-chart-dialog';

/** The photos of a colour: its image set, else its main photo; none means the fallback picture. */
function photosOf(variant: ProductDetail['variants'][number] | undefined): Image[] {
  if (!variant) return [];
  if (variant.images.length > 0) return variant.images;
  return variant.image ? [variant.image] : [];
}

const isUnauthenticated = (error: unknown) => hasErrorCode(error, 'UNAUTHENTICATED');

/** The product page's body: gallery, name, price, rating, choice of colour, size and quantity, story. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const loginRedirect = useLoginRedirect();
  const addCartItem = useAddCartItem();
  const addWishlistItem = useAddWishlistItem();
  const removeWishlistItem = useRemoveWishlistItem();
  const wishlist = useWishlist();

  // The first colour is selected by default; no size until the shopper picks one.
  const [variantIndex, setVariantIndex] = useState(0);
  const [imageIndex, setImageIndex] = useState(0);
  const [size, setSize] = useState<Size | null>(null);
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [sizeChartOpen, setSizeChartOpen] = useState(false);
  const variant = product.variants[variantIndex];
  // The heart shows whether this colour (in the chosen size, or in any size before one is chosen) is saved.
  const savedItem = wishlist.data?.items.find(
    (item) => item.variant._id === variant?._id && (size === null || item.size === size),
  );

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

  const addToCart = () => {
    if (!isAuthenticated) return loginRedirect(VALIDATION.loginForCart);
    if (!variant) return toast.error(VALIDATION.selectColorFirst);
    if (!size) return toast.error(VALIDATION.selectSizeFirst);
    if (variant.quantity[size] === 0) return toast.error(VALIDATION.outOfStock);
    if (quantity < MIN_QUANTITY || quantity > variant.quantity[size]) return toast.error(VALIDATION.quantityInvalid);
    addCartItem.mutate(
      { variantId: variant._id, size, quantity },
      {
        onSuccess: () => toast.success(SUCCESS.addedToCart),
        onError: (error) =>
          isUnauthenticated(error)
            ? loginRedirect(VALIDATION.loginForCart)
            : toastError(error, ERROR_FALLBACK.addToCart),
      },
    );
  };

  const toggleWishlist = () => {
    if (!isAuthenticated) return loginRedirect(VALIDATION.loginForWishlist);
    if (savedItem) {
      removeWishlistItem.mutate(savedItem._id, {
        onSuccess: () => toast.success(SUCCESS.removedFromWishlist),
        onError: (error) => toastError(error, ERROR_FALLBACK.removeFromWishlist),
      });
      return;
    }
    if (!variant) return toast.error(VALIDATION.selectColorFirst);
    if (!size) return toast.error(VALIDATION.selectSize);
    addWishlistItem.mutate(
      { variantId: variant._id, size },
      {
        onSuccess: () => toast.success(SUCCESS.addedToWishlist),
        onError: (error) =>
          isUnauthenticated(error)
            ? loginRedirect(VALIDATION.loginForWishlist)
            : toastError(error, ERROR_FALLBACK.addToWishlist),
      },
    );
  };

  const price = variant?.price ?? product.price;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12">
      <ProductGallery
        images={photosOf(variant)}
        index={imageIndex}
        onIndexChange={setImageIndex}
        alt={variant ? `${product.name} in ${variant.color.name}` : product.name}
      />
      <div className="flex flex-col gap-6">
        <nav aria-label="Breadcrumb" className="text-sm text-ink-soft">
          <Link to={paths.products} className="hover:underline">
            All T-shirts
          </Link>
          <span aria-hidden> / </span>
          <span>{product.name}</span>
        </nav>
        <div className="flex flex-col gap-3">
          <h1 className="text-3xl font-bold sm:text-4xl">{product.name}</h1>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {price !== null ? <p className="text-2xl font-semibold">{formatInr(price)}</p> : null}
            {product.reviewCount > 0 ? (
              <a href="#reviews" className="rounded hover:underline">
                <Rating value={product.averageRating} count={product.reviewCount} />
              </a>
            ) : (
              <span className="text-sm text-muted">No reviews yet</span>
            )}
          </div>
          <p className="text-xs text-muted">Inclusive of all taxes. Shipping calculated at checkout.</p>
          <p className="leading-relaxed text-ink-soft">{product.description}</p>
        </div>
        {product.variants.length === 0 ? (
          <p className="rounded-[var(--radius-control)] bg-warning-soft px-4 py-3 text-sm text-warning">
            This T-shirt is not available to order yet.
          </p>
        ) : null}
        <ProductPurchase
          product={product}
          variant={variant}
          size={size}
          quantity={quantity}
          onColorChange={changeColor}
          onSizeChange={changeSize}
          onQuantityChange={changeQuantity}
          onSizeChart={() => setSizeChartOpen(true)}
          onAddToCart={addToCart}
          onToggleWishlist={toggleWishlist}
          inWishlist={Boolean(savedItem)}
          addingToCart={addCartItem.isPending}
          wishlistPending={addWishlistItem.isPending || removeWishlistItem.isPending}
        />
        <section aria-labelledby="story-heading" className="rounded-[var(--radius-card)] bg-ink p-5 text-white sm:p-6">
          <h2 id="story-heading" className="mb-2 text-xs font-semibold tracking-[0.2em] text-brand uppercase">
            The story
          </h2>
          <p className="leading-relaxed whitespace-pre-line text-white/90">{product.story}</p>
        </section>
        {variant ? <p className="text-xs text-muted">SKU: {variant.sku}</p> : null}
      </div>
      <SizeChartDialog open={sizeChartOpen} onClose={() => setSizeChartOpen(false)} />
    </div>
  );
}
