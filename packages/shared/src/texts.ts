/**
 * Every user-facing text sections 2, 5 and 8, word for word.
 * Screens, validators and the server all read them from here.
 */

export const VALIDATION = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number (10 digits required)',
  genderRequired: 'Gender is required',
  otpRequired: 'OTP is required',
  otpDigits: 'OTP must be 6 digits',
  resendEmailInvalid: 'Valid email is required',
  resetEmailRequired: 'Please enter your email',
  resetOtpRequired: 'Please enter the OTP',
  passwordsDoNotMatch: 'Passwords do not match',
  addressFieldRequired: (field: string) => `${field} is required`,
  textInvalid: (field: string) => `${field} must be text`,
  controlCharacters: (field: string) => `${field} must not contain control characters`,
  postalCodeInvalid: 'Postal code must be 6 digits',
  countryIndiaOnly: 'We ship within India only',

  loginForWishlist: 'Please log in to add to wishlist',
  loginForCart: 'Please log in to add to cart',
  selectSizeFirst: 'Please select a size first',
  selectSize: 'Please select a size',
  selectColorFirst: 'Please select a color/variant first',
  outOfStock: 'This item is out of stock',

  loginForReview: 'Login required to add a review',
  ratingRange: 'Rating must be between 1 and 5',

  quantityInvalid: 'Please enter a valid quantity',
  selectAtLeastOne: 'Please select at least one product to buy.',
  cartEmpty: 'Your cart is empty.',

  wishlistNoSize: 'No size selected for this item',
  wishlistInvalidVariant: 'Invalid variant for this item',

  cancellationReasonRequired: 'Please provide a cancellation reason',
  feedbackRequired: 'Feedback cannot be empty',
  contactFieldRequired: (field: string) => `${field} is required`,
  messageRequired: 'Message is required',

  loginForOrder: 'Please log in to place an order',
  contactInvalid: 'Enter a valid Indian mobile number',
  missingInformationTitle: 'Missing Information',
  missingInformation:
    'Please fill in all address fields and a valid 10-digit contact number, or select a saved address.',

  searchQueryRequired: 'Please enter a search query',

  hexRequired: 'Hex code is required',
  hexInvalid: 'Hex code must look like #1A2B3C',
  descriptionRequired: 'Description is required',
  storyRequired: 'Story is required',
  productRequired: 'Product is required',
  colorRequired: 'Color is required',
  sizeQuantityNonNegative: (size: string) => `Size ${size} quantity must be non-negative`,
  priceRequired: 'Price is required',
  priceNonNegative: 'Price must be non-negative',
  imageRequired: 'Image is required',
  imagesRequired: 'At least one image is required',
  onlyImages: 'Only image files are allowed',
} as const;

/** Fallbacks shown when a failing call carries no message of its own (section 8). */
export const ERROR_FALLBACK = {
  login: 'Login failed',
  signup: 'Signup failed',
  resendOtp: 'Resend Otp failed',
  account: 'Something went wrong',
  logout: 'Failed to log out',

  addToCart: 'Failed to add item to cart',
  updateCartItem: 'Failed to update cart item',
  removeCartItem: 'Failed to remove item from cart',
  fetchCart: 'Failed to fetch cart',
  clearCart: 'Failed to clear cart',

  fetchProducts: 'Failed to fetch products',
  fetchProduct: 'Failed to fetch product',
  createProduct: 'Failed to create product',
  updateProduct: 'Failed to update product',
  deleteProduct: 'Failed to delete product',

  fetchVariantImages: 'Failed to fetch variant images',
  createVariantImages: 'Failed to create variant images',
  updateVariantImages: 'Failed to update variant images',
  deleteVariantImages: 'Failed to delete variant images',

  addToWishlist: 'Failed to add to wishlist',
  removeFromWishlist: 'Failed to remove from wishlist',
  fetchWishlist: 'Failed to fetch wishlist',
  clearWishlist: 'Failed to clear wishlist',

  fetchReviews: 'Failed to fetch reviews',
  createReview: 'Failed to create review',
  deleteReview: 'Failed to delete review',

  submitContact: 'Failed to submit contact form',
  submitFeedback: 'Failed to submit feedback',

  createOrder: 'Failed to create order',
  verifyPayment: 'Payment verification failed',
  fetchUserOrders: 'Failed to fetch user orders',
  requestCancellation: 'Failed to request cancellation',
  fetchOrders: 'Failed to fetch orders',
  updateOrderStatus: 'Failed to update order status',
  loadRazorpay: 'Failed to load Razorpay. Please try again.',
  paymentFailed: 'Payment failed. Please try again.',
  paymentCancelled: 'Payment cancelled. You can retry the payment.',

  fetchDashboardStats: 'Failed to fetch dashboard stats',
  fetchActiveUsers: 'Failed to fetch most active users',
  fetchPurchasedProducts: 'Failed to fetch most purchased products',
  fetchRecentOrders: 'Failed to fetch recent orders',

  fetchVariants: 'Failed to fetch variants',
  createVariant: 'Failed to create variant',
  updateVariant: 'Failed to update variant',
  deleteVariant: 'Failed to delete variant',

  fetchColors: 'Failed to fetch colors',
  createColor: 'Failed to create color',
  updateColor: 'Failed to update color',
  deleteColor: 'Failed to delete color',
} as const;

