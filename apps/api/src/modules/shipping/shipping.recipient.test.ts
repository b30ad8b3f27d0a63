import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDMARK_MAX, RECIPIENT_NAME_MAX, type Address, type Order } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  DELIVERY_ADDRESS,
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
  type VariantFixture,
} from '../../../test/fixtures/cart.ts';
import { pdfText } from '../../../test/fixtures/documents.ts';
import { call, createAdmin } from '../../../test/fixtures/orders.ts';

/**
 * An address may name who takes the parcel (a gift, family) and a landmark: kept in the address
 * book, frozen into the order, and printed on the label, the packing slip and the invoice in place
 * of the account's name. An address without one still goes in the account's name.
 */
describe('the recipient and landmark of an address', () => {
  let app: TestApp;
  let admin: Shopper;
  let tee: VariantFixture;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createAdmin(app);
    tee = await createVariant(app, { pricePaise: 79_900, stock: { M: 40 } });
  });
  afterAll(() => app.close());

  const order = async (who: Shopper, where: { addressId: string } | { shippingAddress: object }) => {
    const itemId = await addToCart(app, who, { variantId: tee.variantId, size: 'M', quantity: 1 });
    const res = await call(app, who, 'POST', '/order', {
      itemIds: [itemId],
      paymentMethod: 'cod',
      contact: '9876543210',
      ...where,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.order as Order;
  };

  /** The text of the order's label (once booked), packing slip and invoice. */
  const documents = async (orderId: string) => {
    const moved = await call(app, admin, 'PUT', `/order/${orderId}/status`, { status: 'processing' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call(app, admin, 'POST', `/order/${orderId}/shipment`, {})).statusCode).toBe(201);
    const [label, slip, invoice] = await Promise.all(
      ['shipment/label', 'packing-slip', 'invoice'].map((doc) => call(app, admin, 'GET', `/order/${orderId}/${doc}`)),
    );
    for (const res of [label!, slip!, invoice!]) expect(res.statusCode).toBe(200);
    return {
      label: await pdfText(label!.rawPayload),
      slip: await pdfText(slip!.rawPayload),
      invoice: await pdfText(invoice!.rawPayload),
    };
  };

  it('keeps them in the address book, freezes them into the order, and prints the recipient on every document', async () => {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const added = await call(app, shopper, 'POST', '/user/add_address', {
      ...DELIVERY_ADDRESS,
      title: 'Nani',
      recipientName: '  Asha Rao ',
      landmark: 'Opposite the Gurdwara',
    });
    expect(added.statusCode, added.body).toBe(201);
    const saved = added.json().data.address as Address;
    expect(saved).toMatchObject({ recipientName: 'Asha Rao', landmark: 'Opposite the Gurdwara' });
    const listed = (await call(app, shopper, 'GET', '/user/address')).json().data.addresses as Address[];
    expect(listed[0]).toMatchObject({ recipientName: 'Asha Rao', landmark: 'Opposite the Gurdwara' });

    const placed = await order(shopper, { addressId: saved._id });
    expect(placed.shippingAddress).toMatchObject({ recipientName: 'Asha Rao', landmark: 'Opposite the Gurdwara' });
    // The order keeps what it was sent to, whatever the book says later.
    const cleared = await call(app, shopper, 'PATCH', `/user/update_address/${saved._id}`, {
      recipientName: '',
      landmark: '',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.address).not.toHaveProperty('recipientName');
    expect(cleared.json().data.address).not.toHaveProperty('landmark');

    const { label, slip, invoice } = await documents(placed._id);
    for (const text of [label, slip, invoice]) {
      expect(text).toContain('Asha Rao');
      expect(text).not.toContain(shopper.name);
    }
    for (const text of [slip, invoice]) expect(text).toContain('Landmark: Opposite the Gurdwara');
    expect(label).toContain('Opposite the Gurdwara');
  });

  it('sends an address without a recipient (as saved before they could name one) in the account name', async () => {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const placed = await order(shopper, { shippingAddress: { ...DELIVERY_ADDRESS, recipientName: ' ', landmark: '' } });
    expect(placed.shippingAddress).not.toHaveProperty('recipientName');
    expect(placed.shippingAddress).not.toHaveProperty('landmark');
    const { label, slip, invoice } = await documents(placed._id);
    for (const text of [label, slip, invoice]) {
      expect(text).toContain(shopper.name);
      expect(text).not.toContain('Landmark');
    }
  });

  it('refuses a recipient name or landmark longer than an address holds, with the field named', async () => {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const res = await call(app, shopper, 'POST', '/user/add_address', {
      ...DELIVERY_ADDRESS,
      recipientName: 'A'.repeat(RECIPIENT_NAME_MAX + 1),
      landmark: 'L'.repeat(LANDMARK_MAX + 1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      recipientName: `Must be at most ${RECIPIENT_NAME_MAX} characters`,
      landmark: `Must be at most ${LANDMARK_MAX} characters`,
    });
  });
});
