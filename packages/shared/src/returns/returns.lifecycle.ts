import { SIZES } from '../constants.ts';

type Size = (typeof SIZES)[number];
/**
 * The declared return lifecycle, like the order's: from each state, the states a return may move
 * to. The server checks every change against this table; the owner's Returns screen offers only
 * the moves it allows.
 *
 *   requested -> approved | rejected | expired
 *   approved  -> received | expired
 *   received  -> accepted | refused
 *   rejected, expired, accepted, refused: final
 *
 * `expired` is the shop's own move (an exchange whose parcel never came back); the owner's moves
 * are the rest.
 */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'accepted',
  'refused',
  'expired',
] as const;
type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_TRANSITIONS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['approved', 'rejected', 'expired'],
  approved: ['received', 'expired'],
  received: ['accepted', 'refused'],
  rejected: [],
  expired: [],
  accepted: [],
  refused: [],
};

/** The moves the owner may pick (`expired` belongs to the scheduled expiry). */
export const RETURN_ADMIN_TARGETS = ['approved', 'rejected', 'received', 'accepted', 'refused'] as const;
export type ReturnAdminTarget = (typeof RETURN_ADMIN_TARGETS)[number];

/** Returns that still hold a line: a line in one of these cannot be asked to come back again. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'received', 'accepted'];

export const FINAL_RETURN_STATUSES: readonly ReturnStatus[] = ['rejected', 'expired', 'accepted', 'refused'];

/** The owner's next moves for a return in `status`. */
export const returnAdminChoices = (status: ReturnStatus): readonly ReturnAdminTarget[] =>
  RETURN_TRANSITIONS[status].filter((s): s is ReturnAdminTarget => s !== 'expired');

/** The fixed reasons a shopper picks from. */
export const RETURN_REASONS = ['too_small', 'too_big', 'defective', 'not_as_pictured', 'changed_mind'] as const;
type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  too_small: 'Too small',
  too_big: 'Too big',
  defective: 'Defective or damaged',
  not_as_pictured: 'Not as pictured',
  changed_mind: 'Changed my mind',
};

/** Reasons about fit: the exchange is offered first, and they feed the fit line and the fit finder. */
export const FIT_RETURN_REASONS: readonly ReturnReason[] = ['too_small', 'too_big'];
/**
 * The size an exchange form starts on, of the sizes that can be had: one up from the size bought
 * when it was too small, one down when too big, else the nearest to the size bought ('' with none).
 */
export function defaultExchangeSize(bought: Size, reason: ReturnReason, available: readonly Size[]): Size | '' {
  const at = SIZES.indexOf(bought);
  const ranked = [...available].sort((a, b) => SIZES.indexOf(a) - SIZES.indexOf(b));
  const up = ranked.find((size) => SIZES.indexOf(size) > at);
  const down = [...ranked].reverse().find((size) => SIZES.indexOf(size) < at);
  if (reason === 'too_small' && up) return up;
  if (reason === 'too_big' && down) return down;
  const nearest = [...ranked].sort(
    (a, b) => Math.abs(SIZES.indexOf(a) - at) - Math.abs(SIZES.indexOf(b) - at) || SIZES.indexOf(b) - SIZES.indexOf(a),
  );
  return nearest[0] ?? '';
}

/** The reason that waives the return fee and lets a sale item come back. */
export const DEFECT_RETURN_REASON: ReturnReason = 'defective';

export const REFUND_DESTINATIONS = ['original', 'store_credit', 'upi'] as const;
type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

export const REFUND_DESTINATION_LABELS: Readonly<Record<RefundDestination, string>> = {
  original: 'Original payment method',
  store_credit: 'Store credit (instant once inspected)',
  upi: 'UPI transfer',
};

/**
 * Return shipping the shopper pays, taken from the refund; waived when the item is defective.
 * Rupees. The owner sets the fee in force on the Returns screen; this is it until they do.
 */
export const RETURN_FEE_RUPEES = 60;
/** The highest return fee the owner may set, rupees (whole rupees from 0). */
export const RETURN_FEE_MAX_RUPEES = 500;
/**
 * An exchange whose parcel has not reached the shop this many days after it was asked for expires:
 * the held size goes back on sale.
 */
export const EXCHANGE_EXPIRY_DAYS = 14;
/** How many photos a return line may carry. */
export const MAX_RETURN_PHOTOS = 3;

/**
 * The return fee of a set of lines: `feeInForce` (the owner's setting) charged once, only on
 * refund lines, waived when every refund line is defective.
 */
export function returnFeeRupees(
  lines: readonly { reason: ReturnReason; exchangeSize?: string | null | undefined }[],
  feeInForce: number = RETURN_FEE_RUPEES,
) {
  const refunded = lines.filter((line) => !line.exchangeSize);
  if (refunded.length === 0) return 0;
  if (refunded.every((line) => line.reason === DEFECT_RETURN_REASON)) return 0;
  return feeInForce;
}

/**
 * What `quantity` returned units of an order line cost the shopper, in paise: their price less
 * their share of the line's discount. The server refunds it; the return screen shows the same sum.
 */
export const returnedAmountPaise = (
  line: { unitPricePaise: number; discountPaise: number; quantity: number },
  quantity: number,
) => line.unitPricePaise * quantity - Math.round((line.discountPaise * quantity) / line.quantity);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a return may still be asked for an order delivered at `deliveredAt`. */
export const withinReturnWindow = (deliveredAt: string | Date, windowDays: number, now: Date | number = Date.now()) =>
  new Date(now).getTime() - new Date(deliveredAt).getTime() <= windowDays * DAY_MS;

/** What returns say of one size's fit: most fit returns of it gave this reason. */
export type ReturnFitNote = { size: string; reason: 'too_small' | 'too_big'; units: number };

const FIT_WORDS = { too_small: 'too small', too_big: 'too big' } as const;

/** The product page's fit line: "Most who returned M found it too small". */
export const returnFitText = (note: Pick<ReturnFitNote, 'size' | 'reason'>) =>
  `Most who returned ${note.size} found it ${FIT_WORDS[note.reason]}`;

/**
 * The fit finder's advice for the size it recommends, from what returns say of that size: a size
 * that comes back too small suggests the next one up when between sizes, and the other way round.
 */
export function returnFitAdvice(
  size: string,
  notes: readonly ReturnFitNote[],
  sizes: readonly string[],
): string | null {
  const note = notes.find((candidate) => candidate.size === size);
  if (!note) return null;
  const index = sizes.indexOf(size);
  const other = sizes[note.reason === 'too_small' ? index + 1 : index - 1];
  return other ? `${returnFitText(note)}: if you are between sizes, take ${other}.` : `${returnFitText(note)}.`;
}
