import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { ERROR_FALLBACK, SUCCESS, VALIDATION, type Order } from '@shop/shared';
import { paths } from '../../../config/paths';
import { ApiError, hasErrorCode } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { toast, toastError } from '../../../lib/toast';
import { deliveryKeys } from '../../delivery';
import { promotionsKeys } from '../../promotions';
import { useCreateOrder } from '../api/create-order';
import { toCreateOrder, type CheckoutFields } from '../checkout-form';
import { useOnlinePayment } from '../payments/use-online-payment';
import { forgetCheckoutLines } from './use-checkout-items';

/** Where a server field error belongs on the checkout form (a saved address's faults show on its picker). */
function fieldOf(key: string, values: CheckoutFields): FieldPath<CheckoutFields> | null {
  if (key === 'contact' || key === 'addressId' || key === 'paymentMethod') return key;
  if (!key.startsWith('shippingAddress.')) return null;
  if (values.addressOption === 'saved') return 'addressId';
  return key.replace(/^shippingAddress\./, 'address.') as FieldPath<CheckoutFields>;
}

/**
 * Places the order: cash on delivery (and an order store credit paid in full) goes straight to
 * /thank-you, online opens the payment widget (and Retry Payment after a dismissal or failure). Refusals land under their fields and in a toast.
 */
export function usePlaceOrder(
  form: UseFormReturn<CheckoutFields>,
  itemIds: string[],
  contact: string,
  couponCode?: string,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useAuthStore((s) => s.user);
  const createOrder = useCreateOrder();
  const toThankYou = useCallback(
    (order: Order) => {
      forgetCheckoutLines();
      return navigate(paths.thankYou, { replace: true, state: { order } });
    },
    [navigate],
  );
  const payment = useOnlinePayment({ user, contact, onPaid: toThankYou });

  const place = (values: CheckoutFields) => {
    createOrder.mutate(
      { ...toCreateOrder(values, itemIds), ...(couponCode ? { couponCode } : {}), path: 'cart' },
      {
        onSuccess: ({ order, razorpayOrder }) => {
          // Part-paid cash on delivery pays its token online first, as an online order pays in full.
          if (order.paymentMethod === 'cod' && !razorpayOrder) {
            toast.success(SUCCESS.orderCreated);
            toThankYou(order);
            return;
          }
          // Store credit paid the whole order: it is paid already, nothing to pay online.
          if (!razorpayOrder && order.paymentStatus === 'paid') {
            toast.success(SUCCESS.orderCreated);
            toThankYou(order);
            return;
          }
          if (!razorpayOrder) {
            toast.error(ERROR_FALLBACK.createOrder);
            return;
          }
          void payment.pay({ order, razorpayOrder, itemIds });
        },
        onError: (error) => {
          // The delivery rules may have changed since the PIN was checked: ask again, so the payment
          // choice shows what the server now allows.
          void queryClient.invalidateQueries({ queryKey: deliveryKeys.all });
          // A code that stopped applying (422) shows its reason again beside the field.
          void queryClient.invalidateQueries({ queryKey: promotionsKeys.all });
          if (error instanceof ApiError) {
            for (const [key, message] of Object.entries(error.fieldErrors)) {
              const field = fieldOf(key, values);
              if (field) form.setError(field, { type: 'server', message });
            }
          }
          if (hasErrorCode(error, 'UNAUTHENTICATED')) toast.error(VALIDATION.loginForOrder);
          else toastError(error, ERROR_FALLBACK.createOrder);
        },
      },
    );
  };

  const busy = createOrder.isPending || payment.widgetOpen || payment.verifying;
  const pendingText = createOrder.isPending ? 'Placing order...' : 'Waiting for payment...';
  return { place, payment, busy, pendingText, locked: payment.awaiting !== null };
}
