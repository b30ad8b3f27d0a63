export { useCartStore } from './cart-store';
