import { useState } from 'react';
import { Heart, ShoppingBag, Trash2 } from 'lucide-react';
import {
  ERROR_FALLBACK,
  formatInr,
  LIST_PAGE_TEXTS,
  MIN_QUANTITY,
  SIZES,
  SUCCESS,
  VALIDATION,
  type Size,
  type WishlistItem,
} from '@shop/shared';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/field';
import { ProductLineImage, ProductLineSummary } from '../../../components/ui/product-line';
import { LoadFailed, Loading, Skeleton } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { useScreenTexts } from '../../../lib/i18n';
import { toast, toastError } from '../../../lib/toast';
import { useAddCartItem } from '../../cart';
import { PriceDropAlert } from '../../stock-alerts';
import { useWishlist } from '../api/get-wishlist';
import { useClearWishlist } from '../api/clear-wishlist';
import { useRemoveWishlistItem } from '../api/remove-wishlist-item';
import { wishlistToCartProblem } from '../wishlist-rules';

/** The wishlist screen's body: saved items, add to cart per item, remove, clear. */
export function WishlistView() {
  const wishlist = useWishlist();
  const addToCart = useAddCartItem();
  const remove = useRemoveWishlistItem();
  const clear = useClearWishlist();
  const [confirmClear, setConfirmClear] = useState(false);
  const texts = useScreenTexts('listPage', LIST_PAGE_TEXTS);

  if (wishlist.isPending) {
    return (
      <Loading className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" label={texts.loadingWishlist}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </Loading>
    );
  }
  if (wishlist.isError) {
    return <LoadFailed onRetry={() => void wishlist.refetch()}>{texts.wishlistFailed}</LoadFailed>;
  }

  const items = wishlist.data.items;
  if (items.length === 0) {
    return (
      <div className="card flex flex-col items-center gap-4 px-6 py-16 text-center">
        <Heart className="size-10 text-muted" aria-hidden />
        <p className="text-lg font-semibold" role="status">
          {texts.wishlistEmpty}
        </p>
        <p className="max-w-sm text-ink-soft">{texts.wishlistEmptyLead}</p>
        <ButtonLink to={paths.products}>{texts.browseProducts}</ButtonLink>
      </div>
    );
  }

  const onAddToCart = (item: WishlistItem, size: Size | null) => {
    const problem = wishlistToCartProblem(item, size);
    if (problem || !size) {
      toast.error(problem ?? VALIDATION.wishlistNoSize);
      return;
    }
    addToCart.mutate(
      { variantId: item.variant._id, size, quantity: MIN_QUANTITY },
      {
        onSuccess: () => toast.success(SUCCESS.addedToCart),
        onError: (error) => toastError(error, ERROR_FALLBACK.addToCart),
      },
    );
  };

  const onRemove = (item: WishlistItem) =>
    remove.mutate(item._id, {
      onSuccess: () => toast.success(SUCCESS.removedFromWishlist),
      onError: (error) => toastError(error, ERROR_FALLBACK.removeFromWishlist),
    });

  const onClear = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        toast.success(SUCCESS.wishlistCleared);
        setConfirmClear(false);
      },
      onError: (error) => toastError(error, ERROR_FALLBACK.clearWishlist),
    });

  return (
    <section aria-labelledby="wishlist-count" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="wishlist-count" className="text-lg font-semibold">
          {texts.savedItems(items.length)}
        </h2>
        <Button variant="ghost" size="sm" className="text-danger" onClick={() => setConfirmClear(true)}>
          {texts.clearWishlist}
        </Button>
      </div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={texts.wishlistItems}>
        {items.map((item) => (
          <WishlistCard
            key={item._id}
            item={item}
            onAddToCart={(size) => onAddToCart(item, size)}
            adding={addToCart.isPending && addToCart.variables?.variantId === item.variant._id}
            onRemove={() => onRemove(item)}
            removing={remove.isPending && remove.variables === item._id}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={confirmClear}
        title={texts.clearWishlist}
        message={texts.clearWishlistConfirm}
        confirmLabel={texts.clearWishlist}
        pending={clear.isPending}
        onConfirm={onClear}
        onCancel={() => setConfirmClear(false)}
      />
    </section>
  );
}

function WishlistCard({
  item,
  onAddToCart,
  adding,
  onRemove,
  removing,
}: {
  item: WishlistItem;
  onAddToCart: (size: Size | null) => void;
  adding: boolean;
  onRemove: () => void;
  removing: boolean;
}) {
  const { variant } = item;
  // A line saved without a size asks for one here, when it goes to the cart.
  const [chosen, setChosen] = useState<Size | null>(item.size);
  const name = `${variant.product.name} (${variant.color.name}${item.size ? `, ${item.size}` : ''})`;
  const soldOut = variant.stock <= 0;
  const texts = useScreenTexts('listPage', LIST_PAGE_TEXTS);
  return (
    <li className="card flex flex-col gap-3 p-3 sm:p-4" aria-label={name}>
      <div className="flex gap-4">
        <ProductLineImage to={paths.product(variant.product._id)} image={variant.image} sizes="96px" className="w-24" />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <ProductLineSummary
            to={paths.product(variant.product._id)}
            name={variant.product.name}
            color={variant.color}
            size={item.size ?? texts.notChosenYet}
          />
          <p className="font-semibold">{formatInr(variant.price)}</p>
          {soldOut ? <p className="text-sm font-medium text-danger">{texts.outOfStock}</p> : null}
          {item.size === null && !soldOut ? (
            <SelectField
              label={texts.size}
              value={chosen ?? ''}
              onChange={(event) => setChosen((event.target.value || null) as Size | null)}
            >
              <option value="">{texts.chooseSize}</option>
              {SIZES.map((size) => (
                <option key={size} value={size} disabled={!item.inStock.includes(size)}>
                  {item.inStock.includes(size) ? size : texts.sizeOutOfStock(size)}
                </option>
              ))}
            </SelectField>
          ) : null}
          <div className="mt-auto flex items-center gap-2 pt-1">
            <Button
              size="sm"
              onClick={() => onAddToCart(chosen)}
              pending={adding}
              aria-label={texts.addNameToCart(name)}
              className="flex-1"
            >
              <ShoppingBag className="size-4" aria-hidden />
              {texts.addToCart}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={onRemove}
              pending={removing}
              aria-label={texts.removeNameFromWishlist(name)}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
        </div>
      </div>
      {/* Across the card's width: the consent's words read as a paragraph, not a column. */}
      <PriceDropAlert variantId={variant._id} size={item.size ?? chosen} name={name} />
    </li>
  );
}
