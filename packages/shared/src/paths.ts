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
    /** Asks for a sign-in code sent to a verified phone (SMS or WhatsApp). */
    phoneOtp: '/user/phone/otp',
    phoneLogin: '/user/phone/login',
    /** The address and way to pay of the buyer's last order, for buying again in one sheet. */
    checkoutDefaults: '/user/checkout-defaults',
    /** The signed-in shopper asks for a code to prove the phone on their profile. */
    phoneVerifyOtp: '/user/phone/verify/otp',
    phoneVerify: '/user/phone/verify',
    me: '/user/me',
    refresh: '/user/refresh_access_token',
    updateProfile: '/user/update_userProfile',
    /** The signed-in shopper's language (PUT): their mails and messages are written in it. */
    language: '/user/language',
    addAddress: '/user/add_address',
    addresses: '/user/address',
    updateAddress: (id: string) => `/user/update_address/${id}`,
    deleteAddress: (id: string) => `/user/delete_address/${id}`,
  },
  /** The old profile page's call, outside the versioned base. */
  legacyMe: '/api/user/me',
  product: { list: '/product', facets: '/product/facets', one: (id: string) => `/product/${id}` },
  /** The searches that found nothing, for the owner (admin, GET). */
  search: { misses: '/search/misses' },
  stockAlerts: {
    root: '/stock-alerts',
    one: (id: string) => `/stock-alerts/${id}`,
    demand: '/stock-alerts/demand',
    consents: '/stock-alerts/consents',
    consent: (channel: string) => `/stock-alerts/consents/${channel}`,
    stop: '/stock-alerts/stop',
  },
  variant: {
    list: '/variant',
    one: (id: string) => `/variant/${id}`,
    csv: '/variant/export.csv',
    stockHistory: (id: string) => `/variant/${id}/stock-history`,
    stockAdjustments: (id: string) => `/variant/${id}/stock-adjustments`,
  },
  color: { list: '/color', one: (id: string) => `/color/${id}` },
  images: { list: '/images', one: (id: string) => `/images/${id}` },
  review: {
    create: '/review',
    /** Every review with its author and hidden state (admin, GET). */
    list: '/review',
    forProduct: (productId: string) => `/review/product/${productId}`,
    one: (id: string) => `/review/${id}`,
    visibility: (id: string) => `/review/${id}/visibility`,
  },
  /** A signed-in customer's photo for a review or a return (multipart, one file). */
  customerPhotos: '/customer-photos',
  cart: { root: '/cart', item: '/cart/item', itemById: (id: string) => `/cart/item/${id}`, quote: '/cart/quote' },
  coupons: { root: '/coupons', one: (id: string) => `/coupons/${id}` },
  offers: { root: '/offers', one: (id: string) => `/offers/${id}` },
  promotions: {
    settings: '/promotions/settings',
    discountPerDay: '/promotions/discount-per-day',
    unsubscribe: '/marketing/unsubscribe',
    /** The coupon that saves a signed-in buyer most on given lines, picked by checkout's own rules. */
    bestCoupon: '/promotions/best-coupon',
  },
  wishlist: { root: '/wishlist', one: (id: string) => `/wishlist/${id}` },
  contact: '/contact',
  feedback: '/feedback',
  order: {
    root: '/order',
    /** One order with its status history, for the owner's order page (admin). */
    one: (id: string) => `/order/${id}`,
    verify: '/order/verify',
    /** The owner pays an unpaid online order again: the same order, its open provider order. */
    pay: (id: string) => `/order/${id}/pay`,
    user: '/order/user',
    cancel: '/order/cancel',
    status: (id: string) => `/order/${id}/status`,
    approveCancellation: (id: string) => `/order/${id}/cancellation/approve`,
    declineCancellation: (id: string) => `/order/${id}/cancellation/decline`,
    csv: '/order/export.csv',
    invoice: (id: string) => `/order/${id}/invoice`,
    creditNote: (id: string) => `/order/${id}/credit-note`,
    shipment: (id: string) => `/order/${id}/shipment`,
    shipmentLabel: (id: string) => `/order/${id}/shipment/label`,
    shipmentFailedDelivery: (id: string) => `/order/${id}/shipment/failed-delivery`,
    parcel: (id: string) => `/order/${id}/parcel`,
    packingSlip: (id: string) => `/order/${id}/packing-slip`,
  },
  shipping: {
    webhook: '/shipping/webhook',
    simulatedEvents: '/shipping/simulated/events',
    failedDelivery: (token: string) => `/shipping/failed-delivery/${token}`,
  },
  returns: {
    root: '/returns',
    user: '/returns/user',
    status: (id: string) => `/returns/${id}/status`,
    stats: '/returns/stats',
    settings: '/returns/settings',
    refund: (id: string) => `/returns/${id}/refund`,
    eligibility: (orderId: string) => `/returns/eligibility/${orderId}`,
    /** The credit note of an accepted return's lines as PDF (its shopper or an admin). */
    creditNote: (id: string) => `/returns/${id}/credit-note`,
    /** The tax invoice of an exchange's replacement as PDF (its shopper or an admin). */
    replacementInvoice: (id: string) => `/returns/${id}/invoice`,
  },
  wallet: '/user/wallet',
  delivery: {
    pin: (pin: string) => `/delivery/${pin}`,
    rules: '/delivery/rules',
    rule: (id: string) => `/delivery/rules/${id}`,
  },
  codRisk: {
    checkoutOptions: '/checkout/options',
    confirm: (id: string) => `/order/${id}/confirm`,
    refusedAtDoor: (id: string) => `/order/${id}/refused-at-door`,
    decision: (id: string) => `/order/${id}/cod-decision`,
    payOnline: (id: string) => `/order/${id}/pay-online`,
    payOnlineVerify: (id: string) => `/order/${id}/pay-online/verify`,
    rules: '/cod/rules',
    stats: '/cod/stats',
  },
  gst: {
    summary: '/gst/summary',
    csv: '/gst/summary.csv',
    gstr1: (table: string) => `/gst/gstr1/${table}.csv`,
  },
  invoiceSettings: {
    root: '/invoice-settings',
    image: (kind: string) => `/invoice-settings/${kind}`,
  },
  dashboard: {
    users: '/dashboard/users',
    products: '/dashboard/products',
    stats: '/dashboard/stats',
    orders: '/dashboard/orders',
    userOrders: '/dashboard/user/order',
    sales: '/dashboard/sales',
    lowStock: '/dashboard/low-stock',
    settings: '/dashboard/settings',
    /** Shoppers per step, day and path: product view to a confirmed order (admin). */
    funnel: '/dashboard/funnel',
  },
  /** What the storefront tells the shopper funnel: a product view, a checkout opened. */
  funnel: { beacon: '/funnel/beacon' },
  jobs: { root: '/jobs', counts: '/jobs/counts', retry: (id: string) => `/jobs/${id}/retry` },
  config: '/config',
  payments: {
    simulatedPay: '/payments/simulated/pay',
    webhook: '/payments/webhook',
    simulatedScript: '/payments/simulated/checkout.js',
    simulatedFaults: '/payments/simulated/faults',
    simulatedRefunds: '/payments/simulated/refunds',
    /** The UPI apps ranked by this shop's own success rate with each over the last 30 days. */
    upiApps: '/payments/upi/apps',
    /** Starts a UPI payment of an online order: an app's intent, a QR code or a UPI ID. */
    upi: '/payments/upi',
    upiAttempt: (id: string) => `/payments/upi/${id}`,
    /** The simulated UPI app (development only): the page a tile opens, its script and its answer. */
    simulatedUpiApp: (id: string) => `/payments/simulated/upi/${id}`,
    simulatedUpiScript: '/payments/simulated/upi-app.js',
    simulatedUpiAnswer: (id: string) => `/payments/simulated/upi/${id}/answer`,
  },
} as const;
