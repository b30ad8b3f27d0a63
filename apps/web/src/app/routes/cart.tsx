import { PageHeading } from '../../components/ui/status';
import { CartView, useCartPageTexts } from '../../features/cart';
import { PageMeta } from '../../components/ui/page-meta';

/** /cart (signed-in only). */
export default function CartScreen() {
  const texts = useCartPageTexts();
  return (
    <div className="container-page py-8 sm:py-10">
      <PageMeta title={texts.title} />
      <PageHeading>{texts.title}</PageHeading>
      <CartView />
    </div>
  );
}
