import type { Order } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import {
  cancellationDeclinedMail,
  cancelledMail,
  deliveredMail,
  newOrderNoticeMail,
  orderConfirmationMail,
  paymentReceivedMail,
  shippedMail,
} from './orders.mails.ts';

const variant = (name: string, colour: string, price: number, image: string | null = null) => ({
  _id: 'v-' + name,
  product: { name },
  color: { name: colour },
  image: image ? { url: image } : null,
  price,
});

/** The shop's address the mails' links and photos are made absolute on. */
const site = { publicUrl: 'https://shop.storyfit.test' };

const order: Order = {
  _id: '6a1f0c3e-0000-4000-8000-000000000001',
  orderNumber: '1042',
  status: 'pending',
  createdAt: '2026-11-20T06:30:00.000Z',
  expectedDelivery: '2026-11-27T06:30:00.000Z',
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  shippingAddress: {
    houseNumber: '12',
    street: 'MG Road',
    colony: 'Civil Lines',
    city: 'Ludhiana',
    state: 'Punjab',
    postalCode: '141001',
    country: 'India',
  },
  items: [
    {
      _id: 'i1',
      variant: variant('Story <Tee>', 'Sand', 699, '/media/images/0a1b2c3d-1280.webp'),
      sku: null,
      size: 'XL',
      quantity: 2,
      price: 699,
    },
    { _id: 'i2', variant: variant('Boxy Tee', 'Black', 799.5), sku: null, size: 'M', quantity: 1, price: 799.5 },
  ],
  subtotal: 2197.5,
  deliveryFee: 200,
  totalAmount: 2397.5,
  contact: '9812345678',
  user: { _id: 'u1', name: 'Asha <Verma>', email: 'asha@example.in' },
  cancellationRequest: {
    requested: false,
    reason: null,
    requestedAt: null,
    outcome: null,
    outcomeNote: null,
    decidedAt: null,
  },
  refund: null,
  razorpayOrderId: null,
  razorpayPaymentId: null,
};
const online: Order = {
  ...order,
  paymentMethod: 'online',
  paymentStatus: 'paid',
  deliveryFee: 120,
  totalAmount: 2317.5,
  razorpayOrderId: 'order_Q1',
  razorpayPaymentId: 'pay_Q1',
};

/** The plain part with its wrapping undone, for phrases that may break across lines. */
const prose = (text: string) => text.replace(/\n/g, ' ');

describe('the order confirmation', () => {
  const mail = orderConfirmationMail(order, site);

  it('lists every item with size, quantity and line price, the fees, the total and the payment method', () => {
    expect(mail.to).toBe('asha@example.in');
    expect(mail.subject).toBe('Your StoryFit order #1042 is confirmed');
    expect(mail.text).toContain('Hi Asha <Verma>,');
    expect(mail.text).toContain('- Story <Tee> (Sand) | Size XL | Qty 2 | ₹1,398');
    expect(mail.text).toContain('- Boxy Tee (Black) | Size M | Qty 1 | ₹799.50');
    expect(mail.text).toContain('Subtotal:                ₹2,197.50');
    expect(mail.text).toContain('Delivery and COD charge: ₹200');
    expect(mail.text).toContain('Total:                   ₹2,397.50');
    expect(mail.text).toContain('Cash on Delivery: please keep ₹2,397.50 ready when the parcel arrives.');
  });

  it('gives the address, the phone and the expected delivery date in India time', () => {
    expect(mail.text).toContain(
      'Shipping to:\n  12, MG Road\n  Civil Lines\n  Ludhiana, Punjab 141001\n  India\n  Phone: 9812345678',
    );
    expect(mail.text).toContain('Expected delivery: Friday, 27 November 2026.');
    expect(prose(mail.text)).toContain('within 24 hours of placing the order');
  });

  it("shows each line's photo, small and absolute, named by its product, and a plain tile where there is none", () => {
    expect(mail.html).toContain(
      '<img src="https://shop.storyfit.test/media/images/0a1b2c3d-320.webp" width="64" height="80" alt="Story &lt;Tee&gt; (Sand)"',
    );
    expect(mail.html.match(/<img /g)).toHaveLength(1);
    expect(mail.text).not.toContain('.webp');
  });

  it('links to the order with a button, the address kept whole in the plain part', () => {
    expect(mail.html).toContain('href="https://shop.storyfit.test/my-account?tab=history"');
    expect(mail.html).toMatch(/>View your order<\/a>/);
    expect(mail.text).toContain('View your order:\nhttps://shop.storyfit.test/my-account?tab=history');
  });

  it('escapes what customers wrote in the HTML part', () => {
    expect(mail.html).toContain('Story &lt;Tee&gt; (Sand)');
    expect(mail.html).toContain('Hi Asha &lt;Verma&gt;,');
    expect(mail.html).not.toContain('<Tee>');
    expect(mail.html).toContain('>₹2,397.50</td>');
  });

  it('says an online order is paid', () => {
    const paid = orderConfirmationMail(online, site);
    expect(paid.text).toContain('Online payment: ₹2,317.50 received, thank you.');
    expect(paid.text).toContain('Delivery: ₹120');
  });
});

