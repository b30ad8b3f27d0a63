import { and, asc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Size } from '@shop/shared';
import { isDatabase, type Db, type Queryable } from '../../db/client.ts';
import { PG_ERROR, pgErrorCode } from '../../db/errors.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import { cartItems, carts, colors, products, variants, variantStock } from '../../db/schema/index.ts';
import { lineVariantColumns } from '../../db/line-variants.ts';

export async function findCart(db: Queryable, userId: string) {
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return cart;
}

/** The user's cart, created on first use (one per user, enforced by a unique key). */
export async function ensureCart(db: Queryable, userId: string): Promise<string> {
  // One statement whether the cart is new or not. A cart another request is making at the same
  // moment is not in this statement's snapshot: it is read once that request has committed.
  let made: { rows: { id: string }[] };
  try {
    made = (await db.execute(sql`
      with made as (
        insert into ${carts} (user_id) values (${userId}) on conflict (user_id) do nothing returning id
      )
      select id from made union all select ${carts.id} from ${carts} where ${carts.userId} = ${userId} limit 1
    `)) as unknown as { rows: { id: string }[] };
  } catch (error) {
    // The user was deleted while still signed in (an instance not told yet): not signed in, not a 500.
    if (pgErrorCode(error).code === PG_ERROR.foreignKeyViolation) throw AppError.unauthenticated();
    throw error;
  }
  const id = made.rows[0]?.id ?? (await findCart(db, userId))?.id;
  return id!;
}

/** Statements built once per database and reused (see `preparedFor`). */
type Prepared = { cartLines: ReturnType<typeof cartLinesStatement>; addWithinStock: ReturnType<typeof addStatement> };
const prepared = new WeakMap<Db, Prepared>();

/**
 * The cart's hottest statements, built once per database instead of on every call: drizzle then
 * only fills in the values, and PostgreSQL plans each once per connection. Only for the database
 * itself: an open transaction runs its statements as built.
 */
function preparedFor(db: Queryable): Prepared | undefined {
  if (!isDatabase(db)) return undefined;
  let statements = prepared.get(db);
  if (!statements) {
    statements = { cartLines: cartLinesStatement(db), addWithinStock: addStatement(db) };
    prepared.set(db, statements);
  }
  return statements;
}

