import { paiseToRupees, rupeesToPaise, SHOPPING_MESSAGES, type CartItem } from '@shop/shared';

/** Few enough left that a shopper should know before buying. */
export const LOW_STOCK = 5;

export const lineName = (item: Pick<CartItem, 'variant' | 'size'>) =>
  `${item.variant.product.name} (${item.variant.color.name}, ${item.size})`;

/** Why a line cannot be bought as it stands, mirroring the server's stock rule; null when it can. */
export function lineProblem(item: CartItem): string | null {
  return item.quantity > item.variant.stock ? SHOPPING_MESSAGES.stockLeft(item.variant.stock) : null;
}

/** The first line of `items` that cannot be bought, with the reason, for a toast before checkout. */
export function firstLineProblem(items: readonly CartItem[]): string | null {
  for (const item of items) {
    const problem = lineProblem(item);
    if (problem) return `${lineName(item)}: ${problem}`;
  }
  return null;
}

type Priced = { variant: { price: number }; quantity: number };

// Sums run in integer paise so fractional rupee prices never drift.
export const lineTotal = (item: Priced) => paiseToRupees(rupeesToPaise(item.variant.price) * item.quantity);

export const subtotalOf = (items: readonly Priced[]) =>
  paiseToRupees(items.reduce((sum, item) => sum + rupeesToPaise(item.variant.price) * item.quantity, 0));
