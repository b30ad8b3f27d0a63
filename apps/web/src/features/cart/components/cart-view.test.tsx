import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import {
  API,
  COUPON_REASONS,
  SCREEN,
  VALIDATION,
  type Cart,
  type CartItem,
  type Quote,
  type QuoteBody,
} from '@shop/shared';
import { useAuthStore } from '../../../lib/auth-store';
import { showLanguage, withHindiPart } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { useCartStore } from '../cart-store';
import { CartSync } from './cart-sync';
import { CartView } from './cart-view';
import { asha } from '../../../test/users';

const user = asha;

const line = (id: string, name: string, price: number, quantity: number, stock = 10): CartItem => ({
  _id: id,
  size: 'M',
  quantity,
  variant: {
    _id: `0b7d2a57-4f0e-4f7e-9a7c-2d8b1c3e4f${id.slice(-2)}`,
    product: { _id: '3c2b1a00-4f0e-4f7e-9a7c-2d8b1c3e4f5a', name },
    color: { _id: '1c2b1a00-4f0e-4f7e-9a7c-2d8b1c3e4f5a', name: 'Indigo', hex: '#223366' },
    image: null,
    price,
    stock,
  },
});

const a = line('a1b2c3d4-0000-4000-8000-000000000001', 'Quiet Hours Tee', 1149, 1);
const b = line('a1b2c3d4-0000-4000-8000-000000000002', 'Morning Local Tee', 499, 2);

let cart: Cart;

startFakeApi();

/** A scripted cart API: every call answers the whole cart, as the server does. */
function serveCart(fail = false) {
  const answer = () => (fail ? { networkError: true as const } : { data: { cart } });
  fakeApi.on('get', API.cart.root, answer);
  fakeApi.on('patch', API.cart.itemById(':id'), answer);
  fakeApi.on('delete', API.cart.itemById(':id'), ({ params }) => {
    cart = { ...cart, items: cart.items.filter((item) => item._id !== params.id) };
    return answer();
  });
  fakeApi.on('post', API.cart.quote, ({ body }) => ({ data: { quote: quoteOf(body as QuoteBody) } }));
}

/**
 * The server's quote as a shop with one offer answers it: both tees together save ₹148, and
 * SAVE10 needs a ₹2,000 cart.
 */
function quoteOf(body: QuoteBody): Quote {
  const items = cart.items.filter((item) => body.itemIds.includes(item._id));
  const subtotal = items.reduce((sum, item) => sum + item.variant.price * item.quantity, 0);
  const offer = items.length === 2 ? 148 : 0;
  return {
    lines: items.map((item) => ({
      itemId: item._id,
      price: item.variant.price,
      quantity: item.quantity,
      discount: 0,
      total: item.variant.price * item.quantity,
    })),
    subtotal,
    discount: offer,
    deliveryFee: 120,
    codFee: 0,
    total: subtotal - offer + 120,
    appliedOffers: offer ? [{ _id: a._id, name: 'Any 2 for 1,500', discount: offer }] : [],
    coupon: body.couponCode
      ? {
          code: body.couponCode,
          applied: false,
          reason: COUPON_REASONS.minCartValue(2000 - subtotal, body.couponCode),
          discount: 0,
        }
      : null,
    nudges: offer ? [] : ['Add 1 more to get Any 2 for 1,500'],
    freeShipping: { threshold: null, remaining: 0 },
  };
}

function CheckoutProbe() {
  const { state } = useLocation();
  return <pre data-testid="checkout-state">{JSON.stringify(state)}</pre>;
}

function renderCart() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/cart']}>
        <CartSync />
        <Routes>
          <Route path="/cart" element={<CartView />} />
          <Route path="/confirm-order" element={<CheckoutProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  cart = { _id: '9a9a9a9a-0000-4000-8000-000000000000', user: user._id, items: [a, b] };
  useAuthStore.getState().setUser(user);
  useCartStore.getState().clearCart();
});
afterEach(() => {
  useAuthStore.getState().clearUser();
});

