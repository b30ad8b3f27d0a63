import { asc, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TRANSITIONS, PAYMENT_TRANSITIONS, type OrderStatus, type PaymentStatus, type Size } from '@shop/shared';
import { createTestApp, type TestApp } from './app.ts';
import { DELIVERY_ADDRESS, createShoppers, createVariant, type Shopper } from './fixtures/cart.ts';
import {
  call,
  capturedWebhook,
  createAdmin,
  expectStockBalances,
  expectStockMatchesMovements,
  lifecycleOf,
  placed,
} from './fixtures/orders.ts';
import {
  orderStatusHistory,
  orderTenders,
  orders,
  outboxEvents,
  refunds,
  walletAccounts,
  walletEntries,
} from '../src/db/schema/index.ts';
import { creditWallet } from '../src/modules/wallet/index.ts';
import { expireUnpaidOnlineOrders } from '../src/modules/orders/index.ts';

/** Sequences tried in all (shared out between the parts): 30 on a developer's run, more in CI (PROPERTY_RUNS). */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 30);
/**
 * A sequence takes about 0.2 s on a quiet machine; one shared with several other suites (load
 * average 20 on two cores) has been seen to take 8 s. The time limit is a cap, not a measure.
 */
const SECONDS_PER_RUN_AT_WORST = 10;

/**
 * Random sequences of everything that can happen to orders, through the HTTP surface (and the
 * sweep, which is a job), with the invariants checked after every step: no unit of stock is ever
 * lost or made up, statuses move only along the shared table, a payment is taken once and a
 * refund made at most once.
 */

const STOCK: Readonly<Partial<Record<Size, number>>> = { M: 5, L: 3 };
const STOCKED_SIZES = Object.keys(STOCK) as Size[];

type Op =
  | { kind: 'place'; shopper: number; size: Size; quantity: number; method: 'cod' | 'online' }
  | { kind: 'verify' | 'webhook' | 'request' | 'approve' | 'decline'; order: number }
  | { kind: 'admin'; order: number; to: 'processing' | 'shipped' | 'delivered' | 'cancelled' }
  | { kind: 'sweep' }
  | { kind: 'refunds-refused'; refused: boolean };

/** Which order an operation is about, counted back from the newest, so steps often meet again. */
const orderPick = fc.nat({ max: 2 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      shopper: fc.nat({ max: 2 }),
      size: fc.constantFrom(...STOCKED_SIZES, ...STOCKED_SIZES, 'XL' as Size),
      quantity: fc.integer({ min: 1, max: 3 }),
      method: fc.constantFrom('cod' as const, 'online' as const),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constantFrom('verify' as const, 'webhook' as const), order: orderPick }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('admin' as const),
      order: orderPick,
      to: fc.constantFrom('processing' as const, 'shipped' as const, 'delivered' as const, 'cancelled' as const),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constantFrom('request' as const, 'request' as const, 'approve' as const, 'decline' as const),
      order: orderPick,
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'sweep' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refunds-refused' as const), refused: fc.boolean() }) },
);

const place = (method: 'cod' | 'online', size: Size = 'M', quantity = 2): Op => ({
  kind: 'place',
  shopper: 0,
  size,
  quantity,
  method,
});
/** Sequences always run before the random ones, so every kind of outcome is met in each run. */
const EXAMPLES: [Op[]][] = [
  [[place('cod'), { kind: 'request', order: 0 }, { kind: 'approve', order: 0 }]],
  [[place('online'), { kind: 'verify', order: 0 }, { kind: 'request', order: 0 }, { kind: 'approve', order: 0 }]],
  [
    [
      place('online', 'L', 3),
      { kind: 'webhook', order: 0 },
      { kind: 'request', order: 0 },
      { kind: 'decline', order: 0 },
      { kind: 'refunds-refused', refused: true },
      { kind: 'admin', order: 0, to: 'cancelled' },
      { kind: 'verify', order: 0 },
    ],
  ],
  [[place('online'), place('online', 'L', 1), { kind: 'sweep' }, { kind: 'webhook', order: 1 }]],
];

const isAllowed = (from: OrderStatus | null, to: OrderStatus) =>
  from === null ? to === 'pending' : (ORDER_TRANSITIONS[from] as readonly OrderStatus[]).includes(to);

