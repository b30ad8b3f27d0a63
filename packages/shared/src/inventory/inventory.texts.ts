/**
 * Why a size's stock moved, as the inventory records each movement. The database's check on
 * `stock_movements.reason` holds the same list (its schema cannot import this package); a test
 * keeps the two alike.
 */
export const STOCK_MOVEMENT_REASONS = [
  'initial',
  'order-placed',
  'order-cancelled',
  'admin-set',
  'admin-adjust',
  'return-restocked',
  'returned-to-origin',
  'exchange-held',
  'exchange-released',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** Each reason in the owner's words, on the stock history of a colour. */
export const STOCK_MOVEMENT_REASON_LABELS: Record<StockMovementReason, string> = {
  initial: 'First stock',
  'order-placed': 'Ordered',
  'order-cancelled': 'Order cancelled',
  'admin-set': 'Stock set by an admin',
  'admin-adjust': 'Adjusted by an admin',
  'return-restocked': 'Return back in stock',
  'returned-to-origin': 'Parcel back from the courier',
  'exchange-held': 'Held for a size exchange',
  'exchange-released': 'Exchange hold given back',
};

/** The stock history dialog of the admin's Variants section. */
export const STOCK_HISTORY_TEXTS = {
  open: 'Stock history',
  title: (variant: string) => `Stock history: ${variant}`,
  lead: 'Every change of each size, newest first: what moved it, by whom, and what was left.',
  allSizes: 'All sizes',
  empty: 'No stock movements yet.',
  older: 'Show older',
  loading: 'Loading the stock history...',
  fetchFailed: 'Could not load the stock history',
  left: (units: number) => `${units} left`,
  by: (name: string | null) => (name ? `by ${name}` : 'by the shop'),
  sizeGroup: 'Size',
} as const;

/** The most units one adjustment adds or takes, and the longest reason it keeps. */
export const MAX_STOCK_ADJUSTMENT = 1000;
export const STOCK_NOTE_MAX_LENGTH = 200;

/** Adjusting a size's stock by a number of units, from the stock history. */
export const STOCK_ADJUST_TEXTS = {
  title: 'Adjust stock',
  size: 'Size',
  change: 'Units (+/−)',
  changePlaceholder: '2 or -1',
  note: 'Reason',
  notePlaceholder: 'e.g. 1 damaged',
  submit: 'Adjust stock',
  adjusted: (size: string, quantity: number) => `Stock adjusted: ${size} now ${quantity}`,
  changeRequired: 'Enter the units found (+) or gone (−), not 0',
  changeWhole: 'Units must be a whole number',
  changeRange: `Adjust by at most ${MAX_STOCK_ADJUSTMENT} units at a time`,
  noteRequired: 'Say why the stock changes',
  noteTooLong: `The reason can be at most ${STOCK_NOTE_MAX_LENGTH} characters`,
  belowZero: (size: string, left: number) => `Only ${left} left in ${size}: stock cannot go below 0`,
  failed: 'Could not adjust the stock',
} as const;
