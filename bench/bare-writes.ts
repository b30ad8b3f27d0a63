/**
 * The writes' baseline: a bare node:http server in its own process doing the least a shop must do
 * for the two writes `npm run bench` times, on the same kind of database as the shop it is
 * compared with. It is what this machine and this database answer at best, so the shop's p99 as a
 * share of it is the cost of the shop's own work (its checks, its records, its answers):
 * - add to cart (POST /cart): one statement makes the customer's cart if needed and adds the line
 *   when the size has stock, one reads the cart's lines back for the answer; DELETE /cart empties it;
 * - a cash-on-delivery order (POST /order): in one transaction, the chosen lines read and locked,
 *   each size's stock taken with a conditional update, the order and its lines inserted, the lines
 *   taken out of the cart.
 * The customer is named by a `customer` cookie; answers are JSON, as the shop's. The paths are the
 * shop's, so the bench calls both the same way.
 *
 * Usage: node bench/bare-writes.ts <PostgreSQL URL | embedded data directory>. Prints
 * `listening <port> <lines>` once ready: a JSON array of the sizes with stock (`variantId`, `size`),
 * for the bench to spread its calls over as it does over the shop's.
 */
import fs from 'node:fs';
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { API, API_BASE_PATH } from '@shop/shared';
import { pgliteStartParams } from '../apps/api/src/db/pglite-settings.ts';

type Rows = Record<string, unknown>[];
type Query = (text: string, params?: unknown[]) => Promise<Rows>;
type Database = {
  /** Several statements, no parameters (the schema). */
  exec: (text: string) => Promise<void>;
  query: Query;
  transaction: <T>(work: (query: Query) => Promise<T>) => Promise<T>;
};

const [target] = process.argv.slice(2);
if (!target) throw new Error('usage: bare-writes.ts <PostgreSQL URL | data directory>');

/** PostgreSQL through node-postgres with the shop's default pool size (10), or PGlite with the shop's settings. */
async function open(where: string): Promise<Database> {
  if (/^postgres(ql)?:/.test(where)) {
    const pool = new pg.Pool({ connectionString: where, max: 10 });
    return {
      exec: async (text) => void (await pool.query(text)),
      query: async (text, params) => (await pool.query(text, params)).rows,
      transaction: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const value = await work(async (text, params) => (await client.query(text, params)).rows);
          await client.query('commit');
          return value;
        } catch (error) {
          await client.query('rollback');
          throw error;
        } finally {
          client.release();
        }
      },
    };
  }
  fs.mkdirSync(where, { recursive: true });
  const db = await PGlite.create(where, { startParams: pgliteStartParams() });
  const on =
    (client: Pick<PGlite, 'query'>): Query =>
    async (text, params) =>
      (await client.query<Record<string, unknown>>(text, params)).rows;
  return {
    exec: async (text) => void (await db.exec(text)),
    query: on(db),
    transaction: (work) => db.transaction((tx) => work(on(tx))),
  };
}

const db = await open(target);
await db.exec(`
  create table stock (variant_id uuid, size text, quantity int not null, price_paise int not null,
    primary key (variant_id, size));
  create table carts (id uuid primary key default gen_random_uuid(), customer text not null unique);
  create table cart_items (id uuid primary key default gen_random_uuid(), cart_id uuid not null references carts,
    variant_id uuid not null, size text not null, quantity int not null, unique (cart_id, variant_id, size));
  create table orders (id uuid primary key default gen_random_uuid(), order_number bigserial,
    customer text not null, total_paise int not null, created_at timestamptz not null default now());
  create table order_items (id uuid primary key default gen_random_uuid(), order_id uuid not null references orders,
    variant_id uuid not null, size text not null, quantity int not null, unit_price_paise int not null);
  insert into stock select gen_random_uuid(), size, 1000000, 149900
    from generate_series(1, 50), unnest(array['S', 'M', 'L', 'XL']) as size;
`);
const lines = await db.query('select variant_id as "variantId", size from stock order by variant_id, size');