/**
 * Declares the property test for one part of the runs: each part is a test file of its own, so the
 * parts run on different workers at once, each on its own app and database. Every part runs the
 * fixed examples first, so each reaches the states that matter whatever the random draw.
 */
export function describeOrderProperties({ part, of }: { part: number; of: number }) {
  const runs = Math.floor(RUNS / of) + (part <= RUNS % of ? 1 : 0);
  describe(`order invariants under random sequences of operations (part ${part} of ${of})`, () => {
    let app: TestApp;
    let admin: Shopper;
    /** How often each operation got each answer, to see the sequences reach the interesting states. */
    const outcomes = new Map<string, number>();

    beforeAll(async () => {
      app = await createTestApp({ RATE_LIMIT: 'off' });
      admin = await createAdmin(app);
    });
    afterAll(() => app.close());

    type Placed = { id: string; buyer: Shopper; providerOrderId: string | null; amount: number; requested: boolean };

    /** Runs one operation; answers only that the server never failed (no 5xx). */
    async function run(step: Op, ctx: { variantId: string; shoppers: Shopper[]; placed: Placed[] }) {
      const gateway = app.payments.simulated!;
      // The admin answers requests that are waiting, when there are any.
      const asked = ctx.placed.filter((p) => p.requested);
      const pool = (step.kind === 'approve' || step.kind === 'decline') && asked.length > 0 ? asked : ctx.placed;
      const target = 'order' in step ? pool[pool.length - 1 - (step.order % Math.max(pool.length, 1))] : undefined;
      let status = 200;
      switch (step.kind) {
        case 'place': {
          const buyer = ctx.shoppers[step.shopper]!;
          // Adding more than is left is refused at the cart already; checking out may still find less.
          const added = await call(app, buyer, 'POST', '/cart', {
            variantId: ctx.variantId,
            size: step.size,
            quantity: step.quantity,
          });
          status = added.statusCode;
          if (status !== 200) break;
          const line = (added.json().data.cart.items as { _id: string; variant: { _id: string }; size: string }[]).find(
            (i) => i.variant._id === ctx.variantId && i.size === step.size,
          )!;
          // The first shopper pays with store credit first (all of it, part of it, or none left).
          const res = await call(app, buyer, 'POST', '/order', {
            itemIds: [line._id],
            paymentMethod: step.method,
            contact: '9876543210',
            shippingAddress: DELIVERY_ADDRESS,
            useStoreCredit: step.shopper === 0,
          });
          status = res.statusCode;
          if (status === 201) {
            const answer = placed(res);
            ctx.placed.push({
              id: answer.order._id,
              buyer,
              providerOrderId: answer.razorpayOrder?.id ?? null,
              amount: answer.razorpayOrder?.amount ?? 0,
              requested: false,
            });
          }
          break;
        }
        case 'verify':
        case 'webhook': {
          if (!target?.providerOrderId) return;
          const paymentId = gateway.newPaymentId();
          const res =
            step.kind === 'verify'
              ? await call(app, target.buyer, 'POST', '/order/verify', {
                  orderId: target.id,
                  razorpayPaymentId: paymentId,
                  razorpaySignature: gateway.signPayment(target.providerOrderId, paymentId),
                  itemIds: [],
                })
              : await capturedWebhook(app, target.providerOrderId, paymentId, target.amount);
          status = res.statusCode;
          break;
        }
        case 'admin':
          if (!target) return;
          status = (await call(app, admin, 'PUT', `/order/${target.id}/status`, { status: step.to })).statusCode;
          break;
        case 'request':
          if (!target) return;
          status = (
            await call(app, target.buyer, 'POST', '/order/cancel', { orderId: target.id, reason: 'Wrong size' })
          ).statusCode;
          if (status === 200) target.requested = true;
          break;
        case 'approve':
          if (!target) return;
          status = (await call(app, admin, 'POST', `/order/${target.id}/cancellation/approve`)).statusCode;
          target.requested = false;
          break;
        case 'decline':
          if (!target) return;
          status = (
            await call(app, admin, 'POST', `/order/${target.id}/cancellation/decline`, { note: 'Packed already' })
          ).statusCode;
          target.requested = false;
          break;
        case 'sweep':
          // As if the payment window of every unpaid online order had passed.
          await expireUnpaidOnlineOrders(lifecycleOf(app), new Date(Date.now() + 31 * 60_000));
          break;
        case 'refunds-refused':
          gateway.failRefunds = step.refused;
          break;
      }
      expect(status, `${JSON.stringify(step)} answered ${status}`).toBeLessThan(500);
      const key = `${step.kind} ${status}`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    }

    async function checkInvariants(variantId: string, orderIds: string[]) {
      await expectStockBalances(app, variantId, STOCK);
      if (orderIds.length === 0) return;
      // One snapshot of the orders, their histories, refunds and events: refund jobs run meanwhile,
      // and what is read must be what one moment held.
      const gateway = app.payments.simulated!;
      const { rows, history, refundRows, tenderRows, wallets, written } = await app.db.transaction(
        async (tx) => ({
          rows: await tx.select().from(orders).where(inArray(orders.id, orderIds)),
          tenderRows: await tx.select().from(orderTenders).where(inArray(orderTenders.orderId, orderIds)),
          wallets: {
            accounts: await tx.select().from(walletAccounts),
            entries: await tx.select().from(walletEntries),
          },
          history: await tx
            .select({
              orderId: orderStatusHistory.orderId,
              from: orderStatusHistory.fromStatus,
              to: orderStatusHistory.toStatus,
            })
            .from(orderStatusHistory)
            .where(inArray(orderStatusHistory.orderId, orderIds))
            .orderBy(orderStatusHistory.createdAt, orderStatusHistory.id),
          refundRows: await tx.select().from(refunds).where(inArray(refunds.orderId, orderIds)),
          written: (
            await tx
              .select({ type: outboxEvents.type, payload: outboxEvents.payload })
              .from(outboxEvents)
              .orderBy(asc(outboxEvents.position))
          ).map(
            (row) =>
              ({ type: row.type, ...row.payload }) as { type: string; orderId?: string } & Partial<
                Record<'from' | 'to', PaymentStatus>
              >,
          ),
        }),
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      const paidEvents = written.flatMap((e) => (e.type === 'order.paid' ? [e.orderId] : []));
      for (const order of rows) {
        // The history is a chain along the table that ends at the order's status.
        const chain = history.filter((h) => h.orderId === order.id);
        let at: OrderStatus | null = null;
        for (const row of chain) {
          expect(row.from, `history of ${order.id}`).toBe(at);
          expect(isAllowed(row.from as OrderStatus | null, row.to as OrderStatus), `${row.from} → ${row.to}`).toBe(
            true,
          );
          at = row.to as OrderStatus;
        }
        expect(at).toBe(order.status);

        // The payment's history, from the outbox, is a chain along the payment table that ends at its status.
        let payment: PaymentStatus = 'pending';
        for (const move of written.filter((e) => e.type === 'order.payment-changed' && e.orderId === order.id)) {
          expect(move.from, `payment history of ${order.id}`).toBe(payment);
          expect(PAYMENT_TRANSITIONS[payment], `payment ${payment} → ${move.to}`).toContain(move.to);
          payment = move.to!;
        }
        expect(payment).toBe(order.paymentStatus);

        // Paid once: one payment recorded, announced once.
        expect(paidEvents.filter((orderId) => orderId === order.id).length).toBeLessThanOrEqual(1);
        if (order.paymentMethod === 'cod') {
          expect(order.razorpayPaymentId).toBeNull();
          expect(order.paymentStatus).toBe(order.status === 'delivered' ? 'paid' : 'pending');
        }

        // Money: what paid the order never exceeds its total, and is its total once paid; no tender
        // gets back more than it paid; store credit spent on a cancelled order is back in the wallet.
        const tenders = tenderRows.filter((t) => t.orderId === order.id);
        const kept = tenders.filter((t) => !t.late).reduce((sum, t) => sum + t.amountPaise, 0);
        expect(kept, `tenders of ${order.id}`).toBeLessThanOrEqual(order.totalPaise);
        const live = order.status !== 'cancelled';
        const settled =
          (order.paymentMethod === 'online' && order.paymentStatus === 'paid') ||
          (order.paymentMethod === 'cod' && order.status === 'delivered');
        if (live && settled) expect(kept, `tenders of paid order ${order.id}`).toBe(order.totalPaise);
        expect(tenders.find((t) => t.kind === 'store_credit')?.amountPaise ?? 0).toBe(order.storeCreditPaise);
        for (const tender of tenders) {
          const back = refundRows.filter((r) => r.tenderId === tender.id).reduce((sum, r) => sum + r.amountPaise, 0);
          expect(back, `refunded to tender ${tender.id}`).toBeLessThanOrEqual(tender.amountPaise);
          // A cancelled order gives back every tender whole; a late payment is given back whole too.
          if (!live || tender.late) expect(back, `refund of tender ${tender.id}`).toBe(tender.amountPaise);
        }
        const toWallet = refundRows.filter((r) => r.orderId === order.id && r.route === 'wallet');
        expect(toWallet.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(
          order.status === 'cancelled' ? order.storeCreditPaise : 0,
        );

        // A provider refund at most once, and exactly once for a cancelled order whose payment was taken.
        const refund = refundRows.filter((r) => r.orderId === order.id && r.route === 'provider');
        expect(refund.length).toBeLessThanOrEqual(1);
        const captured = order.paymentMethod === 'online' && order.razorpayPaymentId !== null;
        if (order.status === 'cancelled' && captured) {
          expect(refund, `refund of cancelled paid order ${order.id}`).toHaveLength(1);
          expect(['refund_pending', 'refunded', 'refund_failed']).toContain(order.paymentStatus);
          expect(gateway.refunds.filter((r) => r.paymentId === order.razorpayPaymentId).length).toBeLessThanOrEqual(1);
        } else {
          expect(refund).toHaveLength(0);
        }
        if (order.status !== 'cancelled' && order.paymentMethod === 'online' && order.status !== 'pending') {
          // Only a paid online order can move forward.
          expect(order.paymentStatus).toBe('paid');
        }
      }
      // Every wallet's balance is the sum of its ledger.
      for (const account of wallets.accounts) {
        const entries = wallets.entries.filter((e) => e.userId === account.userId);
        expect(account.balancePaise, `wallet of ${account.userId}`).toBe(
          entries.reduce((sum, e) => sum + e.deltaPaise, 0),
        );
      }
    }

    it(
      'keeps stock, statuses, payments, tenders, refunds and wallets consistent',
      async () => {
        await fc.assert(
          fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (steps) => {
            const { variantId } = await createVariant(app, { pricePaise: 40_000, stock: STOCK });
            const ctx = { variantId, shoppers: await createShoppers(app, 3), placed: [] as Placed[] };
            // The first shopper holds ₹500 of store credit: some orders it pays whole, some in part.
            await app.db.transaction((tx) =>
              creditWallet(tx, {
                userId: ctx.shoppers[0]!.id,
                amountPaise: 50_000,
                reason: 'return-credit',
                referenceId: crypto.randomUUID(),
              }),
            );
            try {
              for (const step of steps) {
                await run(step, ctx);
                await checkInvariants(
                  variantId,
                  ctx.placed.map((p) => p.id),
                );
              }
            } finally {
              app.payments.simulated!.failRefunds = false;
            }
          }),
          { numRuns: runs, endOnFailure: true, examples: EXAMPLES },
        );
        if (process.env.PROPERTY_STATS)
          console.log(
            [...outcomes]
              .sort()
              .map(([k, n]) => `${k}: ${n}`)
              .join('\n'),
          );
        // The sequences did reach the states that matter.
        for (const reached of ['place 201', 'verify 200', 'admin 200', 'request 200', 'approve 200', 'decline 200']) {
          expect(outcomes.get(reached), reached).toBeGreaterThan(0);
        }
      },
      Math.max(240, runs * SECONDS_PER_RUN_AT_WORST) * 1000,
    );

    it('leaves every size’s stock equal to the sum of its movements', async () => {
      // Every colour the sequences made, each size taken, released and replaced any number of times.
      expect(await expectStockMatchesMovements(app)).toBeGreaterThan(0);
    });
  });
}
