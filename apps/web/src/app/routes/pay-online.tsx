import { useQueryClient } from '@tanstack/react-query';
import { PayOnlineView } from '../../features/cod-risk';
import { openCheckout, publicConfigQuery } from '../../features/orders';

/** A COD order's "Pay online instead" link: the COD feature's page, paid through the orders feature's widget. */
export default function PayOnlineScreen() {
  const queryClient = useQueryClient();
  return (
    <PayOnlineView
      openCheckout={async (options) => openCheckout(await queryClient.fetchQuery(publicConfigQuery()), options)}
    />
  );
}
