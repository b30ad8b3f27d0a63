import { Heart, Minus, Plus, Ruler, ShoppingBag } from 'lucide-react';
import { MAX_CART_LINE_QUANTITY, MIN_QUANTITY, SIZES, type ProductDetail, type Size, type Variant } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { DeliveryCheck } from '../../delivery';

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
  onToggleWishlist: () => void;
  inWishlist: boolean;
  addingToCart: boolean;
  wishlistPending: boolean;
};

/** Largest quantity one may pick: the stock of the chosen size, and never above a cart line's limit. */
export function maxQuantity(variant: Variant | undefined, size: Size | null): number {
  if (!variant || !size) return MAX_CART_LINE_QUANTITY;
  return Math.min(variant.quantity[size], MAX_CART_LINE_QUANTITY);
}

function stockNote(stock: number) {
  if (stock === 0) return 'Out of stock';
  if (stock <= 5) return `Only ${stock} left`;
  return 'In stock';
}

/** Colour, size and quantity choice with Add to cart and the wishlist heart, which toggles (product page). */
export function ProductPurchase({
  product,
  variant,
  size,
  quantity,
  onColorChange,
  onSizeChange,
  onQuantityChange,
  onSizeChart,
  onAddToCart,
  onToggleWishlist,
  inWishlist,
  addingToCart,
  wishlistPending,
}: Props) {
  const max = maxQuantity(variant, size);
  const stock = variant && size ? variant.quantity[size] : null;
  const soldOut = variant ? SIZES.every((s) => variant.quantity[s] === 0) : false;
  return (
    <div className="flex flex-col gap-6">
      {product.variants.length > 0 ? (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">
            Colour: <span className="font-normal text-ink-soft">{variant?.color.name}</span>
          </legend>
          <div className="flex flex-wrap gap-3">
            {product.variants.map((v, i) => {
              const selected = v._id === variant?._id;
              return (
                <label
                  key={v._id}
                  title={v.color.name}
                  className={`grid size-11 cursor-pointer place-items-center rounded-full ring-2 ring-offset-2 ring-offset-paper has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${
                    selected ? 'ring-ink' : 'ring-transparent hover:ring-line'
                  }`}
                >
                  <input
                    type="radio"
                    name="color"
                    className="sr-only"
                    checked={selected}
                    onChange={() => onColorChange(i)}
                    aria-label={v.color.name}
                  />
                  <span
                    aria-hidden
                    className="size-9 rounded-full ring-1 ring-ink/15"
                    style={{ backgroundColor: v.color.hex }}
                  />
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}

      <fieldset>
        <div className="mb-2 flex items-center justify-between gap-3">
          <legend className="text-sm font-semibold">
            Size{size ? <span className="font-normal text-ink-soft">: {size}</span> : null}
          </legend>
          <button
            type="button"
            onClick={onSizeChart}
            className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-ink underline-offset-4 hover:underline"
          >
            <Ruler className="size-4" aria-hidden />
            Size chart
          </button>
        </div>
        <div className="grid grid-cols-4 gap-2">
          {SIZES.map((s) => {
            const left = variant?.quantity[s] ?? 0;
            const disabled = left === 0;
            const selected = size === s;
            return (
              <label
                key={s}
                className={`relative flex min-h-12 flex-col items-center justify-center rounded-[var(--radius-control)] border text-sm font-semibold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${
                  disabled
                    ? 'cursor-not-allowed border-line bg-paper text-muted line-through'
                    : selected
                      ? 'cursor-pointer border-ink bg-ink text-white'
                      : 'cursor-pointer border-line bg-card hover:border-ink'
                }`}
              >
                <input
                  type="radio"
                  name="size"
                  value={s}
                  className="sr-only"
                  checked={selected}
                  disabled={disabled}
                  onChange={() => onSizeChange(s)}
                  aria-label={disabled ? `${s} (out of stock)` : s}
                />
                <span aria-hidden>{s}</span>
              </label>
            );
          })}
        </div>
        <p className="mt-2 min-h-5 text-sm text-ink-soft" aria-live="polite">
          {soldOut
            ? 'This colour is sold out in every size.'
            : stock !== null
              ? stockNote(stock)
              : 'Greyed-out sizes are out of stock.'}
        </p>
      </fieldset>

      <DeliveryCheck />

      <div className="flex flex-col gap-2">
        <label htmlFor="quantity" className="text-sm font-semibold">
          Quantity
        </label>
        <div className="flex w-fit items-center rounded-[var(--radius-control)] border border-line bg-card">
          <button
            type="button"
            className="grid size-11 place-items-center disabled:opacity-40"
            aria-label="Decrease quantity"
            disabled={quantity <= MIN_QUANTITY}
            onClick={() => onQuantityChange(quantity - 1)}
          >
            <Minus className="size-4" aria-hidden />
          </button>
          <input
            id="quantity"
            type="number"
            inputMode="numeric"
            min={MIN_QUANTITY}
            max={Math.max(max, MIN_QUANTITY)}
            value={quantity}
            onChange={(event) => {
              const next = Number.parseInt(event.target.value, 10);
              if (Number.isFinite(next)) onQuantityChange(next);
            }}
            className="h-11 w-14 border-x border-line bg-card text-center text-base font-semibold [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
          />
          <button
            type="button"
            className="grid size-11 place-items-center disabled:opacity-40"
            aria-label="Increase quantity"
            disabled={quantity >= max}
            onClick={() => onQuantityChange(quantity + 1)}
          >
            <Plus className="size-4" aria-hidden />
          </button>
        </div>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" className="flex-1" onClick={onAddToCart} pending={addingToCart} pendingText="Adding...">
          <ShoppingBag className="size-5" aria-hidden />
          Add to cart
        </Button>
        <Button
          size="lg"
          variant="secondary"
          className="flex-1"
          onClick={onToggleWishlist}
          pending={wishlistPending}
          pendingText={inWishlist ? 'Removing...' : 'Adding...'}
          data-testid="wishlist-toggle"
        >
          <Heart
            className={`size-5 ${inWishlist ? 'fill-brand text-brand' : ''}`}
            fill={inWishlist ? 'currentColor' : 'none'}
            aria-hidden
          />
          {inWishlist ? 'Remove from wishlist' : 'Add to wishlist'}
        </Button>
      </div>
    </div>
  );
}
