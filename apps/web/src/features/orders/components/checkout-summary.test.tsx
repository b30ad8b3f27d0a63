import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { useForm } from 'react-hook-form';
import { API, type CartItem, type CreateOrderAnswer } from '@shop/shared';
import { useAuthStore } from '../../../lib/auth-store';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { asha } from '../../../test/users';
import { aMixedOrder } from '../../../test/payments';
import type { RazorpayOptions } from '../payments/razorpay-checkout';
import type { CheckoutFields } from '../checkout-form';
import { usePlaceOrder } from '../hooks/use-place-order';
import { CheckoutSummary } from './checkout-summary';

const item: CartItem = {
  _id: 'a1b2c3d4-0000-4000-8000-000000000001',
  size: 'L',
  quantity: 1,
  variant: {
    _id: '0b7d2a57-4f0e-4f7e-9a7c-2d8b1c3e4f01',
    product: { _id: '3c2b1a00-4f0e-4f7e-9a7c-2d8b1c3e4f5a', name: 'Quiet Hours Tee' },
    color: { _id: '1c2b1a00-4f0e-4f7e-9a7c-2d8b1c3e4f5a', name: 'Indigo', hex: '#223366' },
    image: null,
    price: 1099,
    stock: 10,
  },
};

/** The server's answer for ₹1,219 with ₹739 of store credit: the provider is asked for ₹480 (48,000 paise). */
const placed: CreateOrderAnswer = {
  order: aMixedOrder({ status: 'pending', paymentStatus: 'pending', razorpayPaymentId: null, refunds: [] }),
  razorpayOrder: { id: 'order_Q7', amount: 48_000, currency: 'INR' },
};

/** The checkout's summary with the real placing hook, as the checkout page wires them. */
function Checkout({ storeCredit, payNow }: { storeCredit: number; payNow: number }) {
  const form = useForm<CheckoutFields>({
    defaultValues: {
      addressOption: 'saved',
      addressId: '5d1c1c2e-8a7b-4d0e-9a53-3f1f9a1b2c3d',
      address: { houseNumber: '', street: '', colony: '', city: '', state: '', postalCode: '', country: 'India' },
      saveAddress: false,
      contact: '9812345678',
      paymentMethod: 'online',
      useStoreCredit: storeCredit > 0,
    },
  });
  const order = usePlaceOrder(form, [item._id], '9812345678');
  return (
    <form onSubmit={form.handleSubmit(order.place)}>
      <CheckoutSummary
        items={[item]}
        subtotal={1099}
        deliveryFee={120}
        total={1219}
        paymentMethod="online"
        order={order}
        payNow={payNow}
        storeCredit={storeCredit}
      />
    </form>
  );
}

const renderCheckout = (props: { storeCredit: number; payNow: number }) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Checkout {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const tenderLines = () =>
  within(screen.getByRole('list', { name: 'How it is paid' }))
    .getAllByRole('listitem')
    .map((line) => line.textContent);

/** What the shop's page asked the payment widget for, as Razorpay's script receives it. */
let widgetAsked: RazorpayOptions[] = [];

startFakeApi();
beforeEach(() => {
  useAuthStore.getState().setUser(asha);
  widgetAsked = [];
  // The payment provider's script, which the page loads from the provider: it records what it is asked.
  window.Razorpay = class {
    constructor(options: RazorpayOptions) {
      widgetAsked.push(options);
    }
    open() {}
    on() {}
  };
});
afterEach(() => {
  useAuthStore.getState().clearUser();
  delete window.Razorpay;
});

describe('the checkout summary with store credit', () => {
  it('lists the credit and what is paid online, and the pay button asks for the same amount', () => {
    renderCheckout({ storeCredit: 739, payNow: 480 });
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,219');
    expect(tenderLines()).toEqual(['Store credit₹739', 'Pay online₹480']);
    expect(screen.getByRole('button', { name: 'Pay ₹480' })).toBeVisible();
  });

  it('lists no tenders without store credit', () => {
    renderCheckout({ storeCredit: 0, payNow: 1219 });
    expect(screen.queryByRole('list', { name: 'How it is paid' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay ₹1,219' })).toBeVisible();
  });

  it('once placed, names the amount the payment provider was asked for, not the total', async () => {
    fakeApi.on('post', API.order.root, { status: 201, data: placed });
    fakeApi.on('get', API.config, {
      data: { paymentProvider: 'simulated', razorpayKeyId: 'rzp_test', checkoutScriptUrl: '/checkout.js' },
    });
    renderCheckout({ storeCredit: 739, payNow: 480 });
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹480' }));

    // The shopper closes the widget: the order waits for its payment.
    const reserved = await screen.findByText(/is reserved for you/);
    expect(widgetAsked.map((options) => options.amount)).toEqual([48_000]);
    act(() => widgetAsked[0]!.modal!.ondismiss!());
    expect(reserved).toHaveTextContent('Order #1042 is reserved for you. Complete the payment of ₹480 to confirm it.');
    expect(await screen.findByRole('button', { name: 'Retry Payment' })).toBeVisible();
    expect(tenderLines()).toEqual(['Store credit₹739', 'Pay online₹480']);
  });
});
