import { PageHeading } from '../../components/ui/status';
import { CartView } from '../../features/cart';
import { PageMeta } from '../../components/ui/page-meta';

/** /cart (signed-in only). */
export default function CartScreen() {
  return (
    <div className="container-page py-8 sm:py-10">
      <PageMeta title="Your cart" />
      <PageHeading>Your cart</PageHeading>
      <CartView />
    </div>
  );
}
