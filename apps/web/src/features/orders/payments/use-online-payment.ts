import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_FALLBACK, STORE, SUCCESS, type Order, type RazorpayOrder, type User } from '@shop/shared';
import { toast, toastError } from '../../../lib/toast';
import { publicConfigQuery } from '../api/get-public-config';
import { useVerifyPayment } from '../api/verify-payment';
import { loadCheckoutScript } from './razorpay-checkout';

/** An online order the server created, waiting for its payment. */
export type AwaitingPayment = { order: Order; razorpayOrder: RazorpayOrder; itemIds: string[] };

type Options = {
  user: User | null;
  contact: string;
  /** Called with the paid order once the server has verified the payment. */
  onPaid: (order: Order) => void;
};

const BRAND_COLOR = '#c8643b';

/**
 * Online checkout: ask the server for the provider's key and script, load the
 * script on demand, open the widget, verify its answer on the server. Dismissal and failure keep
 * the provider order so the shopper can Retry Payment without placing a second order.
 */
export function useOnlinePayment({ user, contact, onPaid }: Options) {
  const queryClient = useQueryClient();
  const verify = useVerifyPayment();
  const [awaiting, setAwaiting] = useState<AwaitingPayment | null>(null);
  const [widgetOpen, setWidgetOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const pay = useCallback(
    async (target: AwaitingPayment) => {
      setAwaiting(target);
      setFailure(null);
      let Razorpay;
      let key: string;
      try {
        const config = await queryClient.fetchQuery(publicConfigQuery());
        key = config.razorpayKeyId;
        Razorpay = await loadCheckoutScript(config.checkoutScriptUrl);
      } catch {
        toast.error(ERROR_FALLBACK.loadRazorpay);
        setFailure(ERROR_FALLBACK.loadRazorpay);
        return;
      }

      const widget = new Razorpay({
        key,
        amount: target.razorpayOrder.amount,
        currency: target.razorpayOrder.currency,
        order_id: target.razorpayOrder.id,
        name: STORE.name,
        description: `Order #${target.order.orderNumber}`,
        prefill: { name: user?.name, email: user?.email, contact },
        theme: { color: BRAND_COLOR },
        handler: (response) => {
          setWidgetOpen(false);
          verify.mutate(
            {
              orderId: target.order._id,
              razorpayPaymentId: response.razorpay_payment_id,
              razorpaySignature: response.razorpay_signature,
              itemIds: target.itemIds,
            },
            {
              onSuccess: (paid) => {
                toast.success(SUCCESS.paymentVerified);
                onPaid(
                  paid ?? {
                    ...target.order,
                    paymentStatus: 'paid',
                    razorpayPaymentId: response.razorpay_payment_id,
                  },
                );
              },
              onError: (error) => {
                toastError(error, ERROR_FALLBACK.verifyPayment);
                setFailure(error.message || ERROR_FALLBACK.verifyPayment);
              },
            },
          );
        },
        modal: {
          ondismiss: () => {
            setWidgetOpen(false);
            toast.warn(ERROR_FALLBACK.paymentCancelled);
            setFailure((earlier) => earlier ?? ERROR_FALLBACK.paymentCancelled);
          },
        },
      });
      widget.on('payment.failed', (response) => {
        const message = response?.error?.description || ERROR_FALLBACK.paymentFailed;
        // Razorpay keeps its widget open for another try; ours closes. Either way Retry Payment is offered.
        setWidgetOpen(false);
        toast.error(message);
        setFailure(message);
      });
      setWidgetOpen(true);
      widget.open();
    },
    [queryClient, user, contact, verify, onPaid],
  );

  return {
    /** The order waiting for payment: when set, the checkout offers Retry Payment. */
    awaiting,
    pay,
    retry: () => (awaiting ? pay(awaiting) : undefined),
    widgetOpen,
    verifying: verify.isPending,
    failure,
  };
}
