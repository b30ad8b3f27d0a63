import { API, ERROR_FALLBACK, type BestCouponBody, type Size, type StartUpiBody } from '@shop/shared';
import { request } from '../../../lib/api-client';

/** POST /promotions/best-coupon: the lines priced with the coupon the server finds best for this buyer. */
export const getBestCoupon = (body: BestCouponBody) =>
  request(
    { method: 'post', url: API.promotions.bestCoupon, data: body },
    (c) => c.BestCouponAnswer,
    ERROR_FALLBACK.priceOrder,
  );

/** GET /payments/upi/apps: the UPI apps, best first by this shop's own success with each. */
export const getUpiApps = () =>
  request({ method: 'get', url: API.payments.upiApps }, (c) => c.UpiAppsAnswer, ERROR_FALLBACK.loadRazorpay).then(
    (answer) => answer.apps,
  );

/** POST /payments/upi: starts the UPI payment of the order just placed. */
export const startUpi = (body: StartUpiBody) =>
  request(
    { method: 'post', url: API.payments.upi, data: body },
    (c) => c.UpiAttemptAnswer,
    ERROR_FALLBACK.paymentFailed,
  ).then((answer) => answer.attempt);

/** GET /payments/upi/:id: the attempt as the provider's webhooks have left it. */
export const getUpiAttempt = (id: string) =>
  request(
    { method: 'get', url: API.payments.upiAttempt(id) },
    (c) => c.UpiAttemptAnswer,
    ERROR_FALLBACK.paymentFailed,
  ).then((answer) => answer.attempt);

/** POST /cart: puts the line in the cart and answers the cart line's id (the order is placed for that line alone). */
export const addLine = (line: { variantId: string; size: Size; quantity: number }) =>
  request(
    { method: 'post', url: API.cart.root, data: { ...line, via: 'sheet' } },
    (c) => c.CartAnswer,
    ERROR_FALLBACK.createOrder,
  ).then(
    (answer) => answer.cart.items.find((item) => item.variant._id === line.variantId && item.size === line.size)?._id,
  );
