/** Validation messages of the cart. */
export const CART_VALIDATION = {
  loginForCart: 'Please log in to add to cart',
  quantityInvalid: 'Please enter a valid quantity',
  selectAtLeastOne: 'Please select at least one product to buy.',
  cartEmpty: 'Your cart is empty.',
} as const;

/** Fallbacks of the cart, shown when a failing call carries no message of its own. */
export const CART_ERROR_FALLBACK = {
  addToCart: 'Failed to add item to cart',
  updateCartItem: 'Failed to update cart item',
  removeCartItem: 'Failed to remove item from cart',
  fetchCart: 'Failed to fetch cart',
  clearCart: 'Failed to clear cart',
} as const;

/** Confirmations of the cart. */
export const CART_SUCCESS = {
  addedToCart: 'Item added to cart successfully',
  cartCleared: 'Cart cleared successfully',
  removedFromCart: 'Item removed from cart successfully',
  cartItemUpdated: 'Cart item updated successfully',
} as const;

/** Screen states and fixed texts of the cart. */
export const CART_SCREEN = {
  cartFailed: 'Failed to load cart',
} as const;

/** The server's refusals and notes of the cart. */
export const CART_SERVER_MESSAGES = {
  cartItemNotFound: 'Cart item not found',
  /** A cart line may never ask for more than the size has left. */
  stockLeft: (left: number) => (left <= 0 ? 'This item is out of stock' : `Only ${left} left in stock`),
  lineQuantityMax: (max: number) => `At most ${max} of one item per order`,
} as const;