describe('the status mails', () => {
  it('payment received names the amount and the payment id', () => {
    const mail = paymentReceivedMail(online);
    expect(mail.subject).toBe('Payment received for your StoryFit order #1042');
    expect(mail.text).toContain('We have received your payment of ₹2,317.50 for order #1042.');
    expect(mail.text).toContain('Payment id: pay_Q1');
  });

  it('shipped tells where, when and what to keep ready', () => {
    const mail = shippedMail({ ...order, status: 'shipped' }, site);
    expect(mail.subject).toBe('Your StoryFit order #1042 has shipped');
    expect(mail.text).toContain('is on its way to Ludhiana.');
    expect(mail.text).toContain('Expected delivery: Friday, 27 November 2026.');
    expect(mail.text).toContain('Please keep ₹2,397.50 ready to pay on delivery.');
    expect(shippedMail(online, site).text).toContain('Amount paid: ₹2,317.50.');
    expect(mail.html).toContain('src="https://shop.storyfit.test/media/images/0a1b2c3d-320.webp"');
  });

  it('delivered mentions the exchange window, with the items and a button to return or exchange', () => {
    const mail = deliveredMail({ ...order, status: 'delivered' }, site);
    expect(mail.subject).toBe('Your StoryFit order #1042 has been delivered');
    expect(prose(mail.text)).toContain('within 7 days of delivery');
    expect(mail.text).toContain('- Boxy Tee (Black) | Size M | Qty 1 | ₹799.50');
    expect(mail.text).toContain('Return or exchange:\nhttps://shop.storyfit.test/my-account?tab=history');
    expect(mail.html).toContain('src="https://shop.storyfit.test/media/images/0a1b2c3d-320.webp"');
  });

  it('cancelled carries the refund line when there is one, and says so when there is none', () => {
    const refunded = cancelledMail(online, { id: 'rfnd_9', amount: 2317.5, status: 'pending' }, true);
    expect(refunded.subject).toBe('Your StoryFit order #1042 has been cancelled');
    expect(refunded.text).toContain('As you asked, your order #1042 has been cancelled.');
    expect(prose(refunded.text)).toContain('Your refund of ₹2,317.50 has been started (refund id rfnd_9)');
    expect(prose(refunded.text)).toContain('within 5 to 7 business days');
    expect(prose(cancelledMail(online, { id: 'rfnd_9', amount: 2317.5, status: 'processed' }, false).text)).toContain(
      'has been sent to your original payment method (refund id rfnd_9)',
    );
    expect(prose(cancelledMail(online, { id: 'rfnd_9', amount: 2317.5, status: 'failed' }, false).text)).toContain(
      'could not be completed automatically',
    );
    const cod = cancelledMail(order, null, false);
    expect(cod.text).toContain('Your order #1042 has been cancelled.');
    expect(prose(cod.text)).toContain('nothing to refund');
    expect(cod.text).not.toContain('As you asked');
  });

  it('a declined request gives the reason, escaped in HTML', () => {
    const mail = cancellationDeclinedMail(order, 'Already packed <today>');
    expect(mail.subject).toBe('Your cancellation request for StoryFit order #1042');
    expect(mail.text).toContain('We could not cancel your order #1042.');
    expect(mail.text).toContain('Reason:\n  Already packed <today>');
    expect(mail.html).toContain('Already packed &lt;today&gt;');
  });
});

describe('the new-order notice for support', () => {
  it('goes to the configured address with the customer, items, totals and address', () => {
    const mail = newOrderNoticeMail(order, 'help@storyfit.test', site, 'https://shop.storyfit.test/admin/orders/1');
    expect(mail.to).toBe('help@storyfit.test');
    expect(mail.subject).toBe('[StoryFit] New order #1042 - ₹2,397.50 (Cash on Delivery)');
    expect(mail.text).not.toContain('Hi ');
    expect(mail.text).toContain('Customer:\n  Asha <Verma>\n  asha@example.in\n  Phone: 9812345678');
    expect(mail.text).toContain('- Story <Tee> (Sand) | Size XL | Qty 2 | ₹1,398');
    expect(mail.text).toContain('Payment: Cash on Delivery, pending.');
    expect(mail.text).toContain('Ludhiana, Punjab 141001');
  });

  it('opens the order page from a button, and a Reply reaches the customer', () => {
    const mail = newOrderNoticeMail(order, 'help@storyfit.test', site, 'https://shop.storyfit.test/admin/orders/1');
    expect(mail.html).toMatch(/<a href="https:\/\/shop.storyfit.test\/admin\/orders\/1"[^>]*>Pack and ship it<\/a>/);
    expect(mail.text).toContain('Pack and ship it:\nhttps://shop.storyfit.test/admin/orders/1');
    expect(mail.replyTo).toEqual({ name: 'Asha <Verma>', address: 'asha@example.in' });
  });
});

describe('every order mail', () => {
  it('keeps the plain part within 76 columns', () => {
    const mails = [
      orderConfirmationMail(order, site),
      paymentReceivedMail(online),
      shippedMail(order, site),
      deliveredMail(order, site),
      cancelledMail(online, { id: 'rfnd_9', amount: 2317.5, status: 'failed' }, false),
      cancellationDeclinedMail(order, 'x'),
      newOrderNoticeMail(order, 'help@storyfit.test', site, 'https://shop.storyfit.test/admin/orders/1'),
    ];
    for (const mail of mails) expect(mail.text.split('\n').every((line) => line.length <= 76)).toBe(true);
  });

  it('shows no address as text in the HTML part: links are buttons or named links', () => {
    const mails = [
      orderConfirmationMail(order, site),
      shippedMail(order, site),
      deliveredMail(order, site),
      newOrderNoticeMail(order, 'help@storyfit.test', site, 'https://shop.storyfit.test/admin/orders/1'),
    ];
    // Text between tags (not attributes) never holds a URL.
    for (const mail of mails) expect(mail.html.match(/>[^<]*https?:\/\/[^<]*</g)).toBeNull();
  });
});
