import { describe, expect, it } from 'vitest';
import { API, IDEMPOTENCY_KEY_HEADER } from '@shop/shared';
import { fakeApi, startFakeApi, type FakeAnswer } from '../../../test/fake-api';
import { anOrder } from '../../../test/orders';
import { createOrder, type CreateOrderInput } from './create-order';
import { verifyPayment } from './verify-payment';

startFakeApi();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const LINE = '6a1f0c3e-0000-4000-8000-0000000000c1';
const HOME = '6a1f0c3e-0000-4000-8000-0000000000a1';
const OFFICE = '6a1f0c3e-0000-4000-8000-0000000000a2';

const unavailable: FakeAnswer = {
  status: 503,
  code: 'UNAVAILABLE',
  message: 'Online payment is unavailable right now.',
};
const lost: FakeAnswer = { networkError: true };

/** Answers the calls to `path` in turn; answers the Idempotency-Key each call carried. */
function scriptCalls(path: string, answers: FakeAnswer[]): (string | null)[] {
  const keys: (string | null)[] = [];
  fakeApi.on('post', path, ({ headers }) => {
    keys.push(headers.get(IDEMPOTENCY_KEY_HEADER));
    return answers[keys.length - 1] ?? answers.at(-1)!;
  });
  return keys;
}

describe('Idempotency-Key on the calls a shopper may retry', () => {
  it('placing again after a failure sends the same key; placing after success or with another address, a new one', async () => {
    const placed: FakeAnswer = {
      status: 201,
      data: {
        order: anOrder({ status: 'pending', paymentStatus: 'pending' }),
        razorpayOrder: { id: 'order_Q1', amount: 151_800, currency: 'INR' },
      },
    };
    const keys = scriptCalls(API.order.root, [lost, unavailable, placed, placed, lost, placed]);
    const toHome: CreateOrderInput = {
      itemIds: [LINE],
      paymentMethod: 'online',
      contact: '9812345678',
      addressId: HOME,
    };
    const toOffice: CreateOrderInput = { ...toHome, addressId: OFFICE };

    await expect(createOrder(toHome)).rejects.toThrow();
    await expect(createOrder(toHome)).rejects.toThrow('Online payment is unavailable right now.');
    await createOrder(toHome);
    // One attempt, tried three times: the server places it at most once.
    expect(keys[0]).toMatch(UUID);
    expect(keys.slice(0, 3)).toEqual([keys[0], keys[0], keys[0]]);

    await createOrder(toHome);
    expect(keys[3]).toMatch(UUID);
    expect(keys[3]).not.toBe(keys[0]);

    await expect(createOrder(toOffice)).rejects.toThrow();
    await createOrder(toOffice);
    expect(keys[4]).not.toBe(keys[3]);
    expect(keys[5]).toBe(keys[4]);
    expect(new Set(keys).size).toBe(3);
  });

  it("verifying one payment's answer again sends the same key; another payment, a new one", async () => {
    const verified: FakeAnswer = { data: { order: anOrder() } };
    const keys = scriptCalls(API.order.verify, [lost, verified, verified]);
    const payment = {
      orderId: anOrder()._id,
      razorpayPaymentId: 'pay_Q1',
      razorpaySignature: 'a'.repeat(64),
      itemIds: [],
    };

    await expect(verifyPayment(payment)).rejects.toThrow();
    expect(await verifyPayment(payment)).toMatchObject({ paymentStatus: 'paid' });
    await verifyPayment({ ...payment, razorpayPaymentId: 'pay_Q2' });

    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(UUID);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
