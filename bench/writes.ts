import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { API, API_BASE_PATH, MAX_PAGE_SIZE } from '@shop/shared';
import { BENCH_ADMIN, p99, type Row, type Shop } from './harness.ts';

/** The write figures: the most p99 latency in ms with CUSTOMERS shoppers at once. */
export const CUSTOMERS = 4;
export const WRITE_TARGETS = { addToCart: 30, placeCodOrder: 50 };
const ADDRESS = {
  houseNumber: '12-B',
  street: 'Mall Road',
  colony: 'Civil Lines',
  city: 'Ludhiana',
  state: 'Punjab',
  postalCode: '141001',
  country: 'India',
};

type Customer = { cookie: string };
type Stocked = { variantId: string; size: string; left: number };

async function call(shop: Shop, method: string, url: string, customer?: Customer, body?: unknown) {
  const res = await fetch(`${shop.baseUrl}${API_BASE_PATH}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(customer ? { cookie: customer.cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return { res, json: JSON.parse(text) as { data: Record<string, unknown> } };
}

/** A new shopper signed up and verified through the API (the code read from the mail outbox). */
async function signUp(shop: Shop, n: number): Promise<Customer> {
  const email = `bench.${process.pid}.${Date.now()}.${n}@example.in`;
  await call(shop, 'POST', API.user.register, undefined, {
    name: `Bench Shopper ${n}`,
    email,
    password: 'Sunrise-Over-Ganga-42',
    phone: '9876543210',
    gender: 'other',
  });
  const outbox = path.join(shop.dataDir, 'outbox');
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i++) {
    for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
      const mail = fs.readFileSync(path.join(outbox, file), 'utf8');
      if (mail.toLowerCase().includes(`to: ${email}`)) code = /code: (\d{6})/.exec(mail)?.[1];
    }
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  if (!code) throw new Error(`no code mailed to ${email}`);
  const { res } = await call(shop, 'POST', API.user.verify, undefined, { email, otp: code });
  return { cookie: sessionCookie(res) };
}

const sessionCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

/** The bench shop's admin, signed in. */
async function signInAdmin(shop: Shop): Promise<Customer> {
  const { res } = await call(shop, 'POST', API.user.login, undefined, BENCH_ADMIN);
  return { cookie: sessionCookie(res) };
}

/** Every variant and size with stock, most stock first. */
async function stockedLines(shop: Shop): Promise<Stocked[]> {
  const { json } = await call(shop, 'GET', `${API.variant.list}?limit=${MAX_PAGE_SIZE}`);
  const variants = json.data.variants as { _id: string; quantity: Record<string, number> }[];
  return variants
    .flatMap((v) => Object.entries(v.quantity).map(([size, left]) => ({ variantId: v._id, size, left })))
    .filter((l) => l.left > 0)
    .sort((a, b) => b.left - a.left);
}

/** Each customer repeats `step` (only `timed` is measured) as fast as it can, all at once. */
async function race(customers: Customer[], rounds: number, step: (c: Customer, round: number) => Promise<number>) {
  const latencies: number[] = [];
  await Promise.all(
    customers.map(async (customer) => {
      for (let round = 0; round < rounds; round++) latencies.push(await step(customer, round));
    }),
  );
  return latencies;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

function row(figure: string, database: string, latencies: number[], targetMs: number): Row {
  const p = p99(latencies);
  return {
    figure: `${figure} (${CUSTOMERS} customers, ${latencies.length} calls)`,
    database,
    shop: '',
    bare: '',
    ratio: '',
    'p99 ms': String(+p.toFixed(1)),
    target: `p99 ≤ ${targetMs} ms`,
    met: p <= targetMs ? 'yes' : 'NO',
  };
}

/** Add to cart and placing a cash-on-delivery order, by CUSTOMERS shoppers at once. */
export async function runWrites(shop: Shop, database: string, rounds: number): Promise<Row[]> {
  const customers = await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => signUp(shop, i)));
  const admin = await signInAdmin(shop);
  const lines = await stockedLines(shop);
  if (lines.length === 0) throw new Error('no stock to order: is the demo catalogue seeded?');
  let next = 0;
  /** A line with stock left, taking one of it (stock is spread over every variant). */
  const take = () => {
    for (let tries = 0; tries < lines.length; tries++) {
      const line = lines[next++ % lines.length]!;
      if (line.left > 0) {
        line.left--;
        return line;
      }
    }
    throw new Error('the demo stock ran out: fewer rounds');
  };

  const addToCart = async (customer: Customer) => {
    const line = take();
    line.left++; // nothing is bought here
    const ms = await timed(() =>
      call(shop, 'POST', API.cart.root, customer, { variantId: line.variantId, size: line.size, quantity: 1 }),
    );
    await call(shop, 'DELETE', API.cart.root, customer);
    return ms;
  };
  const placeCodOrder = async (customer: Customer) => {
    const line = take();
    const { json } = await call(shop, 'POST', API.cart.root, customer, {
      variantId: line.variantId,
      size: line.size,
      quantity: 1,
    });
    const items = (json.data.cart as { items: { _id: string }[] }).items;
    let placed: { json: { data: Record<string, unknown> } } | undefined;
    const ms = await timed(async () => {
      placed = await call(shop, 'POST', API.order.root, customer, {
        itemIds: items.map((i) => i._id),
        paymentMethod: 'cod',
        contact: '9876543210',
        shippingAddress: ADDRESS,
      });
    });
    toDeliver.push((placed!.json.data.order as { _id: string })._id);
    return ms;
  };
  /**
   * A shopper holds at most two open cash-on-delivery orders: the orders are placed two rounds at
   * a time, then delivered by the admin while nothing is being measured.
   */
  const toDeliver: string[] = [];
  const placeCodOrders = async (total: number) => {
    const latencies: number[] = [];
    for (let done = 0; done < total; done += 2) {
      latencies.push(...(await race(customers, Math.min(2, total - done), placeCodOrder)));
      for (const id of toDeliver.splice(0)) {
        await call(shop, 'PUT', `/order/${id}/status`, admin, { status: 'delivered' });
      }
    }
    return latencies;
  };

  // A server just started runs its code unoptimised at first (V8 compiles hot functions after a
  // few calls): a tenth of the rounds, not measured, lets the figures be those of a server that has
  // been answering for a while, as the reads' warm-up second does for them.
  const warmUp = Math.max(2, Math.ceil(rounds / 10));
  await race(customers, warmUp, addToCart);
  await placeCodOrders(warmUp);
  const cart = await race(customers, rounds, addToCart);
  const orders = await placeCodOrders(rounds);

  return [
    row('POST /api/v1/cart (add to cart)', database, cart, WRITE_TARGETS.addToCart),
    row('POST /api/v1/order (cash on delivery)', database, orders, WRITE_TARGETS.placeCodOrder),
  ];
}
