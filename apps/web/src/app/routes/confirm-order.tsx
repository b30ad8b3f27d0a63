import { PageHeading } from '../../components/ui/status';
import { CheckoutView, useCheckoutTexts } from '../../features/orders';
import { PageMeta } from '../../components/ui/page-meta';
import { useFunnelBeacon } from '../../features/funnel';

/** /confirm-order (signed-in only): the chosen cart lines arrive through navigation state (kept for the tab). */
export default function ConfirmOrderScreen() {
  useFunnelBeacon({ step: 'checkout', path: 'cart' });
  const texts = useCheckoutTexts();
  return (
    <div className="container-page py-8 sm:py-10">
      <PageMeta title={texts.title} />
      <PageHeading>{texts.title}</PageHeading>
      <CheckoutView />
    </div>
  );
}
