import { PageHeading } from '../../components/ui/status';
import { CartView } from '../../features/cart';

/** /cart (signed-in only). */
export default function CartScreen() {
  return (
    <div className="container-page py-8 sm:py-10">
      <title>Your cart | StoryFit</title>
      <PageHeading>Your cart</PageHeading>
      <CartView />
    </div>
  );
}
