import { PageHeading } from '../../components/ui/status';
import { CheckoutView } from '../../features/orders';

/** /confirm-order (signed-in only): the chosen cart lines arrive through navigation state. */
export default function ConfirmOrderScreen() {
  return (
    <div className="container-page py-8 sm:py-10">
      <title>Confirm your order | StoryFit</title>
      <PageHeading>Confirm your order</PageHeading>
      <CheckoutView />
    </div>
  );
}
