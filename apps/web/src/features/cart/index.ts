export { useCartStore } from './cart-store';
export { addCartItem, useAddCartItem } from './api/add-cart-item';
export { cartQuery, getCart, useCart } from './api/get-cart';
export { useUpdateCartItem } from './api/update-cart-item';
export { useRemoveCartItem } from './api/remove-cart-item';
export { useClearCart } from './api/clear-cart';
export { CartSync } from './components/cart-sync';
export { CartView, type CheckoutState } from './components/cart-view';
export { lineName, subtotalOf, lineTotal } from './line-stock';
