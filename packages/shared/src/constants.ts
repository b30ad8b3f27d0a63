/**
 * Business constants and the decisions.
 * Both apps import these; nothing here may be retyped elsewhere.
 */

export const API_BASE_PATH = '/api/v1';

export const STORE = {
  name: 'StoryFit',
  tagline: 'every fit tells a story',
  supportEmail: 'support@storyfit.in',
  phone: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  address: {
    line1: 'StoryFit Studio, 2nd Floor, 118 Ferozepur Road',
    line2: 'Ghumar Mandi',
    city: 'Ludhiana',
    state: 'Punjab',
    postalCode: '141001',
    country: 'India',
  },
  instagramUrl: 'https://www.instagram.com/storyfit.in',
  whatsappUrl: 'https://wa.me/919876543210',
} as const;

export const SIZES = ['M', 'L', 'XL', 'XXL'] as const;

export const PAYMENT_METHODS = ['cod', 'online'] as const;

export const GENDERS = ['male', 'female', 'other'] as const;

export const ROLES = ['user', 'admin'] as const;

/**
 * `awaiting_confirmation`: a cash-on-delivery order the shopper still has to confirm (its stock is
 * held); confirmed it goes on to processing, unconfirmed it is cancelled after the deadline.
 */
export const ORDER_STATUSES = [
  'pending',
  'awaiting_confirmation',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Pending is only a filter value, never a target an admin can choose. */
export const ADMIN_STATUS_TARGETS = ['processing', 'shipped', 'delivered', 'cancelled'] as const;
export type AdminStatusTarget = (typeof ADMIN_STATUS_TARGETS)[number];

/**
 * The declared order lifecycle: from each status, the statuses an admin may move it to.
 * Forward skips are allowed (a parcel handed to the courier before anyone clicked "processing"),
 * going back never; delivered and cancelled are final. The server checks every change against
 * this table; the admin's status dropdown greys out everything else.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly AdminStatusTarget[]>> = {
  pending: ['processing', 'shipped', 'delivered', 'cancelled'],
  awaiting_confirmation: ['processing', 'cancelled'],
  processing: ['shipped', 'delivered', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};
/** The same table under its former name. */
export const ORDER_STATUS_TRANSITIONS = ORDER_TRANSITIONS;

export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'cancelled'];

/** Orders shown on the Track Orders tab. */
export const TRACKABLE_ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'awaiting_confirmation',
  'processing',
  'shipped',
];

/**
 * Payment states. A paid online order that is cancelled moves to refund_pending while the
 * provider processes the refund, then refunded (or refund_failed, which the shop settles by hand).
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refund_pending', 'refunded', 'refund_failed'] as const;
type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The declared payment lifecycle: from each payment status, the ones it may move to. The order
 * lifecycle checks every change against it, and the order property test checks every recorded
 * change. Pending becomes paid when the money is taken (online when captured, cash on delivery
 * when delivered) or failed when an unpaid online order is cancelled; a payment captured for a
 * cancelled order goes straight to refund_pending; a refund the provider could not be made to
 * take (refund_failed) can still be sent again and succeed. An online order paid wholly with
 * store credit is refunded at once when cancelled: the credit goes back in the same transaction.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['paid', 'failed', 'refund_pending'],
  paid: ['refund_pending', 'refunded'],
  failed: ['paid', 'refund_pending'],
  refund_pending: ['refunded', 'refund_failed'],
  refund_failed: ['refunded', 'refund_pending'],
  refunded: [],
};

/** A customer's cancellation request, as one state: none asked, open (the admin decides), approved, declined. */
export const CANCELLATION_REQUEST_STATES = ['none', 'open', 'approved', 'declined'] as const;
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;

/** Unpaid online orders one customer may hold at once; each holds stock until paid or expired. */
export const MAX_LIVE_UNPAID_ONLINE_ORDERS = 3;
/**
 * No hoarding by cash on delivery, which holds stock until the parcel is refused at the door: a
 * customer has at most this many open (not yet delivered or cancelled) cash-on-delivery orders...
 */
export const MAX_OPEN_COD_ORDERS = 2;
/** ...and at most this many units of one size of one colour across all their open orders. */
export const MAX_OPEN_UNITS_PER_SIZE = 10;
/** How long an Idempotency-Key on POST /order answers its first result. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Per-user limits of placing orders and of payment calls, per minute. */
export const ORDER_RATE_LIMIT_PER_MINUTE = 10;
export const PAYMENT_RATE_LIMIT_PER_MINUTE = 20;
/**
 * Contact and feedback, per client address and per signed-in customer: enough for anyone with
 * something to say, too few to fill the support inbox or the feedback list.
 */
export const MESSAGE_RATE_LIMITS = {
  contact: { ip: { max: 5, minutes: 10 }, user: { max: 5, minutes: 60 } },
  feedback: { ip: { max: 10, minutes: 10 }, user: { max: 5, minutes: 60 } },
} as const;

/**
 * Look-ups of a coupon code (a quote or a checkout that carries one), per signed-in customer and
 * per client address: plenty for a shopper trying the codes they were given, far too few to find a
 * private code by guessing. The address limit stays higher because many shoppers share one on
 * mobile networks.
 */
export const COUPON_LOOKUP_LIMITS = {
  user: { max: 20, minutes: 10 },
  ip: { max: 60, minutes: 10 },
} as const;

