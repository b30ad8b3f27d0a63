import {
  MAX_CART_LINE_QUANTITY,
  SHOPPING_MESSAGES,
  type AddCartItemBody,
  type Cart,
  type FunnelPath,
  type Language,
  type UpdateCartItemBody,
} from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import { toLineVariant } from '../catalogue/index.ts';
import * as repo from './cart.repository.ts';

/** The cart with its lines' product names in `language` (the caller's). */
async function cartOf(db: Db, userId: string, cartId?: string, language: Language = 'en'): Promise<Cart> {
  const id = cartId ?? (await repo.ensureCart(db, userId));
  const lines = await repo.findCartLines(db, id);
  return {
    _id: id,
    user: userId,
    items: lines.map((line) => ({
      _id: line.id,
      size: line.size,
      quantity: line.quantity,
      variant: toLineVariant(line, language),
    })),
  };
}

function refuseAboveStock(quantity: number, stock: number) {
  if (quantity > MAX_CART_LINE_QUANTITY) {
    throw AppError.badRequest(SHOPPING_MESSAGES.lineQuantityMax(MAX_CART_LINE_QUANTITY), {
      quantity: SHOPPING_MESSAGES.lineQuantityMax(MAX_CART_LINE_QUANTITY),
    });
  }
  if (quantity > stock) {
    throw AppError.badRequest(SHOPPING_MESSAGES.stockLeft(stock), { quantity: SHOPPING_MESSAGES.stockLeft(stock) });
  }
}

export function getCart(db: Db, userId: string, language: Language = 'en'): Promise<Cart> {
  return cartOf(db, userId, undefined, language);
}

/**
 * Told of each line put in a bag (or raised), after it is: the shopper funnel counts the step. It
 * answers once counted and never refuses the add.
 */
export type LineAdded = (added: { userId: string; via: FunnelPath }) => Promise<void>;

/**
 * Adds a line or raises an existing one; the line's total may never pass the stock of its size
 * nor the per-line limit. One statement adds within both; only a refusal looks further, to say why.
 */
export async function addItem(
  db: Db,
  userId: string,
  body: AddCartItemBody,
  added?: LineAdded,
  language: Language = 'en',
): Promise<Cart> {
  const line = { userId, variantId: body.variantId, size: body.size, quantity: body.quantity };
  const add = () => repo.addWithinStock(db, { ...line, max: MAX_CART_LINE_QUANTITY });
  // The count and the answer's read side by side: on a pool they take two connections at once.
  const addedTo = async (cartId: string) =>
    (await Promise.all([cartOf(db, userId, cartId, language), added?.({ userId, via: body.via ?? 'cart' })]))[0];
  let cartId = await add();
  if (cartId) return addedTo(cartId);
  // Not added: there is no such variant, the size has too little stock, the line would pass its
  // limit, or the user's first cart was being made by another request at that moment. The stock
  // is read first, so a size that has sold out (most of a sale day's late buyers) is refused
  // without making a cart.
  const variant = await repo.findVariantStock(db, body.variantId, body.size);
  if (!variant) throw AppError.notFound(SHOPPING_MESSAGES.productNotFound);
  refuseAboveStock(body.quantity, variant.stock);
  const ownCart = await repo.ensureCart(db, userId);
  refuseAboveStock((await repo.lineQuantity(db, ownCart, body.variantId, body.size)) + body.quantity, variant.stock);
  // Within both now (the stock rose meanwhile): one more try, else the stock as it is.
  cartId = await add();
  if (cartId) return addedTo(cartId);
  throw AppError.badRequest(SHOPPING_MESSAGES.stockLeft(variant.stock), {
    quantity: SHOPPING_MESSAGES.stockLeft(variant.stock),
  });
}

export async function updateItem(
  db: Db,
  userId: string,
  body: UpdateCartItemBody,
  language: Language = 'en',
): Promise<Cart> {
  const line = await repo.findOwnLine(db, userId, body.itemId);
  if (!line) throw AppError.notFound(SHOPPING_MESSAGES.cartItemNotFound);
  const variant = await repo.findVariantStock(db, line.variantId, line.size);
  refuseAboveStock(body.quantity, variant?.stock ?? 0);
  await repo.setLineQuantity(db, line.id, body.quantity);
  return cartOf(db, userId, line.cartId, language);
}

export async function removeItem(db: Db, userId: string, itemId: string, language: Language = 'en'): Promise<Cart> {
  const line = await repo.findOwnLine(db, userId, itemId);
  if (!line) throw AppError.notFound(SHOPPING_MESSAGES.cartItemNotFound);
  await repo.deleteLine(db, line.cartId, line.id);
  return cartOf(db, userId, line.cartId, language);
}

export async function clearCart(db: Db, userId: string): Promise<Cart> {
  const cartId = await repo.ensureCart(db, userId);
  await repo.deleteAllLines(db, cartId);
  return cartOf(db, userId, cartId);
}

/** Lines that became an order leave the cart, inside the order's own transaction. */
export const removeOrderedLines = repo.deleteOwnLines;

/**
 * The same, as a write the order's own statement carries (a WITH query of it): the lines leave the
 * cart in the statement that writes the order.
 */
export const orderedLinesRemoval = repo.ownLinesDelete;

/** Lines of an order paid without the browser (webhook) leave the cart by variant and size. */
export const removeOrderedVariantLines = repo.deleteLinesOfVariants;
