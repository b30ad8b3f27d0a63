import { and, count, eq, inArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE_PATH,
  CartAnswer,
  COD_REASONS,
  MAX_OPEN_COD_ORDERS,
  MAX_OPEN_UNITS_PER_SIZE,
  SHOPPING_MESSAGES,
  CreateOrderAnswer,
  OrderAnswer,
  OrderList,
  envelope,
  type Order,
  type Size,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addresses, orderItems, orders, variantStock } from '../../db/schema/index.ts';
import {
  DELIVERY_ADDRESS,
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
  type VariantFixture,
} from '../../../test/fixtures/cart.ts';
import { expectedDeliveryDate } from '../delivery/index.ts';

describe('placing orders', () => {
  let app: TestApp;
  let shopper: Shopper;
  let other: Shopper;
  let classic: VariantFixture;
  let premium: VariantFixture;
  let spare: VariantFixture;

  const post = (who: Shopper, url: string, payload: object) =>
    app.inject({ method: 'POST', url: `${API_BASE_PATH}${url}`, payload, headers: { cookie: who.cookie } });
  const stockOf = async (variantId: string, size: Size) => {
    const [row] = await app.db
      .select({ quantity: variantStock.quantity })
      .from(variantStock)
      .where(and(eq(variantStock.variantId, variantId), eq(variantStock.size, size)));
    return row?.quantity;
  };
  const cartOf = async (who: Shopper) =>
    envelope(CartAnswer).parse(
      (await app.inject({ url: `${API_BASE_PATH}/cart`, headers: { cookie: who.cookie } })).json(),
    ).data.cart;
  const ordersOf = async (who: Shopper) => {
    const [row] = await app.db.select({ n: count() }).from(orders).where(eq(orders.userId, who.id));
    return row!.n;
  };

  beforeAll(async () => {
    app = await createTestApp();
    [shopper, other] = (await createShoppers(app, 2)) as [Shopper, Shopper];
    classic = await createVariant(app, { pricePaise: 79_900, stock: { M: 10 }, withImage: true });
    premium = await createVariant(app, { pricePaise: 129_950, stock: { L: 10 } });
    spare = await createVariant(app, { pricePaise: 49_900, stock: { XL: 10 } });
  });
  afterAll(() => app.close());

  it('prices a cash-on-delivery order from the database (delivery fee 200) and empties the chosen lines', async () => {
    const a = await addToCart(app, shopper, { variantId: classic.variantId, size: 'M', quantity: 2 });
    const b = await addToCart(app, shopper, { variantId: premium.variantId, size: 'L', quantity: 1 });
    const kept = await addToCart(app, shopper, { variantId: spare.variantId, size: 'XL', quantity: 1 });

    const res = await post(shopper, '/order', {
      itemIds: [a, b],
      paymentMethod: 'cod',
      contact: 9876543210,
      shippingAddress: DELIVERY_ADDRESS,
      // A hostile client's amounts: all ignored.
      subtotal: 1,
      deliveryFee: 0,
      totalAmount: 1,
      items: [{ itemId: a, price: 1 }],
      status: 'delivered',
    });
    expect(res.statusCode).toBe(201);
    const body = envelope(CreateOrderAnswer).parse(res.json());
    expect(body.message).toBe('Order created successfully');
    const order = body.data.order;
    expect(body.data.razorpayOrder).toBeNull();
    // Accepted cash on delivery is firm as placed: it goes on to packing by itself.
    expect(order).toMatchObject({
      status: 'processing',
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      subtotal: 2 * 799 + 1299.5,
      deliveryFee: 200,
      totalAmount: 2 * 799 + 1299.5 + 200,
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
      user: { _id: shopper.id, name: shopper.name, email: shopper.email },
      cancellationRequest: { requested: false, reason: null, requestedAt: null },
      razorpayOrderId: null,
      razorpayPaymentId: null,
    });
    expect(Number(order.orderNumber)).toBeGreaterThanOrEqual(100001);
    expect(order.items.map((i) => [i.variant.product.name, i.size, i.quantity, i.price]).sort()).toEqual(
      [
        [classic.productName, 'M', 2, 799],
        [premium.productName, 'L', 1, 1299.5],
      ].sort(),
    );
    expect(order.items.find((i) => i.size === 'M')!.variant.image?.url).toMatch(/\.webp$/);
    expect(order.expectedDelivery).toBe(expectedDeliveryDate(new Date(order.createdAt), 'same_city').toISOString());

    expect(await stockOf(classic.variantId, 'M')).toBe(8);
    expect(await stockOf(premium.variantId, 'L')).toBe(9);
    expect((await cartOf(shopper)).items.map((i) => i._id)).toEqual([kept]);
  });

  it('prices an online order with the 120 delivery fee, creates a provider order in paise and keeps the cart', async () => {
    const [saved] = await app.db
      .insert(addresses)
      .values({ userId: shopper.id, title: 'Home', ...DELIVERY_ADDRESS, city: 'Amritsar', postalCode: '143001' })
      .returning({ id: addresses.id });
    const line = (await cartOf(shopper)).items[0]!._id;

    const res = await post(shopper, '/order', {
      itemIds: [line],
      paymentMethod: 'online',
      contact: '9876543210',
      addressId: saved!.id,
    });
    expect(res.statusCode).toBe(201);
    const { order, razorpayOrder } = envelope(CreateOrderAnswer).parse(res.json()).data;
    expect(order).toMatchObject({ subtotal: 499, deliveryFee: 120, totalAmount: 619, paymentStatus: 'pending' });
    expect(order.shippingAddress).toEqual({ ...DELIVERY_ADDRESS, city: 'Amritsar', postalCode: '143001' });
    expect(razorpayOrder).toEqual({ id: expect.stringMatching(/^order_\w{14}$/), amount: 61_900, currency: 'INR' });
    expect(order.razorpayOrderId).toBe(razorpayOrder!.id);
    expect(await stockOf(spare.variantId, 'XL')).toBe(9);
    // Online lines leave the cart only once the payment is verified.
    expect((await cartOf(shopper)).items.map((i) => i._id)).toEqual([line]);
  });

  it("answers 404 for another user's cart line or saved address, and places nothing", async () => {
    const theirs = await addToCart(app, other, { variantId: classic.variantId, size: 'M', quantity: 1 });
    const mine = (await cartOf(shopper)).items[0]!._id;
    const [address] = await app.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, shopper.id));
    const before = await stockOf(classic.variantId, 'M');

    const foreignLine = await post(shopper, '/order', {
      itemIds: [mine, theirs],
      paymentMethod: 'cod',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
    });
    expect(foreignLine.statusCode).toBe(404);
    expect(foreignLine.json().message).toBe('Cart item not found');

    const foreignAddress = await post(other, '/order', {
      itemIds: [theirs],
      paymentMethod: 'cod',
      contact: '9876543210',
      addressId: address!.id,
    });
    expect(foreignAddress.statusCode).toBe(404);
    expect(foreignAddress.json().message).toBe('Address not found');

    expect(await ordersOf(other)).toBe(0);
    expect(await stockOf(classic.variantId, 'M')).toBe(before);
  });

  it('refuses the whole order when one line is short, naming the item and the stock left', async () => {
    const scarce = await createVariant(app, { pricePaise: 99_900, stock: { XXL: 3 } });
    const plenty = await addToCart(app, other, { variantId: spare.variantId, size: 'XL', quantity: 1 });
    const short = await addToCart(app, other, { variantId: scarce.variantId, size: 'XXL', quantity: 3 });
    await app.db
      .update(variantStock)
      .set({ quantity: 2 })
      .where(and(eq(variantStock.variantId, scarce.variantId), eq(variantStock.size, 'XXL')));
    const spareBefore = await stockOf(spare.variantId, 'XL');

    const place = () =>
      post(other, '/order', {
        itemIds: [plenty, short],
        paymentMethod: 'cod',
        contact: '9876543210',
        shippingAddress: DELIVERY_ADDRESS,
      });
    const res = await place();
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Only 2 left of ${scarce.productName} (${scarce.colorName}, size XXL)`);

    await app.db
      .update(variantStock)
      .set({ quantity: 0 })
      .where(and(eq(variantStock.variantId, scarce.variantId), eq(variantStock.size, 'XXL')));
    const soldOut = await place();
    expect(soldOut.statusCode).toBe(400);
    expect(soldOut.json().message).toBe(`${scarce.productName} (${scarce.colorName}, size XXL) is out of stock`);

    expect(await stockOf(spare.variantId, 'XL')).toBe(spareBefore);
    expect(await ordersOf(other)).toBe(0);
    expect((await cartOf(other)).items.map((i) => i._id)).toEqual(expect.arrayContaining([plenty, short]));
  });

  it.each([
    [{ contact: '98765' }, 'Enter a valid Indian mobile number'],
    [{ contact: 98765432101 }, 'Enter a valid Indian mobile number'],
    [{ contact: '1234567890' }, 'Enter a valid Indian mobile number'],
    [
      { shippingAddress: undefined },
      'Please fill in all address fields and a valid 10-digit contact number, or select a saved address.',
    ],
    [{ itemIds: [] }, 'Please select at least one product to buy.'],
    [{ paymentMethod: 'card' }, undefined],
    [{ shippingAddress: { ...DELIVERY_ADDRESS, street: ' ' } }, 'Street is required'],
  ])('refuses a bad order body %j with 400', async (change, message) => {
    const line = (await cartOf(shopper)).items[0]!._id;
    const res = await post(shopper, '/order', {
      itemIds: [line],
      paymentMethod: 'cod',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
  });

  it('lets 40 concurrent buyers of a size with 5 left place exactly 5 orders, leaving stock 0', async () => {
    const lastFive = await createVariant(app, { pricePaise: 59_900, stock: { XL: 5 } });
    const crowd = await createShoppers(app, 40);
    const lines = await Promise.all(
      crowd.map((buyer) => addToCart(app, buyer, { variantId: lastFive.variantId, size: 'XL', quantity: 1 })),
    );

    const answers = await Promise.all(
      crowd.map((buyer, i) =>
        post(buyer, '/order', {
          itemIds: [lines[i]],
          paymentMethod: i % 2 ? 'cod' : 'online',
          contact: '9876543210',
          shippingAddress: DELIVERY_ADDRESS,
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 400)).toHaveLength(35);
    for (const refused of answers.filter((r) => r.statusCode === 400)) {
      expect(refused.json().message).toBe(`${lastFive.productName} (${lastFive.colorName}, size XL) is out of stock`);
    }
    expect(await stockOf(lastFive.variantId, 'XL')).toBe(0);
    const [sold] = await app.db
      .select({ quantity: sum(orderItems.quantity).mapWith(Number) })
      .from(orderItems)
      .where(eq(orderItems.variantId, lastFive.variantId));
    expect(sold!.quantity).toBe(5);
  });
});

describe('order history and cancellation requests', () => {
  let app: TestApp;
  let shopper: Shopper;
  let other: Shopper;
  let tee: VariantFixture;

  const post = (who: Shopper, url: string, payload: object) =>
    app.inject({ method: 'POST', url: `${API_BASE_PATH}${url}`, payload, headers: { cookie: who.cookie } });
  const placeCod = async (who: Shopper): Promise<Order> => {
    // Each test's earlier orders are delivered, so the limit of open cash-on-delivery orders leaves room.
    await app.db
      .update(orders)
      .set({ status: 'delivered' })
      .where(and(eq(orders.userId, who.id), inArray(orders.status, ['pending', 'processing', 'shipped'])));
    const itemId = await addToCart(app, who, { variantId: tee.variantId, size: 'L', quantity: 1 });
    const res = await post(who, '/order', {
      itemIds: [itemId],
      paymentMethod: 'cod',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
    });
    return envelope(CreateOrderAnswer).parse(res.json()).data.order;
  };
  const setOrder = (id: string, values: Partial<typeof orders.$inferInsert>) =>
    app.db.update(orders).set(values).where(eq(orders.id, id));

  beforeAll(async () => {
    app = await createTestApp();
    [shopper, other] = (await createShoppers(app, 2)) as [Shopper, Shopper];
    tee = await createVariant(app, { pricePaise: 69_900, stock: { L: 100 } });
  });
  afterAll(() => app.close());

  it("lists the user's own orders newest first with items and totals, a page at a time", async () => {
    const first = await placeCod(shopper);
    await setOrder(first._id, { createdAt: new Date(Date.now() - 60_000) });
    const second = await placeCod(shopper);
    await placeCod(other);

    const res = await app.inject({ url: `${API_BASE_PATH}/order/user`, headers: { cookie: shopper.cookie } });
    expect(res.statusCode).toBe(200);
    const list = envelope(OrderList).parse(res.json()).data;
    expect(list.orders.map((o) => o._id)).toEqual([second._id, first._id]);
    expect(list.totalPages).toBe(1);
    expect(list.orders[0]).toMatchObject({ totalAmount: 899, items: [{ quantity: 1, price: 699 }] });

    const paged = envelope(OrderList).parse(
      (
        await app.inject({ url: `${API_BASE_PATH}/order/user?limit=1&page=2`, headers: { cookie: shopper.cookie } })
      ).json(),
    ).data;
    expect(paged.orders.map((o) => o._id)).toEqual([first._id]);
    expect(paged.totalPages).toBe(2);
  });

  it('flags an order being processed with the reason, once', async () => {
    const order = await placeCod(shopper);
    const blank = await post(shopper, '/order/cancel', { orderId: order._id, reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please provide a cancellation reason');

    const res = await post(shopper, '/order/cancel', { orderId: order._id, reason: 'Ordered the wrong size' });
    expect(res.statusCode).toBe(200);
    const body = envelope(OrderAnswer).parse(res.json());
    expect(body.message).toBe('Cancellation request submitted.');
    expect(body.data.order.status).toBe('processing');
    expect(body.data.order.cancellationRequest).toMatchObject({ requested: true, reason: 'Ordered the wrong size' });

    const again = await post(shopper, '/order/cancel', { orderId: order._id, reason: 'Still wrong' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('A cancellation request has already been submitted for this order');
  });

  it('allows a request while pending', async () => {
    const order = await placeCod(shopper);
    await setOrder(order._id, { status: 'pending' });
    expect((await post(shopper, '/order/cancel', { orderId: order._id, reason: 'Changed my mind' })).statusCode).toBe(
      200,
    );
  });

  it.each([
    ['shipped', 'Orders cannot be cancelled after shipping'],
    ['delivered', 'Delivered orders cannot be cancelled'],
    ['cancelled', 'This order has already been cancelled'],
  ] as const)('refuses a request once the order is %s', async (status, message) => {
    const order = await placeCod(shopper);
    await setOrder(order._id, { status });
    const res = await post(shopper, '/order/cancel', { orderId: order._id, reason: 'Too late?' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a request more than 24 hours after the order was placed', async () => {
    const order = await placeCod(shopper);
    await setOrder(order._id, { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    const res = await post(shopper, '/order/cancel', { orderId: order._id, reason: 'Late' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Orders can only be cancelled within 24 hours of placing them');
  });

  it("answers 404 for another user's order and leaves it unflagged", async () => {
    const order = await placeCod(shopper);
    const res = await post(other, '/order/cancel', { orderId: order._id, reason: 'Not mine' });
    expect(res.statusCode).toBe(404);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.cancellationRequest).toBe('none');
    const theirs = envelope(OrderList).parse(
      (await app.inject({ url: `${API_BASE_PATH}/order/user`, headers: { cookie: other.cookie } })).json(),
    ).data;
    expect(theirs.orders.every((o) => o.user._id === other.id)).toBe(true);
  });
});

describe('no hoarding by one customer', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
  });
  afterAll(() => app.close());

  const cartLines = async (who: Shopper) =>
    envelope(CartAnswer).parse(
      (await app.inject({ url: `${API_BASE_PATH}/cart`, headers: { cookie: who.cookie } })).json(),
    ).data.cart.items;
  const checkout = async (who: Shopper, variantId: string, quantity: number, paymentMethod: 'cod' | 'online') => {
    const itemId = await addToCart(app, who, { variantId, size: 'M', quantity });
    return app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/order`,
      payload: { itemIds: [itemId], paymentMethod, contact: '9876543210', shippingAddress: DELIVERY_ADDRESS },
      headers: { cookie: who.cookie },
    });
  };

  it(`allows ${MAX_OPEN_COD_ORDERS} open cash-on-delivery orders per customer, another once one is delivered`, async () => {
    const [hoarder] = (await createShoppers(app, 1)) as [Shopper];
    const tee = await createVariant(app, { stock: { M: 60 } });
    const [first, second] = [
      await checkout(hoarder, tee.variantId, 1, 'cod'),
      await checkout(hoarder, tee.variantId, 1, 'cod'),
    ];
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);

    const third = await checkout(hoarder, tee.variantId, 1, 'cod');
    expect(third.statusCode).toBe(422);
    expect(third.json()).toMatchObject({ code: 'UNPROCESSABLE', message: COD_REASONS.openOrders(MAX_OPEN_COD_ORDERS) });
    const [row] = await app.db
      .select({ quantity: variantStock.quantity })
      .from(variantStock)
      .where(eq(variantStock.variantId, tee.variantId));
    expect(row!.quantity).toBe(58);

    await app.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, first.json().data.order._id));
    expect((await checkout(hoarder, tee.variantId, 1, 'cod')).statusCode).toBe(201);
  });

  it(`holds at most ${MAX_OPEN_UNITS_PER_SIZE} units of one size across a customer's open orders, whatever the payment`, async () => {
    const [hoarder, neighbour] = (await createShoppers(app, 2)) as [Shopper, Shopper];
    const tee = await createVariant(app, { stock: { M: 60 } });
    expect((await checkout(hoarder, tee.variantId, 5, 'cod')).statusCode).toBe(201);
    expect((await checkout(hoarder, tee.variantId, 4, 'cod')).statusCode).toBe(201);

    const over = await checkout(hoarder, tee.variantId, 2, 'online');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      SHOPPING_MESSAGES.tooManyUnitsOfSize(`${tee.productName} (${tee.colorName}, size M)`, MAX_OPEN_UNITS_PER_SIZE, 9),
    );
    // Up to the limit is fine (the refused line is still in the cart, now with 1), and another customer is not affected.
    const [line] = (await cartLines(hoarder)).filter((item) => item.variant._id === tee.variantId);
    const lowered = await app.inject({
      method: 'PATCH',
      url: `${API_BASE_PATH}/cart/item`,
      payload: { itemId: line!._id, quantity: 1 },
      headers: { cookie: hoarder.cookie },
    });
    expect(lowered.statusCode).toBe(200);
    const online = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/order`,
      payload: {
        itemIds: [line!._id],
        paymentMethod: 'online',
        contact: '9876543210',
        shippingAddress: DELIVERY_ADDRESS,
      },
      headers: { cookie: hoarder.cookie },
    });
    expect(online.statusCode).toBe(201);
    // The same line checked out online again replaces that unpaid order: its unit is held once, not
    // twice (9 + 1, not 9 + 1 + 1), so the new attempt is not refused for the limit.
    const again = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/order`,
      payload: {
        itemIds: [line!._id],
        paymentMethod: 'online',
        contact: '9876543210',
        shippingAddress: DELIVERY_ADDRESS,
      },
      headers: { cookie: hoarder.cookie },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect((await checkout(neighbour, tee.variantId, 5, 'cod')).statusCode).toBe(201);
  });
});