export const SUCCESS = {
  loggedIn: 'Logged in successfully',
  registered: 'Registered successfully. Please verify your email.',
  verified: 'Account verified successfully!',
  otpResent: 'OTP resent successfully!',
  otpSent: 'OTP sent to your email!',
  passwordReset: 'Password reset successful!',
  profileUpdated: 'Profile updated successfully',
  passwordChanged: 'Password changed successfully',
  addressAdded: 'Address added successfully',
  addressUpdated: 'Address updated successfully',
  addressDeleted: 'Address deleted successfully',
  loggedOut: 'Logged out successfully',

  addedToWishlist: 'Added to wishlist!',
  removedFromWishlist: 'Item removed from wishlist',
  wishlistCleared: 'Wishlist cleared',
  addedToCart: 'Item added to cart successfully',
  cartCleared: 'Cart cleared successfully',
  removedFromCart: 'Item removed from cart successfully',
  cartItemUpdated: 'Cart item updated successfully',

  messageSent: 'Message sent successfully!',
  cancellationRequested: 'Cancellation request submitted.',
  feedbackSubmitted: 'Feedback submitted successfully',
  orderCreated: 'Order created successfully',
  paymentVerified: 'Payment verified successfully',
  orderStatusUpdated: 'Order status updated successfully',

  colorCreated: 'Color created successfully',
  colorUpdated: 'Color updated successfully',
  colorDeleted: 'Color deleted successfully',
  productCreated: 'Product created successfully',
  productUpdated: 'Product updated successfully',
  productDeleted: 'Product deleted successfully',
  variantCreated: 'Variant created successfully',
  variantUpdated: 'Variant updated successfully',
  variantDeleted: 'Variant deleted successfully',
  variantImagesCreated: 'Variant images created successfully',
  variantImagesUpdated: 'Variant images updated successfully',
  variantImagesDeleted: 'Variant images deleted successfully',
} as const;

/** Screen states and fixed texts. */
export const SCREEN = {
  loading: 'Loading...',
  splash: 'Loading your shopping experience...',
  notFoundTitle: 'Page Not Found',
  goHome: 'Go Home',
  productsFailed: 'Failed to load products',
  productsEmpty: 'No products available',
  productFailed: (message: string) => `Failed to load product: ${message}`,
  cartFailed: 'Failed to load cart',
  wishlistFailed: 'Failed to load wishlist.',
  noSearchResults: (query: string) => `No results found for "${query}".`,
  noItemsToOrder: 'No items to order',
  noOrderDetails: 'No order details available.',
  noPastOrders: 'No past orders found.',
  ordersFailed: (message: string) => `Error loading orders: ${message}`,
  noAddresses: 'No addresses found.',
  listError: (message: string) => `Error: ${message}`,
  loadingVariants: 'Loading variants...',
  noImagesUploaded: 'No images uploaded',
  loadingImages: 'Loading images...',
  variantImagesTitle: 'Variant Images',
  deleteAllImagesConfirm: 'Are you sure you want to delete all images for this variant?',
  deleteTitle: (type: string) => `Delete ${type}`,
  deleteConfirm: (type: string) => `Are you sure you want to delete this ${type}?`,
  deleting: 'Deleting...',
  saving: 'Saving...',
  statusConfirm: (id: string, status: string) => `Are you sure you want to update order #${id} to ${status}?`,
  noUsers: 'No users found.',
  noSalesData: 'No sales data found.',
  noOrders: 'No orders found.',
  noUserOrders: 'No orders found for this user.',
  noVariants: 'No variants found.',
  noColors: 'No colors found.',
  noProducts: 'No products found.',
} as const;

