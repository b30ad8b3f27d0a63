import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * What the OpenAPI document says about each operation: a stable, readable `operationId` (client
 * generators name their methods after it) and a description. Keyed by method and route as Fastify
 * registers it; an operation missing here has neither, which the OpenAPI lint in CI refuses.
 */
const OPERATIONS: Record<string, [operationId: string, description: string]> = {
  'GET /api/user/me': [
    'getLegacyProfile',
    'The signed-in user, for the old profile page (Bearer token or session cookie).',
  ],
  'POST /api/v1/user/login': ['logIn', 'Signs in with e-mail and password and sets the session cookies.'],
  'POST /api/v1/auth': ['logInLegacy', 'The old sign-in path: the same as logIn.'],
  'POST /api/v1/user/register': ['register', 'Creates an unverified account and mails a one-time code.'],
  'POST /api/v1/user/resend_otp': ['resendOtp', 'Mails a new verification code, once the resend wait is over.'],
  'POST /api/v1/user/verify_user': ['verifyUser', 'Verifies an account with its mailed code and signs it in.'],
  'POST /api/v1/user/refresh_access_token': [
    'refreshSession',
    'Rotates the refresh token and issues a new access token.',
  ],
  'POST /api/v1/user/logout': [
    'logOutWithPost',
    'Revokes the refresh token and clears the session cookies (what the web app calls).',
  ],
  'GET /api/v1/user/logout': [
    'logOut',
    'Revokes the refresh token and clears the session cookies; refused unless Fetch-Metadata or the Referer shows the shop itself started the request.',
  ],
  'POST /api/v1/user/change_password': [
    'changePassword',
    'Changes the password with the current one; other sessions end.',
  ],
  'POST /api/v1/user/forgot_password': [
    'forgotPassword',
    'Mails a password reset code when the e-mail has an account.',
  ],
  'POST /api/v1/user/reset_password': [
    'resetPassword',
    'Sets a new password with the mailed code; every session ends.',
  ],
  'POST /api/v1/user/phone/otp': [
    'requestPhoneOtp',
    'Sends a sign-in code by SMS or WhatsApp when the number is verified on an account; the same answer for any number.',
  ],
  'POST /api/v1/user/phone/login': ['logInWithPhone', 'Signs in with the code sent to a verified phone.'],
  'POST /api/v1/user/phone/verify/otp': [
    'requestPhoneVerification',
    "Sends a code to the signed-in user's phone, by SMS or WhatsApp, to verify it.",
  ],
  'POST /api/v1/user/phone/verify': [
    'verifyPhone',
    "Verifies the signed-in user's phone with its code; refused when another account has it verified.",
  ],
  'GET /api/v1/user/me': ['getProfile', 'The signed-in user with saved addresses.'],
  'POST /api/v1/user/update_userProfile': ['updateProfile', "Updates the signed-in user's name and phone."],
  'PUT /api/v1/user/language': ['setLanguage', "Remembers the signed-in user's language for their mails and messages."],
  'POST /api/v1/user/add_address': ['addAddress', 'Saves a shipping address (India only).'],
  'GET /api/v1/user/address': ['listAddresses', "The signed-in user's saved addresses."],
  'GET /api/v1/user/checkout-defaults': [
    'getCheckoutDefaults',
    "The address, way to pay and contact of the signed-in user's last order, for buying again.",
  ],
  'PATCH /api/v1/user/update_address/:id': ['updateAddress', 'Changes a saved address of the signed-in user.'],
  'DELETE /api/v1/user/delete_address/:id': ['deleteAddress', 'Deletes a saved address of the signed-in user.'],
  'GET /api/v1/product': [
    'listProducts',
    'One page of products, filtered, searched (by a Hindi name too) and sorted, with a card variant each; `lang=hi` names them in Hindi where the admin wrote it.',
  ],
  'GET /api/v1/product/facets': [
    'productFacets',
    'How many products each size in stock, colour and fit would list under the other filters, and the price range; `lang=hi` names the colours in Hindi where written; the `value` of each colour (its English name) is what its filter carries, and a colour filter takes either name.',
  ],
  'POST /api/v1/product': ['createProduct', 'Creates a product, with its optional Hindi name and story (admin).'],
  'GET /api/v1/product/:id': [
    'getProduct',
    'A product with its variants, stock per size, photos and rating; `lang=hi` gives its Hindi name, story and colour names where written.',
  ],
  'PATCH /api/v1/product/:id': [
    'updateProduct',
    'Changes a product, its optional Hindi name and story among them (blank: none) (admin).',
  ],
  'DELETE /api/v1/product/:id': ['deleteProduct', 'Deletes a product without variants (admin).'],
  'GET /api/v1/color': ['listColors', 'Every colour, with its optional Hindi name.'],
  'POST /api/v1/color': ['createColor', 'Creates a colour, with its optional Hindi name (admin).'],
  'PATCH /api/v1/color/:id': [
    'updateColor',
    'Changes a colour, its optional Hindi name among them (blank: none) (admin).',
  ],
  'DELETE /api/v1/color/:id': ['deleteColor', 'Deletes a colour no variant uses (admin).'],
  'GET /api/v1/variant': ['listVariants', 'One page of variants for the admin screens.'],
  'GET /api/v1/search/misses': [
    'listSearchMisses',
    'The searches that found nothing, most frequent first, with when each was last seen (admins).',
  ],
  'POST /api/v1/variant': [
    'createVariant',
    'Creates a variant with price, stock per size and a photo (admin, multipart).',
  ],
  'PATCH /api/v1/variant/:id': ['updateVariant', 'Changes price, stock or photo of a variant (admin).'],
  'DELETE /api/v1/variant/:id': ['deleteVariant', 'Deletes a variant never ordered (admin).'],
  'GET /api/v1/images': ['listImageSets', 'The image sets of the variants (admin).'],
  'POST /api/v1/images': ['createImageSet', 'Uploads the photos of a variant (admin, multipart).'],
  'PUT /api/v1/images/:id': ['replaceImageSet', 'Replaces the photos of a variant (admin, multipart).'],
  'DELETE /api/v1/images/:id': ['deleteImageSet', 'Deletes the photos of a variant (admin).'],
  'GET /api/v1/review/product/:productId': [
    'listReviews',
    'One page of reviews of a product with its average rating and what most reviewers say of the fit.',
  ],
  'POST /api/v1/review': ['createReview', 'Posts a review of a product (signed in).'],
  'DELETE /api/v1/review/:id': ['deleteReview', "Deletes one of the signed-in user's reviews."],
  'GET /api/v1/review': ['listAllReviews', 'Every review with its product, author and hidden state (admin).'],
  'PUT /api/v1/review/:id/visibility': [
    'setReviewVisibility',
    'Hides a review from the product page and its rating, with a reason, or shows it again (admin).',
  ],
  'POST /api/v1/customer-photos': [
    'uploadCustomerPhoto',
    'Uploads one photo for a review or a return request (signed in, multipart); answers its id.',
  ],
  'GET /api/v1/cart': ['getCart', "The signed-in user's cart with current prices and stock."],
  'POST /api/v1/cart': ['addCartItem', 'Adds a line to the cart, or raises its quantity.'],
  'DELETE /api/v1/cart': ['clearCart', 'Empties the cart.'],
  'PATCH /api/v1/cart/item': ['updateCartItem', 'Sets the quantity or size of a cart line.'],
  'DELETE /api/v1/cart/item/:id': ['removeCartItem', 'Removes a line from the cart.'],
  'GET /api/v1/wishlist': ['getWishlist', "The signed-in user's wishlist."],
  'POST /api/v1/wishlist': ['addWishlistItem', 'Adds a variant and size to the wishlist.'],
  'DELETE /api/v1/wishlist': ['clearWishlist', 'Empties the wishlist.'],
  'DELETE /api/v1/wishlist/:id': ['removeWishlistItem', 'Removes an item from the wishlist.'],
  'GET /api/v1/config': ['getPaymentConfig', 'What the checkout needs to open the payment widget.'],
  'POST /api/v1/order': [
    'placeOrder',
    'Places an order from cart lines, cash on delivery or online; the server prices it.',
  ],
  'GET /api/v1/order': ['listOrders', 'One page of all orders, filtered (admin).'],
  'POST /api/v1/order/verify': ['verifyPayment', 'Confirms an online payment with the gateway signature.'],
  'POST /api/v1/order/:id/pay': [
    'payNow',
    "Opens a new payment attempt on the signed-in user's own unpaid online order (the same order).",
  ],
  'GET /api/v1/order/user': ['listMyOrders', "The signed-in user's orders."],
  'POST /api/v1/order/cancel': ['requestCancellation', 'Asks to cancel an order while it may still be cancelled.'],
  'POST /api/v1/payments/webhook': ['receivePaymentWebhook', "The payment gateway's signed event."],
  'POST /api/v1/payments/simulated/pay': [
    'paySimulated',
    'The simulated gateway: pays, declines or dismisses a payment.',
  ],
  'POST /api/v1/payments/simulated/faults': [
    'switchSimulatedFaults',
    'The simulated gateway (outside production): makes it refuse refunds or provider orders, or stop refusing.',
  ],
  'GET /api/v1/payments/upi/apps': [
    'rankUpiApps',
    "The UPI apps, best first by the shop's own share of paid attempts with each over the last 30 days.",
  ],
  'POST /api/v1/payments/upi': [
    'startUpiPayment',
    "Starts a UPI payment (an app's intent, a QR code or a UPI ID) of the signed-in user's own unpaid online order.",
  ],
  'GET /api/v1/payments/upi/:id': [
    'getUpiAttempt',
    "One of the signed-in user's UPI payment attempts, as the provider's signed webhooks left it.",
  ],
  'POST /api/v1/payments/simulated/upi/:id/answer': [
    'answerSimulatedUpi',
    'The simulated UPI app: pays, declines, never answers or pays late, through a signed webhook.',
  ],
  'GET /api/v1/payments/simulated/refunds': [
    'listSimulatedRefunds',
    'The simulated gateway (outside production): the refunds it made, as the provider counts them.',
  ],
  'POST /api/v1/dashboard/stats': ['getDashboardStats', 'The dashboard figures for a period (admin).'],
  'GET /api/v1/dashboard/users': ['listCustomers', 'One page of customers (admin).'],
  'GET /api/v1/dashboard/products': ['listProductFigures', 'Products with their sales figures (admin).'],
  'POST /api/v1/dashboard/orders': ['listDashboardOrders', 'One page of orders for the dashboard (admin).'],
  'POST /api/v1/dashboard/user/order': ['listCustomerOrders', "One customer's orders (admin)."],
  'GET /api/v1/dashboard/sales': [
    'getSalesPerDay',
    'Orders placed and revenue received per IST day for the last 30 days, zeros included (admin).',
  ],
  'GET /api/v1/dashboard/funnel': [
    'getShopperFunnel',
    'Shoppers per day and path at each step, product view to a confirmed order, with drop-off (admin).',
  ],
  'POST /api/v1/funnel/beacon': [
    'sendFunnelBeacon',
    'Tells the shopper funnel of a product view or a checkout opened (sets the day-long visit cookie); 204.',
  ],
  'GET /api/v1/dashboard/low-stock': [
    'listLowStockSizes',
    'Sizes with as many units as the low-stock threshold or fewer, fewest first (admin).',
  ],
  'GET /api/v1/dashboard/settings': [
    'getDashboardSettings',
    "The dashboard's settings: the low-stock threshold (admin).",
  ],
  'PUT /api/v1/dashboard/settings': [
    'updateDashboardSettings',
    'Saves the low-stock threshold for the whole shop (admin).',
  ],
  'GET /api/v1/order/:id': ['getOrder', 'One order with its status history, for the owner’s order page (admin).'],
  'PUT /api/v1/order/:id/status': ['changeOrderStatus', 'Moves an order along its status table (admin).'],
  'POST /api/v1/order/:id/cancellation/approve': [
    'approveCancellation',
    "Approves a customer's open cancellation request: the order is cancelled, stock returned, a paid order refunded (admin).",
  ],
  'POST /api/v1/order/:id/cancellation/decline': [
    'declineCancellation',
    "Declines a customer's open cancellation request with a note the customer reads (admin).",
  ],
  'GET /api/v1/order/export.csv': ['exportOrders', 'All orders matching the filters as CSV (admin).'],
  'GET /api/v1/variant/export.csv': ['exportVariants', 'Every variant with its stock as CSV (admin).'],
  'POST /api/v1/contact': ['sendContactMessage', 'Sends a message from the contact form to support.'],
  'POST /api/v1/feedback': ['sendFeedback', 'Sends feedback from a signed-in customer.'],
  'GET /api/v1/delivery/rules': ['listDeliveryRules', 'The PIN code delivery rules (admin).'],
  'POST /api/v1/delivery/rules': ['createDeliveryRule', 'Adds a PIN code delivery rule (admin).'],
  'DELETE /api/v1/delivery/rules/:id': ['deleteDeliveryRule', 'Deletes a PIN code delivery rule (admin).'],
  'GET /api/v1/checkout/options': [
    'getCheckoutOptions',
    'How the signed-in shopper may pay for these cart lines to this PIN: the COD decision with its reasons.',
  ],
  'POST /api/v1/order/:id/confirm': [
    'confirmCodOrder',
    'Confirms (or cancels) a cash-on-delivery order that waits for the shopper: signed link token or the owner.',
  ],
  'POST /api/v1/order/:id/refused-at-door': [
    'markRefusedAtDoor',
    'Records a shipped cash-on-delivery parcel refused at the door and brought back (admin).',
  ],
  'GET /api/v1/order/:id/cod-decision': ['getCodDecision', "The order's COD decision and its reasons (admin)."],
  'GET /api/v1/order/:id/pay-online': [
    'getPayOnlineQuote',
    'What a cash-on-delivery order costs paid online instead (signed link token, no sign-in).',
  ],
  'POST /api/v1/order/:id/pay-online': [
    'startPayOnline',
    'The provider order that pays a cash-on-delivery order online instead, one per order (signed link token).',
  ],
  'POST /api/v1/order/:id/pay-online/verify': [
    'verifyPayOnline',
    'Verifies the payment of a cash-on-delivery order paid online instead (signed link token).',
  ],
  'GET /api/v1/cod/rules': ['getCodRules', 'The COD rules and thresholds (admin).'],
  'PUT /api/v1/cod/rules': ['saveCodRules', 'Saves the COD rules and thresholds (admin).'],
  'GET /api/v1/cod/stats': ['getCodStats', 'COD share, confirmation rate and return-to-origin rates (admin).'],
  'GET /api/v1/delivery/:pin': ['checkDelivery', 'Whether and when the shop delivers to a PIN code.'],
  'GET /api/v1/order/:id/invoice': ['getInvoice', 'The tax invoice of an order as PDF.'],
  'POST /api/v1/order/:id/shipment': [
    'createShipment',
    'Books the order’s parcel with the courier: AWB, courier and tracking link (admin).',
  ],
  'GET /api/v1/order/:id/shipment': [
    'getShipment',
    'The order’s parcel and its tracking events (its customer or an admin).',
  ],
  'DELETE /api/v1/order/:id/shipment': ['cancelShipment', 'Calls the order’s parcel off before pickup (admin).'],
  'GET /api/v1/order/:id/parcel': [
    'getParcelDefaults',
    'The parcel weight and size the order’s products make (admin).',
  ],
  'GET /api/v1/order/:id/shipment/label': [
    'getShipmentLabel',
    'The shipping label of the order’s parcel as PDF (admin).',
  ],
  'GET /api/v1/order/:id/packing-slip': ['getPackingSlip', 'The packing slip of an order as PDF (admin).'],
  'POST /api/v1/order/:id/shipment/failed-delivery': [
    'decideFailedDelivery',
    'The owner’s answer to a failed delivery: try again, change the address, or return it (admin).',
  ],
  'GET /api/v1/shipping/failed-delivery/:token': [
    'getFailedDelivery',
    'A failed delivery as its signed link shows it to the shopper (no log-in).',
  ],
  'POST /api/v1/shipping/failed-delivery/:token': [
    'answerFailedDelivery',
    'The shopper’s answer to a failed delivery from the signed link (no log-in).',
  ],
  'POST /api/v1/shipping/webhook': [
    'receiveCourierWebhook',
    'The courier’s tracking webhook (its token in x-api-key).',
  ],
  'POST /api/v1/shipping/simulated/events': [
    'simulateCourierEvent',
    'Makes the simulated courier’s next event happen to a parcel (development only).',
  ],
  'GET /api/v1/order/:id/credit-note': ['getCreditNote', 'The credit note of a cancelled, refunded order as PDF.'],
  'GET /api/v1/gst/summary': [
    'getGstSummary',
    "A month's GST totals per place of supply and overall, invoices less credit notes (admin).",
  ],
  'GET /api/v1/gst/summary.csv': ['exportGstSummary', 'The GST summary of a period as CSV (admin).'],
  'GET /api/v1/gst/gstr1/b2cs.csv': [
    'exportGstr1B2cs',
    'GSTR-1 Table 7 of a month or quarter: small B2C supplies per place of supply and rate, as CSV (admin).',
  ],
  'GET /api/v1/gst/gstr1/b2cl.csv': [
    'exportGstr1B2cl',
    'GSTR-1 Table 5 of a month or quarter: large inter-state B2C invoices, as CSV (admin).',
  ],
  'GET /api/v1/gst/gstr1/cdnur.csv': [
    'exportGstr1Cdnur',
    'GSTR-1 Table 9B of a month or quarter: credit notes against large B2C invoices, as CSV (admin).',
  ],
  'GET /api/v1/gst/gstr1/hsn.csv': [
    'exportGstr1Hsn',
    'GSTR-1 Table 12 of a month or quarter: the HSN-wise summary, credit notes subtracted, as CSV (admin).',
  ],
  'GET /api/v1/gst/gstr1/docs.csv': [
    'exportGstr1Documents',
    'GSTR-1 Table 13 of a month or quarter: the document series issued, as CSV (admin).',
  ],
  'GET /api/v1/invoice-settings': [
    'getInvoiceSettings',
    'The authorised signatory and the signature and logo printed on invoices (admin).',
  ],
  'PUT /api/v1/invoice-settings': [
    'saveInvoiceSignatory',
    'Sets the authorised signatory printed on documents issued from now on (admin).',
  ],
  'PUT /api/v1/invoice-settings/:kind': [
    'uploadInvoiceImage',
    'Uploads the signature or the logo printed on documents issued from now on (admin, multipart).',
  ],
  'DELETE /api/v1/invoice-settings/:kind': [
    'removeInvoiceImage',
    'Documents issued from now on carry no signature, or no logo (admin).',
  ],
  'POST /api/v1/stock-alerts': [
    'createStockAlert',
    'Asks for one alert when a sold-out size is back in stock, or when a wishlisted colour’s price drops, with consent on the channels ticked, in the words of the language shown (`language`).',
  ],
  'GET /api/v1/stock-alerts': ['listStockAlerts', "The signed-in customer's alerts."],
  'GET /api/v1/stock-alerts/consents': [
    'listAlertConsents',
    "The customer's latest consent to alerts on each channel: the words agreed to, when, and when withdrawn.",
  ],
  'DELETE /api/v1/stock-alerts/consents/:channel': [
    'withdrawAlertConsent',
    'Withdraws the customer’s consent to alerts on one channel.',
  ],
  'POST /api/v1/stock-alerts/stop': [
    'stopAlerts',
    'The one-tap Stop of an alert’s message: withdraws consent on its channel with the signed token, no sign-in.',
  ],
  'GET /api/v1/stock-alerts/demand': ['getStockDemand', 'How many shoppers wait for each sold-out size (admin).'],
  'DELETE /api/v1/stock-alerts/:id': ['deleteStockAlert', 'Ends one of the customer’s back-in-stock alerts.'],
  'GET /api/v1/jobs': [
    'listJobs',
    'One page of the shop’s background jobs in a state, each described, with its tries and last error (admin).',
  ],
  'GET /api/v1/jobs/counts': ['countJobs', 'How many jobs wait, are retrying, are running and are dead (admin).'],
  'POST /api/v1/jobs/:id/retry': ['retryJob', 'Tries a waiting, retrying or dead job again now (admin).'],
  'POST /api/v1/variant/:id/stock-adjustments': [
    'adjustStock',
    'Adds units found or takes units gone of one size, with the reason; never below zero (admin).',
  ],
  'GET /api/v1/variant/:id/stock-history': [
    'getStockHistory',
    'One page of a colour’s stock movements, newest first: why each size moved, the order it answers to, who asked, what was left (admin).',
  ],
  'POST /api/v1/returns': ['createReturn', 'Asks to return or exchange lines of a delivered order.'],
  'GET /api/v1/returns/eligibility/:id': [
    'getReturnEligibility',
    'What the return screen of one delivered order may offer: the window, and sizes in stock per line.',
  ],
  'GET /api/v1/returns/user': ['listUserReturns', "The signed-in customer's returns."],
  'GET /api/v1/returns': ['listReturns', 'Returns, newest first, filtered by status or order (admin).'],
  'GET /api/v1/returns/stats': ['getReturnStats', 'Return rate by product and size, and the reasons (admin).'],
  'GET /api/v1/returns/:id/credit-note': [
    'getReturnCreditNote',
    "The credit note of an accepted return's lines as PDF (its customer or an admin).",
  ],
  'GET /api/v1/returns/:id/invoice': [
    'getReplacementInvoice',
    "The tax invoice of an exchange's replacement as PDF (its customer or an admin).",
  ],
  'PUT /api/v1/returns/:id/status': ['updateReturnStatus', 'Moves a return along its table (admin).'],
  'GET /api/v1/returns/settings': ['getReturnSettings', 'The return fee in force and when replacements ship (admin).'],
  'PUT /api/v1/returns/settings': ['saveReturnSettings', 'Sets the return fee and when replacements ship (admin).'],
  'POST /api/v1/returns/:id/refund': [
    'retryReturnRefund',
    "Sends a return's failed refund to the payment provider again, under the same idempotency key (admin).",
  ],
  'GET /api/v1/user/wallet': ['getWallet', "The signed-in customer's store credit and its ledger."],
  'POST /api/v1/promotions/best-coupon': [
    'getBestCoupon',
    "The coupon that leaves the signed-in user the lowest total on given lines, picked by checkout's own rules.",
  ],
  'POST /api/v1/cart/quote': [
    'quoteCart',
    'Prices cart lines as checkout would: offers, a coupon code (or why it does not apply), fees and nudges.',
  ],
  'GET /api/v1/coupons': ['listCoupons', 'Every coupon code with its uses, discount given and sales brought (admin).'],
  'POST /api/v1/coupons': [
    'createCoupon',
    'Creates a coupon code: percent, flat or free shipping, with its limits (admin).',
  ],
  'PUT /api/v1/coupons/:id': ['updateCoupon', 'Edits, pauses or resumes a coupon code (admin).'],
  'DELETE /api/v1/coupons/:id': ['endCoupon', 'Ends a coupon code; its uses stay on record (admin).'],
  'GET /api/v1/offers': [
    'listOffers',
    'Every automatic offer with its uses, discount given and sales brought (admin).',
  ],
  'POST /api/v1/offers': ['createOffer', 'Creates an automatic offer: a bundle price or buy X get Y (admin).'],
  'PUT /api/v1/offers/:id': ['updateOffer', 'Edits, pauses or resumes an automatic offer (admin).'],
  'DELETE /api/v1/offers/:id': ['endOffer', 'Ends an automatic offer (admin).'],
  'GET /api/v1/promotions/settings': [
    'getPromotionSettings',
    'The free-shipping threshold and the cart reminders’ timing and coupon (admin).',
  ],
  'PUT /api/v1/promotions/settings': ['updatePromotionSettings', 'Changes the promotion settings (admin).'],
  'GET /api/v1/promotions/discount-per-day': [
    'getDiscountPerDay',
    'Discount given per day, for the dashboard (admin).',
  ],
  'POST /api/v1/marketing/unsubscribe': [
    'unsubscribeMarketing',
    'Stops marketing mails (cart reminders) for the address of a signed unsubscribe link.',
  ],
};

