import { PageHeading } from '../../components/ui/status';
import { WishlistView } from '../../features/wishlist';
import { LIST_PAGE_TEXTS } from '@shop/shared';
import { PageMeta } from '../../components/ui/page-meta';
import { useScreenTexts } from '../../lib/i18n';

/** /wishlist (signed-in only). */
export default function WishlistScreen() {
  const texts = useScreenTexts('listPage', LIST_PAGE_TEXTS);
  return (
    <div className="container-page py-8 sm:py-10">
      <PageMeta title={texts.yourWishlist} />
      <PageHeading>{texts.yourWishlist}</PageHeading>
      <WishlistView />
    </div>
  );
}
