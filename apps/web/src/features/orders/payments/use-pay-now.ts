import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_FALLBACK, STORE, SUCCESS, type Order } from '@shop/shared';
import { useAuthStore } from '../../../lib/auth-store';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { publicConfigQuery } from '../api/get-public-config';
import { ordersKeys } from '../api/orders-keys';
import { startPayNow } from '../api/pay-now';
import { useVerifyPayment } from '../api/verify-payment';
import { openCheckout } from './razorpay-checkout';

const BRAND_COLOR = '#c8643b';

/**
 * Pay now on an unpaid online order, from the shopper's orders: the server reopens the order's
 * payment (the same order, its provider order), the payment sheet opens, and the server's check
 * of the signed answer makes it paid. A closed sheet leaves the order as it was, payable again.
 */
export function usePayNow(order: Order) {
  const queryClient = useQueryClient();
  const user = useAuthStore((s) => s.user);
  const verify = useVerifyPayment();
  const [opening, setOpening] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const pay = useCallback(async () => {
    setFailure(null);
    setOpening(true);
    try {
      const [{ razorpayOrder, order: current }, config] = await Promise.all([
        startPayNow(order._id),
        queryClient.fetchQuery(publicConfigQuery()),
      ]);
      const widget = await openCheckout(config, {
        amount: razorpayOrder.amount,
        currency: razorpayOrder.currency,
        order_id: razorpayOrder.id,
        name: STORE.name,
        description: `Order #${current.orderNumber}`,
        prefill: { name: user?.name, email: user?.email, contact: current.contact },
        theme: { color: BRAND_COLOR },
        handler: (response) => {
          setSheetOpen(false);
          // Once verified the order is paid and this card's Pay now goes away with it: the toast
          // follows the call itself, which settles whether or not this part is still shown.
          verify
            .mutateAsync({
              orderId: current._id,
              razorpayPaymentId: response.razorpay_payment_id,
              razorpaySignature: response.razorpay_signature,
              itemIds: [],
            })
            .then(() => toast.success(SUCCESS.paymentVerified))
            .catch((error: unknown) => {
              const message = errorMessage(error, ERROR_FALLBACK.verifyPayment);
              toast.error(message);
              setFailure(message);
            });
        },
        modal: {
          ondismiss: () => {
            setSheetOpen(false);
            toast.warn(ERROR_FALLBACK.paymentCancelled);
          },
        },
      });
      widget.on('payment.failed', (response) => {
        const message = response?.error?.description || ERROR_FALLBACK.paymentFailed;
        setSheetOpen(false);
        toast.error(message);
        setFailure(message);
      });
      setSheetOpen(true);
    } catch (error) {
      const message = errorMessage(error, ERROR_FALLBACK.loadRazorpay);
      toast.error(message);
      setFailure(message);
      // The order may have changed meanwhile (paid by the webhook, expired): show it as it is now.
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    } finally {
      setOpening(false);
    }
  }, [order._id, queryClient, user, verify]);

  return { pay, opening, sheetOpen, verifying: verify.isPending, failure };
}
