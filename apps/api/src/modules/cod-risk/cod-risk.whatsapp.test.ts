import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_TEXTS, JobList, envelope } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  DELIVERY_ADDRESS,
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
} from '../../../test/fixtures/cart.ts';
import { call, createAdmin } from '../../../test/fixtures/orders.ts';
import { publish } from '../../../test/fixtures/events.ts';
import { startWhatsAppServer } from '../../../test/whatsapp-server.ts';
import { sentMails } from '../../db/schema/index.ts';

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

  /**
   * The window a mail's claim closes, for the WhatsApp message: the Cloud API took the message and
   * the attempt stopped before the shop recorded it (the process killed). Such an attempt leaves its
   * claim `sending`; the event's job, tried again (by the engine, or another instance), must not
   * send a second copy nor lose the question: it is given up for the owner, and Retry sends it again.
   */
  it('is not sent again on its own, is shown as not known to have gone, and Retry sends it', async () => {
    const admin = await createAdmin(app);
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const tee = await createVariant(app, { stock: { M: 3 } });
    const itemId = await addToCart(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 1 });
    const placed = await call(app, shopper, 'POST', '/order', {
      itemIds: [itemId],
      paymentMethod: 'cod',
      contact: '9876543211',
      shippingAddress: DELIVERY_ADDRESS,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data.order as { _id: string; status: string };
    expect(order.status).toBe('awaiting_confirmation');
    await app.jobs.settled();
    const sentTo = () => meta.received.filter((m) => m.body.to === '919876543211');
    expect(sentTo()).toHaveLength(1);
    const key = `whatsapp:cod-confirm:${order._id}`;
    const claim = async () => (await app.db.select().from(sentMails).where(eq(sentMails.key, key)))[0];
    expect((await claim())!.state).toBe('sent');

    // What an attempt killed just after WhatsApp answered leaves behind; then its job runs again.
    await app.db.update(sentMails).set({ state: 'sending' }).where(eq(sentMails.key, key));
    await publish(app, [{ type: 'order.placed', orderId: order._id, paymentMethod: 'cod' }]);
    await app.jobs.settled();
    expect(sentTo()).toHaveLength(1);
    expect((await claim())!.state).toBe('unknown');
    const dead = await call(app, admin, 'GET', '/jobs?state=dead');
    expect(dead.statusCode, dead.body).toBe(200);
    const given = envelope(JobList)
      .parse(dead.json())
      .data.jobs.filter((job) => job.lastError?.includes(JOB_TEXTS.whatsappMaybeSent));
    expect(given).toHaveLength(1);

    // The owner decides it did not arrive: Retry sends it, and it is then known as sent.
    const retried = await call(app, admin, 'POST', `/jobs/${given[0]!._id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    await vi.waitFor(() => expect(sentTo()).toHaveLength(2), { timeout: 30_000, interval: 250 });
    await vi.waitFor(async () => expect((await claim())!.state).toBe('sent'), { timeout: 10_000, interval: 100 });
  });
});
