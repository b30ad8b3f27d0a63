import { Suspense, type ReactNode } from 'react';
import { MAX_CART_LINE_QUANTITY, SIZES, type ProductDetail, type Size, type Variant } from '@shop/shared';
import { DeliveryCheck } from '../../delivery';
import { NotifyMe } from '../../stock-alerts';
import { ColorPicker } from './color-picker';
import { PurchaseActions } from './purchase-actions';
import { QuantityStepper } from './quantity-stepper';
import { SizePicker } from './size-picker';

type Props = {
  product: ProductDetail;
  variant: Variant | undefined;
  size: Size | null;
  quantity: number;
  onColorChange: (index: number) => void;
  onSizeChange: (size: Size) => void;
  onQuantityChange: (quantity: number) => void;
  onSizeChart: () => void;
  onAddToCart: () => void;
  onBuyNow: () => void;
  /** Buy now is taking the line to checkout. */
  buyNowPending: boolean;
  onToggleWishlist: () => void;
  /** The server says a size shown sold out is back: read the product again. */
  onStockChanged: () => void;
  inWishlist: boolean;
  addingToCart: boolean;
  wishlistPending: boolean;
  /** Shown beside the size chart button (the fit finder). */
  sizeTools?: ReactNode;
  /** What reviewers say of the fit, under the sizes. */
  fitNote?: ReactNode;
};

/** Largest quantity one may pick: the stock of the chosen size, and never above a cart line's limit. */
export function maxQuantity(variant: Variant | undefined, size: Size | null): number {
  if (!variant || !size) return MAX_CART_LINE_QUANTITY;
  return Math.min(variant.quantity[size], MAX_CART_LINE_QUANTITY);
}

/** Colour, size (with "Notify me" on sold-out sizes), quantity, Add to cart and the wishlist heart. */
export function ProductPurchase(props: Props) {
  const { product, variant, size, quantity } = props;
  const soldOut = variant ? SIZES.filter((s) => variant.quantity[s] === 0) : [];
  return (
    <div className="flex flex-col gap-6">
      {product.variants.length > 0 ? (
        <ColorPicker variants={product.variants} selected={variant} onChange={props.onColorChange} />
      ) : null}
      <div className="flex flex-col gap-3">
        <SizePicker
          variant={variant}
          size={size}
          onChange={props.onSizeChange}
          onSizeChart={props.onSizeChart}
          tools={props.sizeTools}
        />
        {props.fitNote}
        {variant && soldOut.length > 0 ? (
          <Suspense fallback={null}>
            <NotifyMe
              key={variant._id}
              variantId={variant._id}
              soldOut={soldOut}
              onBackInStock={props.onStockChanged}
            />
          </Suspense>
        ) : null}
      </div>
      {/* Loaded after the choices above; the placeholder keeps its height so nothing below moves. */}
      <Suspense fallback={<div className="h-[6.25rem]" />}>
        <DeliveryCheck />
      </Suspense>
      <QuantityStepper quantity={quantity} max={maxQuantity(variant, size)} onChange={props.onQuantityChange} />
      <PurchaseActions
        onAddToCart={props.onAddToCart}
        onBuyNow={props.onBuyNow}
        buyNowPending={props.buyNowPending}
        onToggleWishlist={props.onToggleWishlist}
        inWishlist={props.inWishlist}
        addingToCart={props.addingToCart}
        wishlistPending={props.wishlistPending}
      />
    </div>
  );
}
