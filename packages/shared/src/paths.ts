/**
 * Every API path, relative to API_BASE_PATH. The server registers routes
 * with these and the web client calls them, so a path is written once.
 */
export const API = {
  user: {
    login: '/user/login',
    loginAlias: '/auth',
    register: '/user/register',
    resendOtp: '/user/resend_otp',
    verify: '/user/verify_user',
    logout: '/user/logout',
    changePassword: '/user/change_password',
    forgotPassword: '/user/forgot_password',
    resetPassword: '/user/reset_password',
    me: '/user/me',
    refresh: '/user/refresh_access_token',
    updateProfile: '/user/update_userProfile',
    addAddress: '/user/add_address',
    addresses: '/user/address',
    updateAddress: (id: string) => `/user/update_address/${id}`,
    deleteAddress: (id: string) => `/user/delete_address/${id}`,
  },
  /** The old profile page's call, outside the versioned base. */
  legacyMe: '/api/user/me',
  product: { list: '/product', one: (id: string) => `/product/${id}` },
  variant: { list: '/variant', one: (id: string) => `/variant/${id}`, csv: '/variant/export.csv' },
  color: { list: '/color', one: (id: string) => `/color/${id}` },
  images: { list: '/images', one: (id: string) => `/images/${id}` },
  review: {
    create: '/review',
    forProduct: (productId: string) => `/review/product/${productId}`,
    one: (id: string) => `/review/${id}`,
  },
  cart: { root: '/cart', item: '/cart/item', itemById: (id: string) => `/cart/item/${id}` },
  wishlist: { root: '/wishlist', one: (id: string) => `/wishlist/${id}` },
  contact: '/contact',
  feedback: '/feedback',
  order: {
    root: '/order',
    verify: '/order/verify',
    user: '/order/user',
    cancel: '/order/cancel',
    status: (id: string) => `/order/${id}/status`,
    approveCancellation: (id: string) => `/order/${id}/cancellation/approve`,
    declineCancellation: (id: string) => `/order/${id}/cancellation/decline`,
    csv: '/order/export.csv',
  },
  dashboard: {
    users: '/dashboard/users',
    products: '/dashboard/products',
    stats: '/dashboard/stats',
    orders: '/dashboard/orders',
    userOrders: '/dashboard/user/order',
  },
  config: '/config',
  payments: {
    simulatedPay: '/payments/simulated/pay',
    webhook: '/payments/webhook',
    simulatedScript: '/payments/simulated/checkout.js',
  },
} as const;
