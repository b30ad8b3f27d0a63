import { PageHeading } from '../../components/ui/status';
import { WishlistView } from '../../features/wishlist';

/** /wishlist (signed-in only). */
export default function WishlistScreen() {
  return (
    <div className="container-page py-8 sm:py-10">
      <title>Your wishlist | StoryFit</title>
      <PageHeading>Your wishlist</PageHeading>
      <WishlistView />
    </div>
  );
}
