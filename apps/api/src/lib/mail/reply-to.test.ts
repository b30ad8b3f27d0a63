import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CreateOrderAnswer, envelope, type Order } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { newPerson, post } from '../../../test/fixtures/account.ts';
import {
  addToCart,
  createShoppers,
  createVariant,
  DELIVERY_ADDRESS,
  type Shopper,
} from '../../../test/fixtures/cart.ts';
import { call } from '../../../test/fixtures/orders.ts';
import { headerOf as header, startSmtpServer } from '../../../test/smtp-server.ts';

describe('where an answer to a mail goes (Reply-To), as a real SMTP server receives it', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: TestApp;
  let shopper: Shopper;

  const mailsTo = async (address: string, subject: string) => {
    await app.jobs.settled();
    return smtp.received.filter((mail) => mail.to.includes(address) && header(mail, 'Subject')?.includes(subject));
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      OWNER_EMAIL: 'owner@storyfit.test',
      SUPPORT_EMAIL: 'help@storyfit.test',
      PUBLIC_URL: 'https://shop.storyfit.test',
      RATE_LIMIT: 'off',
    });
    [shopper] = (await createShoppers(app, 1)) as [Shopper];
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it("sends the shopper's order mails from the no-reply sender with Reply-To support, the owner's to the shopper", async () => {
    const tee = await createVariant(app, { stock: { L: 5 }, withImage: true });
    const itemId = await addToCart(app, shopper, { variantId: tee.variantId, size: 'L', quantity: 1 });
    const res = await call(app, shopper, 'POST', API.order.root, {
      itemIds: [itemId],
      paymentMethod: 'cod',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
    });
    expect(res.statusCode).toBe(201);
    const order: Order = envelope(CreateOrderAnswer).parse(res.json()).data.order;

    const [confirmation, ...more] = await mailsTo(shopper.email, `order #${order.orderNumber} is confirmed`);
    expect(more).toEqual([]);
    expect(header(confirmation!, 'From')).toBe('StoryFit <no-reply@storyfit.in>');
    expect(header(confirmation!, 'Reply-To')).toBe('help@storyfit.test');
    // The line's photo is there, small and absolute on the shop's address (quoted-printable read whole).
    const html = confirmation!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(html).toMatch(
      /<img src="https:\/\/shop\.storyfit\.test\/media\/images\/[0-9a-f]+-320\.webp"[^>]* alt="Story Tee /,
    );

    const [notice] = await mailsTo('owner@storyfit.test', `New order #${order.orderNumber}`);
    expect(header(notice!, 'Reply-To')).toBe(`${shopper.name} <${shopper.email}>`);

    const cancel = await call(app, shopper, 'POST', API.order.cancel, { orderId: order._id, reason: 'Wrong size' });
    expect(cancel.statusCode).toBe(200);
    const [request] = await mailsTo('owner@storyfit.test', `Cancellation requested for order #${order.orderNumber}`);
    expect(header(request!, 'Reply-To')).toBe(`${shopper.name} <${shopper.email}>`);
  });

  it('sends the sign-up code with Reply-To support', async () => {
    const person = newPerson({ name: 'Zoya Khan' });
    expect((await post(app, '/user/register', person)).statusCode).toBe(201);
    const [code] = await mailsTo(person.email, 'Verify your StoryFit account');
    expect(header(code!, 'Reply-To')).toBe('help@storyfit.test');
  });

  it("sends a visitor's contact message to support with Reply-To the visitor, quoted as a name needs", async () => {
    const res = await post(app, API.contact, {
      name: 'Ravi "RK" Kumar',
      email: 'ravi@example.in',
      phone: '9812345678',
      message: 'Do you ship to Leh?',
    });
    expect(res.statusCode).toBe(201);
    const [message] = await mailsTo('help@storyfit.test', 'Contact message from');
    expect(header(message!, 'Reply-To')).toBe('"Ravi \\"RK\\" Kumar" <ravi@example.in>');
  });
});