/** The tags the operations use, declared once for the document. */
export const OPENAPI_TAGS = [
  { name: 'account', description: 'Sign-up with e-mail codes, sessions, passwords, profile and addresses.' },
  { name: 'catalogue', description: 'Products, colours, variants with stock, and their photos.' },
  { name: 'reviews', description: 'Ratings and comments on products.' },
  { name: 'customer-photos', description: "Customers' photos for their reviews and return requests." },
  { name: 'cart', description: "The signed-in customer's cart." },
  { name: 'wishlist', description: "The signed-in customer's wishlist." },
  { name: 'orders', description: 'Placing, paying for and cancelling orders.' },
  { name: 'payments', description: 'The payment gateway: configuration, webhook and the simulated gateway.' },
  { name: 'admin', description: 'Dashboard figures, order handling and exports.' },
  { name: 'messages', description: 'Contact form and feedback.' },
  { name: 'delivery', description: 'Delivery to PIN codes.' },
  { name: 'cod-risk', description: 'Cash on delivery decided per order: options, confirmation, rules.' },
  { name: 'invoices', description: 'Tax invoices, credit notes and GST summaries.' },
  { name: 'stock-alerts', description: 'Alerts a shopper asked for (back in stock, price drop) and their consent.' },
  { name: 'promotions', description: 'Coupon codes, automatic offers, free shipping, cart quotes and cart reminders.' },
  { name: 'shipping', description: 'Parcels with the courier: booking, labels, tracking, failed deliveries.' },
  { name: 'returns', description: 'Returns and size exchanges of delivered orders, inspection and refunds.' },
  { name: 'wallet', description: "The customer's store credit: balance and ledger." },
  { name: 'jobs', description: 'The background jobs owed after a commit (mails, refunds): the operator’s view.' },
  { name: 'inventory', description: 'The stock of each size and the history of its movements.' },
  { name: 'funnel', description: 'The shopper funnel: what the storefront tells it, counted on the server.' },
];

/** Fills a route's `operationId` and `description` from the table above (an `onRoute` hook). */
export function describeOperation(route: RouteOptions): void {
  if (!route.schema || (route.schema as { hide?: boolean }).hide) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const entry = OPERATIONS[`${methods[0]} ${route.url}`];
  if (!entry) return;
  const [operationId, description] = entry;
  // A copy: routes that share one schema object (an old path and its new one) keep their own ids.
  route.schema = { ...route.schema, operationId, description };
}

/** The OpenAPI document of every route registered after it, served at /api/docs. */
export const openApiDocs = fp(
  async (app: FastifyInstance, { supportEmail }: { supportEmail: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'StoryFit shop API',
          version: '1.0.0',
          description: 'The API of the StoryFit shop: catalogue, accounts, cart, orders and payments, admin.',
          contact: { name: 'StoryFit support', email: supportEmail },
        },
        servers: [{ url: '/' }],
        tags: OPENAPI_TAGS,
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi-docs' },
);