const cartLines = (query: Query, customer: string) =>
  query(
    `select i.id as "_id", i.variant_id as "variantId", i.size, i.quantity from cart_items i
       join carts c on c.id = i.cart_id where c.customer = $1 order by i.id`,
    [customer],
  );

async function addToCart(customer: string, body: { variantId: string; size: string; quantity: number }) {
  const added = await db.query(
    `with cart as (insert into carts (customer) values ($1)
                   on conflict (customer) do update set customer = excluded.customer returning id)
     insert into cart_items (cart_id, variant_id, size, quantity)
       select cart.id, $2, $3, $4 from cart
        where exists (select 1 from stock where variant_id = $2 and size = $3 and quantity >= $4)
     on conflict (cart_id, variant_id, size) do update set quantity = cart_items.quantity + excluded.quantity
     returning id`,
    [customer, body.variantId, body.size, body.quantity],
  );
  if (added.length === 0) return { status: 409, body: { message: 'Sold out' } };
  return { status: 200, body: { data: { cart: { items: await cartLines(db.query, customer) } } } };
}

async function emptyCart(customer: string) {
  await db.query('delete from cart_items i using carts c where c.id = i.cart_id and c.customer = $1', [customer]);
  return { status: 200, body: { data: {} } };
}

async function placeOrder(customer: string, body: { itemIds: string[] }) {
  return db.transaction(async (query) => {
    const lines = (await query(
      `select i.id, i.variant_id, i.size, i.quantity from cart_items i join carts c on c.id = i.cart_id
        where c.customer = $1 and i.id = any($2::uuid[]) order by i.variant_id, i.size for update of i`,
      [customer, body.itemIds],
    )) as { id: string; variant_id: string; size: string; quantity: number }[];
    if (lines.length !== body.itemIds.length) throw Object.assign(new Error('Cart item not found'), { status: 404 });
    const prices: number[] = [];
    for (const l of lines) {
      const taken = await query(
        `update stock set quantity = quantity - $3 where variant_id = $1 and size = $2 and quantity >= $3
         returning price_paise`,
        [l.variant_id, l.size, l.quantity],
      );
      if (taken.length !== 1) throw Object.assign(new Error('Sold out'), { status: 409 });
      prices.push(taken[0]!.price_paise as number);
    }
    const total = lines.reduce((sum, l, i) => sum + l.quantity * prices[i]!, 0);
    const [order] = await query(
      'insert into orders (customer, total_paise) values ($1, $2) returning id as "_id", order_number as "orderNumber"',
      [customer, total],
    );
    await query(
      `insert into order_items (order_id, variant_id, size, quantity, unit_price_paise)
         select $1, * from unnest($2::uuid[], $3::text[], $4::int[], $5::int[])`,
      [order!._id, lines.map((l) => l.variant_id), lines.map((l) => l.size), lines.map((l) => l.quantity), prices],
    );
    await query('delete from cart_items where id = any($1::uuid[])', [lines.map((l) => l.id)]);
    return { status: 201, body: { data: { order: { ...order, totalPaise: total } } } };
  });
}

const routes: Record<string, (customer: string, body: never) => Promise<{ status: number; body: unknown }>> = {
  [`POST ${API_BASE_PATH}${API.cart.root}`]: addToCart,
  [`DELETE ${API_BASE_PATH}${API.cart.root}`]: emptyCart,
  [`POST ${API_BASE_PATH}${API.order.root}`]: placeOrder,
};

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const answer = (status: number, body: unknown) => {
      const json = JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
      res.end(json);
    };
    const route = routes[`${req.method} ${req.url}`];
    const customer = /(?:^|;\s*)customer=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    if (!route || !customer) return answer(404, { message: 'Not found' });
    const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as never) : ({} as never);
    route(customer, body).then(
      ({ status, body }) => answer(status, body),
      (error: { status?: number; message: string }) => answer(error.status ?? 500, { message: error.message }),
    );
  });
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(`listening ${port} ${JSON.stringify(lines)}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