/** Flat shipping on every order plus a cash-on-delivery charge. Rupees. */
export const SHIPPING_FEE_RUPEES = 120;
export const COD_CHARGE_RUPEES = 80;
export const DELIVERY_FEE_RUPEES: Readonly<Record<(typeof PAYMENT_METHODS)[number], number>> = {
  cod: SHIPPING_FEE_RUPEES + COD_CHARGE_RUPEES,
  online: SHIPPING_FEE_RUPEES,
};

export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const DASHBOARD_LIST_LIMIT = 10;
/** The shop's calendar: days on the dashboard begin and end at midnight in India (IST, no daylight saving). */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
/** The sales chart covers this many days, today (IST) included. */
export const SALES_CHART_DAYS = 30;
/** Sizes with this many units or fewer are listed as low on stock; the admin changes it on the dashboard. */
export const LOW_STOCK_THRESHOLD = { default: 5, min: 0, max: 999 } as const;
/** The low-stock list shows at most this many sizes, fewest units first. */
export const LOW_STOCK_LIST_LIMIT = 50;

export const PHONE_DIGITS = 10;
export const OTP_LENGTH = 6;
export const OTP_RESEND_WAIT_SECONDS = 60;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** Where a sign-in code for a phone can go: a text message, or WhatsApp. */
export const PHONE_OTP_CHANNELS = ['sms', 'whatsapp'] as const;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_DEFAULT = 5;
export const MIN_QUANTITY = 1;
export const MAX_CART_LINE_QUANTITY = 20;

/**
 * A cookie the page can read, set beside the session cookies (which it cannot) and cleared with
 * them: while it is absent there is no session, so a visitor's page does not ask who is signed in
 * (docs/decisions/0096). It holds no secret.
 */
export const SESSION_HINT_COOKIE = 'signed_in';

export const PROCESSING_BUSINESS_DAYS = { min: 2, max: 3 } as const;
export const CANCELLATION_WINDOW_HOURS = 24;
export const CANCELLATION_REFUND_BUSINESS_DAYS = { min: 5, max: 7 } as const;
export const RETURN_WINDOW_DAYS = 7;
export const REFUND_BUSINESS_DAYS = { min: 7, max: 10 } as const;
export const UNPAID_ONLINE_ORDER_TTL_MINUTES = 30;

export const CSV_EXPORTS = {
  orders: {
    fileName: 'all-orders.csv',
    /** Statuses and methods in words, amounts in rupees, the time in India. */
    columns: [
      'Order number',
      'Customer name',
      'Customer email',
      'Order status',
      'Payment method',
      'Total (₹)',
      'Placed at (India time)',
      'Payment status',
      'Refund status',
      'Refund ID',
      'Refund amount (₹)',
    ],
  },
  variants: {
    fileName: 'variants.csv',
    /** One row per size: `quantity` is that size's stock. */
    columns: ['Product name', 'Colour', 'Size', 'Price (₹)', 'Units in stock', 'SKU', 'Image URL'],
  },
} as const;

/**
 * The widths every uploaded picture is stored at (WebP and AVIF), smaller pictures up to their own
 * width: from a phone's cart thumbnail to the product photo on a laptop's high-density screen
 * (decision 0046).
 */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;

/**
 * `sizes` of the product page's main photo: the page's full width on phones and tablets (less its
 * 1 rem margins), the gallery column (1.1 of 2.1 shares, less the 3 rem gap and 2 rem margins) on
 * laptops, 612 px once the page stops growing at 1280 px. Shared because the page the server sends
 * preloads that photo with the same `sizes`, so the browser picks the same file twice.
 */
export const PRODUCT_PHOTO_SIZES =
  '(min-width: 1280px) 612px, (min-width: 1024px) calc(52vw - 58px), calc(100vw - 2rem)';
/**
 * `sizes` of a card's photo in the product grids: two columns on phones and tablets (less the page
 * margins and the gap), three on laptops, four of 286 px once the page stops growing at 1280 px.
 * Shared for the same reason: /products' HTML preloads its first card's photo.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 286px, (min-width: 1024px) calc(33vw - 37px), (min-width: 640px) calc(50vw - 36px), calc(50vw - 22px)';
/**
 * The home hero's picture: the widths it is drawn at (scripts/draw-hero.ts) and offered in, and
 * its `sizes` (full width on phones and tablets, the right column, at most ~650 px, on laptops).
 * Shared because home's HTML preloads it.
 */
export const HERO_WIDTHS = [480, 800, 1200, 1600] as const;
export const HERO_SIZES = '(min-width: 1280px) 650px, (min-width: 1024px) 52vw, calc(100vw - 2rem)';
export const PRICE_RANGE_RUPEES = { min: 0, max: 1_000_000 } as const;

/**
 * The closed list of refusals the API answers with. Clients branch on these, never on a message:
 * messages are for people and may be reworded.
 */
export const ERROR_CODES = [
  'VALIDATION',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'NOT_VERIFIED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** Well-formed, but the shop's rules refuse it (a code that no longer applies, a return outside its window). */
  'UNPROCESSABLE',
  /** A link or offer that was valid once and has run out (a failed-delivery link after its answer window). */
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;

/** The sort orders of the product list. */
export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'rating', 'relevance'] as const;

export const SEARCH_MAX_LENGTH = 200;

export const DELIVERY_RULE_KINDS = ['blocked', 'no-cod'] as const;
