import { performance } from 'node:perf_hooks';
import { API, MAX_PAGE_SIZE } from '@shop/shared';
import { p99, quantile, type Row, type Shop } from './harness.ts';
import { BENCH_ADDRESS, call, codPlacedForGood, signInAdmin, signUp, type Session } from './shoppers.ts';

/** The write figures: the most p99 latency in ms with CUSTOMERS shoppers at once. */
export const CUSTOMERS = 4;
export const WRITE_TARGETS = { addToCart: 25, placeCodOrder: 40 };
type Stocked = { variantId: string; size: string; left: number };

/** Every variant and size with stock, most stock first. */
async function stockedLines(shop: Shop): Promise<Stocked[]> {
  const { json } = await call(shop.baseUrl, 'GET', `${API.variant.list}?limit=${MAX_PAGE_SIZE}`);
  const variants = json.data.variants as { _id: string; quantity: Record<string, number> }[];
  return variants
    .flatMap((v) => Object.entries(v.quantity).map(([size, left]) => ({ variantId: v._id, size, left })))
    .filter((l) => l.left > 0)
    .sort((a, b) => b.left - a.left);
}

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

function row(figure: string, database: string, latencies: number[], targetMs: number): Row {
  const p = p99(latencies);
  return {
    figure: `${figure} (${CUSTOMERS} customers, ${latencies.length} calls)`,
    database,
    // The median beside the p99: a p99 far above it is a few slow calls, not a slow path.
    shop: `p50 ${quantile(latencies, 0.5).toFixed(1)} ms`,
    bare: '',
    ratio: '',
    'p99 ms': String(+p.toFixed(1)),
    target: `p99 ≤ ${targetMs} ms`,
    met: p <= targetMs ? 'yes' : 'NO',
  };
}

/** Add to cart and placing a cash-on-delivery order, by CUSTOMERS shoppers at once. */
export async function runWrites(shop: Shop, database: string, rounds: number): Promise<Row[]> {
  const customers = await Promise.all(
    Array.from({ length: CUSTOMERS }, (_, i) => signUp(shop.baseUrl, shop.dataDir, 'Bench', i)),
  );
  const admin = await signInAdmin(shop.baseUrl);
  // What is measured is a cash-on-delivery order placed for good.
  await codPlacedForGood(shop.baseUrl, admin);
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
      placed = await call(shop.baseUrl, 'POST', API.order.root, customer, {
        itemIds: items.map((i) => i._id),
        paymentMethod: 'cod',
        contact: '9876543210',
        shippingAddress: BENCH_ADDRESS,
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
        await call(shop.baseUrl, 'PUT', `/order/${id}/status`, admin, { status: 'delivered' });
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
