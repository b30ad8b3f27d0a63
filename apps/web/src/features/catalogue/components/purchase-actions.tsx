import { Heart, ShoppingBag, Zap } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useTexts } from '../../../lib/i18n';

/**
 * Buy now (for everyone: the sheet for a returning buyer, the checkout for anyone else), Add to
 * cart and the wishlist heart, which shows whether the item is saved and toggles.
 */
export function PurchaseActions({
  onAddToCart,
  onBuyNow,
  buyNowPending,
  onToggleWishlist,
  inWishlist,
  addingToCart,
  wishlistPending,
}: {
  onAddToCart: () => void;
  onBuyNow: () => void;
  buyNowPending: boolean;
  onToggleWishlist: () => void;
  inWishlist: boolean;
  addingToCart: boolean;
  wishlistPending: boolean;
}) {
  const texts = useTexts().storefront;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <Button
        size="lg"
        className="flex-1 sm:basis-full"
        onClick={onBuyNow}
        pending={buyNowPending}
        pendingText={texts.openingCheckout}
      >
        <Zap className="size-5" aria-hidden />
        {texts.buyNow}
      </Button>
      <Button
        size="lg"
        variant="secondary"
        className="flex-1"
        onClick={onAddToCart}
        pending={addingToCart}
        pendingText={texts.adding}
      >
        <ShoppingBag className="size-5" aria-hidden />
        {texts.addToCart}
      </Button>
      <Button
        size="lg"
        variant="secondary"
        className="flex-1"
        onClick={onToggleWishlist}
        pending={wishlistPending}
        pendingText={inWishlist ? texts.removing : texts.adding}
        data-testid="wishlist-toggle"
      >
        <Heart
          className={`size-5 ${inWishlist ? 'fill-brand text-brand' : ''}`}
          fill={inWishlist ? 'currentColor' : 'none'}
          aria-hidden
        />
        {inWishlist ? texts.removeFromWishlist : texts.addToWishlist}
      </Button>
    </div>
  );
}
