import { PageHeading } from '../../components/ui/status';
import { CheckoutView } from '../../features/orders';
import { PageMeta } from '../../components/ui/page-meta';
import { useFunnelBeacon } from '../../features/funnel';

/** /confirm-order (signed-in only): the chosen cart lines arrive through navigation state (kept for the tab). */
export default function ConfirmOrderScreen() {
  useFunnelBeacon({ step: 'checkout', path: 'cart' });
  return (
    <div className="container-page py-8 sm:py-10">
      <PageMeta title="Confirm your order" />
      <PageHeading>Confirm your order</PageHeading>
      <CheckoutView />
    </div>
  );
}
