import { PageHeading } from '../../components/ui/status';
import { WishlistView } from '../../features/wishlist';
import { PageMeta } from '../../components/ui/page-meta';

/** /wishlist (signed-in only). */
export default function WishlistScreen() {
  return (
    <div className="container-page py-8 sm:py-10">
      <PageMeta title="Your wishlist" />
      <PageHeading>Your wishlist</PageHeading>
      <WishlistView />
    </div>
  );
}