/** Messages the server answers with for its own refusals. */
export const SERVER_MESSAGES = {
  validation: 'Please check the highlighted fields',
  notFound: 'Not found',
  routeNotFound: (method: string, url: string) => `Route ${method} ${url} not found`,
  internal: 'Something went wrong on our side. Please try again.',
  unauthenticated: 'Please log in to continue',
  forbidden: 'You do not have permission to do that',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  foreignOrigin: 'Cross-site request refused',
  invalidCredentials: 'Invalid email or password',
  notVerified: 'Please verify your email before logging in',
  emailTaken: 'An account with this email already exists',
  otpInvalid: 'Invalid OTP',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpVoided: 'Too many wrong attempts. Please request a new OTP.',
  otpResendWait: (seconds: number) =>
    `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new OTP`,
  currentPasswordWrong: 'Current password is incorrect',
  sessionExpired: 'Your session has expired. Please log in again.',
  addressNotFound: 'Address not found',
  addressLimit: (max: number) => `You can save up to ${max} addresses`,
  payloadTooLarge: 'The upload is too large',
} as const;

/** The server's refusals and notes for cart, wishlist, orders, payments and messages */
export const SHOPPING_MESSAGES = {
  productNotFound: 'Product not found',
  cartItemNotFound: 'Cart item not found',
  wishlistItemNotFound: 'Wishlist item not found',
  orderNotFound: 'Order not found',
  addressNotFound: 'Address not found',
  /** A cart line may never ask for more than the size has left. */
  stockLeft: (left: number) => (left <= 0 ? 'This item is out of stock' : `Only ${left} left in stock`),
  /** An order line that is short names the item and what is left of it. */
  orderLineShort: (item: string, left: number) =>
    left <= 0 ? `${item} is out of stock` : `Only ${left} left of ${item}`,
  lineQuantityMax: (max: number) => `At most ${max} of one item per order`,
  cancelAlreadyCancelled: 'This order has already been cancelled',
  cancelDelivered: 'Delivered orders cannot be cancelled',
  cancelShipped: 'Orders cannot be cancelled after shipping',
  cancelAlreadyRequested: 'A cancellation request has already been submitted for this order',
  cancelWindowOver: (hours: number) => `Orders can only be cancelled within ${hours} hours of placing them`,
  paymentNotOnline: 'This order is paid cash on delivery',
  paymentOrderCancelled:
    'This order was cancelled before its payment was confirmed. Any amount debited will be refunded.',
  paymentAlreadyMade: 'This order has already been paid',
  paymentUnavailable: 'Online payment is unavailable right now. Please try again or choose cash on delivery.',
  paymentDeclinedSimulated: 'Your bank declined the payment (simulated failure).',
  webhookSignatureInvalid: 'Invalid webhook signature',
  webhookReceived: 'Event received',
  tooManyUnpaidOrders: (max: number) =>
    `You already have ${max} online orders waiting for payment. Please pay or let one expire before placing another.`,
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different order request',
  idempotencyKeyInProgress: 'An order with this Idempotency-Key is still being placed',
  noOpenCancellationRequest: 'This order has no open cancellation request',
  declineNoteRequired: 'Please give the customer a reason for declining',
  orderBusy: 'The order is being changed by another request. Please try again.',
} as const;

/** What the customer and the admin read about a cancellation request and its outcome. */
export const CANCELLATION_TEXTS = {
  requested: 'Cancellation requested',
  approved: 'Cancellation approved',
  declined: (reason: string) => `Cancellation declined: ${reason}`,
  /** The note of a request that shipping overtook. */
  declinedShipped: 'The order had already been shipped',
  approvedToast: 'Cancellation approved',
  declinedToast: 'Cancellation declined',
} as const;

/** Refund states as the order views and the CSV show them. */
export const REFUND_TEXTS = {
  pending: 'Refund pending',
  processed: 'Refunded',
  failed: 'Refund failed — our team will contact you',
  line: (amount: string, id: string | null) => (id ? `Refund of ${amount} (ref. ${id})` : `Refund of ${amount}`),
} as const;

/** The notes of the order's history rows, one per change. */
export const ORDER_HISTORY_NOTES = {
  placed: 'Order placed',
  replaced: 'Replaced by a newer checkout of the same cart lines',
  providerOrderFailed: 'Payment provider order could not be created',
  unpaidExpired: (minutes: number) => `Online payment not received within ${minutes} minutes`,
  adminChange: 'Changed by admin',
  cancellationApproved: 'Cancellation request approved',
} as const;