describe('cart screen', () => {
  it('lists lines with INR prices and line totals, and counts them in the cart store', async () => {
    serveCart();
    renderCart();
    const quiet = await screen.findByRole('listitem', { name: /Quiet Hours Tee/ });
    expect(quiet).toHaveTextContent('₹1,149 each');
    expect(within(screen.getByRole('listitem', { name: /Morning Local Tee/ })).getByText('₹998')).toBeVisible();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹2,147');
    await waitFor(() => expect(useCartStore.getState().itemCount).toBe(2));
  });

  it('refuses a quantity below 1 and keeps only one line in edit mode', async () => {
    serveCart();
    const user = userEvent.setup();
    renderCart();
    const quiet = await screen.findByRole('listitem', { name: /Quiet Hours Tee/ });
    await user.click(within(quiet).getByRole('button', { name: /Edit quantity/ }));
    const input = within(quiet).getByRole('spinbutton');
    await user.clear(input);
    await user.type(input, '0');
    await user.click(within(quiet).getByRole('button', { name: 'Confirm quantity' }));
    expect(within(quiet).getByRole('alert')).toHaveTextContent(VALIDATION.quantityInvalid);
    expect(fakeApi.calls.filter((c) => c.startsWith('PATCH'))).toEqual([]);

    const morning = screen.getByRole('listitem', { name: /Morning Local Tee/ });
    await user.click(within(morning).getByRole('button', { name: /Edit quantity/ }));
    expect(screen.getAllByRole('spinbutton')).toHaveLength(1);
    expect(within(morning).getByRole('spinbutton')).toBeVisible();
  });

  it('drops the removed line from the badge count as soon as the server answers', async () => {
    serveCart();
    const user = userEvent.setup();
    renderCart();
    const quiet = await screen.findByRole('listitem', { name: /Quiet Hours Tee/ });
    await waitFor(() => expect(useCartStore.getState().itemCount).toBe(2));
    await user.click(within(quiet).getByRole('button', { name: /^Remove/ }));
    await waitFor(() => expect(useCartStore.getState().itemCount).toBe(1));
    expect(fakeApi.calls).toContain(`DELETE ${API.cart.itemById(a._id)}`);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Quiet Hours Tee/ })).toBeNull());
  });

  it("shows the server's savings, its nudge for the selected lines, and why a coupon code does not apply", async () => {
    serveCart();
    const user = userEvent.setup();
    renderCart();
    expect(await screen.findByTestId('cart-discount')).toHaveTextContent('−₹148');
    expect(screen.getByRole('list', { name: 'Savings' })).toHaveTextContent('Any 2 for 1,500');

    await user.click(screen.getByRole('button', { name: 'Select items' }));
    await user.click(screen.getByRole('checkbox', { name: /Select Morning Local Tee/ }));
    expect(await screen.findByRole('list', { name: 'Offers near you' })).toHaveTextContent(
      'Add 1 more to get Any 2 for 1,500',
    );
    await user.type(screen.getByLabelText('Coupon code'), 'save10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Add ₹1,002 more to use SAVE10');
    expect(fakeApi.bodies).toContainEqual({ itemIds: [b._id], paymentMethod: 'online', couponCode: 'SAVE10' });
    await user.click(screen.getByRole('button', { name: 'Remove coupon code' }));
  });

  it('sends only the selected lines to /confirm-order', async () => {
    serveCart();
    const user = userEvent.setup();
    renderCart();
    await screen.findByRole('listitem', { name: /Morning Local Tee/ });
    await user.click(screen.getByRole('button', { name: 'Select items' }));
    await user.click(screen.getByRole('checkbox', { name: /Select Morning Local Tee/ }));
    await user.click(screen.getByRole('button', { name: 'Buy Selected (1)' }));
    const state = JSON.parse(screen.getByTestId('checkout-state').textContent!);
    expect(state.items.map((item: CartItem) => item._id)).toEqual([b._id]);
  });

  it("shows 'Failed to load cart' when the cart cannot be fetched", async () => {
    serveCart(true);
    renderCart();
    expect(await screen.findByText(SCREEN.cartFailed, {}, { timeout: 5000 })).toBeVisible();
  });
});

describe('cart screen in Hindi', () => {
  afterEach(() => showLanguage('en'));

  it('shows its lines, summary and a validation message of the shared schema in Hindi', async () => {
    await showLanguage('hi');
    // The cart screen's part of the Hindi catalogue, loaded as the router loads it with the screen.
    await withHindiPart(
      async () => null,
      [
        () => import('@shop/shared/hindi/browse').then((m) => m.HINDI_BROWSE),
        () => import('@shop/shared/hindi/cart').then((m) => m.HINDI_CART),
      ],
    )();
    serveCart();
    const user = userEvent.setup();
    renderCart();
    const quiet = await screen.findByRole('listitem', { name: /Quiet Hours Tee/ });
    expect(quiet).toHaveTextContent('₹1,149 प्रति पीस');
    expect(screen.getByText('कुल (3 पीस)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'अभी ख़रीदें' })).toBeVisible();

    await user.click(within(quiet).getByRole('button', { name: 'Quiet Hours Tee (Indigo, M) की मात्रा बदलें' }));
    const input = within(quiet).getByRole('spinbutton');
    await user.clear(input);
    await user.type(input, '0');
    await user.click(within(quiet).getByRole('button', { name: 'मात्रा पक्की करें' }));
    expect(within(quiet).getByRole('alert')).toHaveTextContent('कृपया सही मात्रा लिखें');
  });
});