function cartLinesQuery(db: Queryable, cartId: string | Placeholder) {
  return db
    .select({ id: cartItems.id, size: cartItems.size, quantity: cartItems.quantity, ...lineVariantColumns })
    .from(cartItems)
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .leftJoin(variantStock, and(eq(variantStock.variantId, cartItems.variantId), eq(variantStock.size, cartItems.size)))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

const cartLinesStatement = (db: Db) => cartLinesQuery(db, sql.placeholder('cartId')).prepare('cart_lines');

export async function findCartLines(db: Queryable, cartId: string) {
  const statement = preparedFor(db)?.cartLines;
  return statement ? statement.execute({ cartId }) : cartLinesQuery(db, cartId);
}

/** A variant with its stock of one size, or undefined when there is no such variant. */
export async function findVariantStock(db: Queryable, variantId: string, size: Size) {
  const [row] = await db
    .select({ id: variants.id, stock: sql<number>`coalesce(${variantStock.quantity}, 0)`.mapWith(Number) })
    .from(variants)
    .leftJoin(variantStock, and(eq(variantStock.variantId, variants.id), eq(variantStock.size, size)))
    .where(eq(variants.id, variantId));
  return row;
}

/**
 * Adds `quantity` to the user's line of one variant and size (a new line when there is none, and
 * the user's cart with it when there is none yet) in one statement, only while the line's new
 * quantity stays within `max` and the stock of that size. Answers the cart's id, or undefined when
 * nothing was added: there is no such variant, the line would pass the limit or the stock, or
 * another request made this user's cart at the same moment (not yet visible to this statement).
 */
export async function addWithinStock(
  db: Queryable,
  line: { userId: string; variantId: string; size: Size; quantity: number; max: number },
): Promise<string | undefined> {
  const statement = preparedFor(db)?.addWithinStock;
  try {
    const [row] = statement ? await statement.execute(line) : await addQuery(db, line);
    return row?.cartId;
  } catch (error) {
    // The user was deleted while still signed in (an instance not told yet): not signed in, not a 500.
    if (pgErrorCode(error).code === PG_ERROR.foreignKeyViolation) throw AppError.unauthenticated();
    throw error;
  }
}

type AddValues = { [K in 'userId' | 'variantId' | 'size' | 'quantity' | 'max']: unknown };

function addQuery(db: Queryable, line: AddValues) {
  const userId = sql`${line.userId}::uuid`;
  const stock = sql`coalesce((select ${variantStock.quantity} from ${variantStock} where ${variantStock.variantId} = ${line.variantId} and ${variantStock.size} = ${line.size}), 0)`;
  const limit = sql`least(${line.max}::integer, ${stock})`;
  // A first line makes its cart here, and only when it is added: a size that has sold out (most
  // of a sale day's late buyers) is refused without making a cart. The new cart's row is not
  // visible to the rest of the statement, so the cart is read as the one found or the one made.
  const made = db.$with('made', { id: carts.id }).as(sql`
    insert into ${carts} (user_id)
    select ${userId}
    where not exists (select 1 from ${carts} where ${carts.userId} = ${userId})
      and exists (select 1 from ${variants} where ${variants.id} = ${line.variantId}::uuid)
      and ${line.quantity}::integer <= ${limit}
    on conflict (user_id) do nothing
    returning id`);
  const cart = db
    .$with('cart', { id: carts.id })
    .as(sql`select ${carts.id} from ${carts} where ${carts.userId} = ${userId} union all select id from made`);
  return db
    .with(made, cart)
    .insert(cartItems)
    .select(
      db
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          cartId: cart.id,
          variantId: variants.id,
          size: sql<Size>`${line.size}::text`.as('size'),
          quantity: sql<number>`${line.quantity}::integer`.as('quantity'),
          createdAt: sql<Date>`now()`.as('created_at'),
          updatedAt: sql<Date>`now()`.as('updated_at'),
        })
        .from(cart)
        .innerJoin(variants, eq(variants.id, sql`${line.variantId}::uuid`))
        .where(sql`${line.quantity}::integer <= ${limit}`),
    )
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.variantId, cartItems.size],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${limit}`,
    })
    .returning({ cartId: cartItems.cartId });
}

const addStatement = (db: Db) =>
  addQuery(db, {
    userId: sql.placeholder('userId'),
    variantId: sql.placeholder('variantId'),
    size: sql.placeholder('size'),
    quantity: sql.placeholder('quantity'),
    max: sql.placeholder('max'),
  }).prepare('cart_add_within_stock');

/** The quantity of the line of one variant and size in a cart (0 when there is none). */
export async function lineQuantity(db: Queryable, cartId: string, variantId: string, size: Size): Promise<number> {
  const [row] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, variantId), eq(cartItems.size, size)));
  return row?.quantity ?? 0;
}

/** A line of this user's cart (another user's line is simply not found). */
export async function findOwnLine(db: Queryable, userId: string, itemId: string) {
  const [row] = await db
    .select({ id: cartItems.id, variantId: cartItems.variantId, size: cartItems.size, cartId: cartItems.cartId })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(cartItems.id, itemId), eq(carts.userId, userId)));
  return row;
}

export async function setLineQuantity(db: Queryable, itemId: string, quantity: number) {
  await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, itemId));
}

export async function deleteLine(db: Queryable, cartId: string, itemId: string) {
  await db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
}

export async function deleteAllLines(db: Queryable, cartId: string) {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
}

/** Removes the given lines from this user's cart only; ids of other carts are ignored. */
export async function deleteOwnLines(db: Queryable, userId: string, itemIds: string[]) {
  if (itemIds.length === 0) return;
  await ownLinesDelete(db, userId, itemIds);
}

/** The delete of these lines of this user's cart, unsent: to be run on its own or inside another statement. */
export function ownLinesDelete(db: Queryable, userId: string, itemIds: string[]) {
  const own = db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return db.delete(cartItems).where(and(inArray(cartItems.cartId, own), inArray(cartItems.id, itemIds)));
}

/** Removes from this user's cart the lines of these variant sizes (an order paid without the browser). */
export async function deleteLinesOfVariants(db: Queryable, userId: string, lines: { variantId: string; size: Size }[]) {
  if (lines.length === 0) return;
  const cart = await findCart(db, userId);
  if (!cart) return;
  for (const line of lines) {
    await db
      .delete(cartItems)
      .where(
        and(eq(cartItems.cartId, cart.id), eq(cartItems.variantId, line.variantId), eq(cartItems.size, line.size)),
      );
  }
}
