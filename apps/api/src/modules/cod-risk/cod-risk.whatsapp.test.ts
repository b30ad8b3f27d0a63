import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  DELIVERY_ADDRESS,
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
} from '../../../test/fixtures/cart.ts';
import { call } from '../../../test/fixtures/orders.ts';
import { publish } from '../../../test/fixtures/events.ts';
import { startWhatsAppServer } from '../../../test/whatsapp-server.ts';

describe('the COD confirmation by WhatsApp (Cloud API configured)', () => {
  let app: TestApp;
  let meta: Awaited<ReturnType<typeof startWhatsAppServer>>;

  beforeAll(async () => {
    meta = await startWhatsAppServer();
    app = await createTestApp(
      {
        RATE_LIMIT: 'off',
        WHATSAPP_TOKEN: 'EAAG-test',
        WHATSAPP_PHONE_NUMBER_ID: '1098765',
        WHATSAPP_API_URL: meta.url,
      },
      {},
      { codRules: 'shop-defaults' },
    );
  });
  afterAll(async () => {
    await app.close();
    await meta.close();
  });

  it('sends the template with the one-tap links whose token confirms the order', async () => {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const tee = await createVariant(app, { stock: { M: 3 } });
    const itemId = await addToCart(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 1 });
    const placed = await call(app, shopper, 'POST', '/order', {
      itemIds: [itemId],
      paymentMethod: 'cod',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
    });
    const order = placed.json().data.order;
    expect(order.status).toBe('awaiting_confirmation');
    await app.jobs.settled();

    // The same event delivered again (a retried job, another instance) sends nothing more.
    await publish(app, [{ type: 'order.placed', orderId: order._id, paymentMethod: 'cod' }]);
    await app.jobs.settled();
    const sent = meta.received.filter((m) => m.body.to === '919876543210');
    expect(sent).toHaveLength(1);
    const template = sent[0]!.body.template as {
      name: string;
      components: { type: string; parameters: { text: string }[] }[];
    };
    expect(template.name).toBe('cod_order_confirmation');
    expect(template.components[0]!.parameters.map((p) => p.text).slice(0, 2)).toEqual([
      shopper.name,
      `#${order.orderNumber}`,
    ]);
    const confirmSuffix = template.components[1]!.parameters[0]!.text;
    const token = decodeURIComponent(/token=([^&]+)/.exec(confirmSuffix)![1]!);
    expect(confirmSuffix.startsWith(`${order._id}?`)).toBe(true);

    const confirmed = await call(app, null, 'POST', `/order/${order._id}/confirm`, { token });
    expect(confirmed.statusCode).toBe(200);
  });
});
