export { useCartStore } from './cart-store';
export { useAddCartItem } from './api/add-cart-item';
