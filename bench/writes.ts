import { performance } from 'node:perf_hooks';
import { API } from '@shop/shared';
import { p99, quantile, startBareWrites, type Row, type Shop } from './harness.ts';
import {
  call,
  codOrderBody,
  codPlacedForGood,
  signInAdmin,
  signUp,
  stockTaker,
  stockedLines,
  type Session,
} from './shoppers.ts';

/** The write figures: the most p99 latency in ms with CUSTOMERS shoppers at once. */
export const CUSTOMERS = 4;
export const WRITE_TARGETS = { addToCart: 25, placeCodOrder: 40 };
/** Each customer repeats `step` (only `timed` is measured) as fast as it can, all at once. */
async function race(customers: Session[], rounds: number, step: (c: Session, round: number) => Promise<number>) {
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

/**
 * A write's row: the shop's p50 and p99, the bare write server's (bench/bare-writes.ts) for the
 * same calls beside them, and the ratio of the two p99s (bare ÷ shop: 1 is as fast as the bare
 * write, as the reads' ratio is a share of the bare server's rate). The target is the shop's p99.
 */
function row(figure: string, database: string, latencies: number[], bare: number[], targetMs: number): Row {
  const p = p99(latencies);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return {
    figure: `${figure} (${CUSTOMERS} customers, ${latencies.length} calls)`,
    database,
    // The median beside the p99: a p99 far above it is a few slow calls, not a slow path.
    shop: `p50 ${ms(quantile(latencies, 0.5))}`,
    bare: `p50 ${ms(quantile(bare, 0.5))}, p99 ${ms(p99(bare))}`,
    ratio: (p99(bare) / p).toFixed(3),
    'p99 ms': String(+p.toFixed(1)),
    target: `p99 ≤ ${targetMs} ms`,
    met: p <= targetMs ? 'yes' : 'NO',
  };
}

/**
 * The same customers, rounds and calls against the bare write server, on a fresh database of the
 * shop's kind: add to cart (then empty it, unmeasured) and a cash-on-delivery order of one line,
 * each call taking the next of the bare server's sizes, as the shop's calls are spread over its stock.
 */
async function bareWrites(postgresUrl: string | undefined, rounds: number, warmUp: number) {
  const bare = await startBareWrites(postgresUrl);
  try {
    const customers: Session[] = Array.from({ length: CUSTOMERS }, (_, i) => ({ cookie: `customer=${i}` }));
    let next = 0;
    const line = () => ({ ...bare.lines[next++ % bare.lines.length]!, quantity: 1 });
    const addToCart = async (customer: Session) => {
      const body = line();
      const ms = await timed(() => call(bare.baseUrl, 'POST', API.cart.root, customer, body));
      await call(bare.baseUrl, 'DELETE', API.cart.root, customer);
      return ms;
    };
    const placeCodOrder = async (customer: Session) => {
      const { json } = await call(bare.baseUrl, 'POST', API.cart.root, customer, line());
      const items = (json.data.cart as { items: { _id: string }[] }).items;
      return timed(() => call(bare.baseUrl, 'POST', API.order.root, customer, { itemIds: items.map((i) => i._id) }));
    };
    await race(customers, warmUp, addToCart);
    await race(customers, warmUp, placeCodOrder);
    const cart = await race(customers, rounds, addToCart);
    const orders = await race(customers, rounds, placeCodOrder);
    return { cart, orders };
  } finally {
    await bare.stop();
  }
}

/** Add to cart and placing a cash-on-delivery order, by CUSTOMERS shoppers at once. */
export async function runWrites(shop: Shop, database: string, rounds: number, postgresUrl?: string): Promise<Row[]> {
  // The bare writes first, while the shop is idle: after its orders, the shop works their jobs
  // (mails, documents) for a while, and would take the processor from the bare server.
  const warmUp = Math.max(2, Math.ceil(rounds / 10));
  const bare = await bareWrites(postgresUrl, rounds, warmUp);
  const customers = await Promise.all(
    Array.from({ length: CUSTOMERS }, (_, i) => signUp(shop.baseUrl, shop.dataDir, 'Bench', i)),
  );
  const admin = await signInAdmin(shop.baseUrl);
  // What is measured is a cash-on-delivery order placed for good.
  await codPlacedForGood(shop.baseUrl, admin);
  /** A line with stock left, taking one of it (stock is spread over every variant). */
  const take = stockTaker(await stockedLines(shop.baseUrl));

  const addToCart = async (customer: Session) => {
    const line = take();
    line.left++; // nothing is bought here
    const ms = await timed(() =>
      call(shop.baseUrl, 'POST', API.cart.root, customer, { variantId: line.variantId, size: line.size, quantity: 1 }),
    );
    await call(shop.baseUrl, 'DELETE', API.cart.root, customer);
    return ms;
  };
  const placeCodOrder = async (customer: Session) => {
    const line = take();
    const { json } = await call(shop.baseUrl, 'POST', API.cart.root, customer, {
      variantId: line.variantId,
      size: line.size,
      quantity: 1,
    });
    const items = (json.data.cart as { items: { _id: string }[] }).items;
    let placed: { json: { data: Record<string, unknown> } } | undefined;
    const ms = await timed(async () => {
      placed = await call(shop.baseUrl, 'POST', API.order.root, customer, codOrderBody(items.map((i) => i._id)));
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
        await call(shop.baseUrl, 'PUT', `/order/${id}/status`, admin, { status: 'delivered' });
      }
    }
    return latencies;
  };

  // A server just started runs its code unoptimised at first (V8 compiles hot functions after a
  // few calls): a tenth of the rounds, not measured, lets the figures be those of a server that has
  // been answering for a while, as the reads' warm-up second does for them.
  await race(customers, warmUp, addToCart);
  await placeCodOrders(warmUp);
  const cart = await race(customers, rounds, addToCart);
  const orders = await placeCodOrders(rounds);

  return [
    row('POST /api/v1/cart (add to cart)', database, cart, bare.cart, WRITE_TARGETS.addToCart),
    row('POST /api/v1/order (cash on delivery)', database, orders, bare.orders, WRITE_TARGETS.placeCodOrder),
  ];
}
