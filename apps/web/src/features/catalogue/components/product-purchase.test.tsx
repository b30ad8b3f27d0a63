import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import {
  API,
  MAX_CART_LINE_QUANTITY,
  PAGES,
  SUCCESS,
  VALIDATION,
  type Cart,
  type CartItem,
  type CheckoutDefaults,
  type ProductDetail,
  type Variant,
} from '@shop/shared';
import { PENDING_PURCHASE_STORAGE_KEY } from '../../../config/settings';
import { useAuthStore } from '../../../lib/auth-store';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { recordToasts } from '../../../test/toasts';
import { asha } from '../../../test/users';
import { ProductDetails } from './product-details';

startFakeApi();

const variant = (id: string, color: string, quantity: Variant['quantity']): Variant => ({
  _id: id,
  product: { _id: 'a0a0a0a0-0000-4000-8000-000000000001', name: 'Quiet Hours Tee', description: 'Heavy cotton.' },
  color: { _id: `c0c0c0c0-0000-4000-8000-0000000000${id.slice(-2)}`, name: color, hex: '#223366' },
  price: 1149,
  quantity,
  sku: `QHT-${color.toUpperCase()}`,
  image: null,
  images: [],
});

const indigo = variant('b0b0b0b0-0000-4000-8000-000000000001', 'Indigo', { M: 3, L: 0, XL: 40, XXL: 0 });
const sand = variant('b0b0b0b0-0000-4000-8000-000000000002', 'Sand', { M: 0, L: 5, XL: 0, XXL: 0 });

const product: ProductDetail = {
  _id: 'a0a0a0a0-0000-4000-8000-000000000001',
  name: 'Quiet Hours Tee',
  description: 'Heavy cotton.',
  story: 'Made for slow mornings.',
  price: 1149,
  colors: [indigo, sand].map((v) => ({ ...v.color, imageUrl: null })),
  variant: { _id: indigo._id, image: null, price: 1149 },
  averageRating: 0,
  reviewCount: 0,
  sizes: ['M', 'L', 'XL', 'XXL'],
  variants: [indigo, sand],
};

const toasts = recordToasts();
beforeEach(() => {
  useAuthStore.getState().setUser(asha);
  fakeApi.on('get', API.wishlist.root, { data: { items: [] } });
  fakeApi.on('get', API.stockAlerts.root, { data: { alerts: [] } });
});
afterEach(() => useAuthStore.getState().clearUser());

/** The checkout as a stand-in: the lines it was opened with, as the real one reads them. */
function CheckoutStandIn() {
  const { state } = useLocation();
  const items = (state as { items?: CartItem[] } | null)?.items ?? [];
  return (
    <ul aria-label="Checkout lines">
      {items.map((item) => (
        <li key={item._id}>{`${item.variant.color.name} ${item.size} × ${item.quantity}`}</li>
      ))}
    </ul>
  );
}

function renderProduct() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<ProductDetails product={product} />} />
          <Route path={PAGES.confirmOrder} element={<CheckoutStandIn />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The server takes the next add to cart. */
const cartAccepts = () =>
  fakeApi.on('post', API.cart.root, {
    message: SUCCESS.addedToCart,
    data: { cart: { _id: 'd0d0d0d0-0000-4000-8000-000000000001', user: asha._id, items: [] } },
  });

const cartCalls = () => fakeApi.calls.filter((call) => call === `POST ${API.cart.root}`);

describe('choosing a size and a quantity', () => {
  it('disables the sizes out of stock in the chosen colour, and follows the colour', async () => {
    const user = userEvent.setup();
    renderProduct();
    expect(screen.getByRole('radio', { name: 'M' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'L (out of stock)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'XXL (out of stock)' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /Sand/ }));
    expect(screen.getByRole('radio', { name: 'M (out of stock)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'L' })).toBeEnabled();
  });

  it('shows what is left of a size and keeps the quantity within it', async () => {
    const user = userEvent.setup();
    renderProduct();
    await user.click(screen.getByRole('radio', { name: 'M' }));
    expect(screen.getByText('Only 3 left')).toBeVisible();

    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(increase);
    await user.click(increase);
    expect(screen.getByLabelText('Quantity')).toHaveValue(3);
    expect(increase).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
  });

  it('never offers more than one cart line may hold', async () => {
    const user = userEvent.setup();
    renderProduct();
    await user.click(screen.getByRole('radio', { name: 'XL' }));
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '35');
    expect(quantity).toHaveValue(MAX_CART_LINE_QUANTITY);
  });

  it('drops a chosen size that the next colour has sold out', async () => {
    const user = userEvent.setup();
    renderProduct();
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('radio', { name: /Sand/ }));
    expect(screen.getByRole('radio', { name: 'M (out of stock)' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(toasts).toEqual([`error: ${VALIDATION.selectSizeFirst}`]);
    expect(cartCalls()).toEqual([]);
  });
});

describe('adding to the cart', () => {
  it('asks for a size before calling the server', async () => {
    const user = userEvent.setup();
    renderProduct();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(toasts).toEqual([`error: ${VALIDATION.selectSizeFirst}`]);
    expect(cartCalls()).toEqual([]);
  });

  it('sends the colour, size and quantity chosen and confirms', async () => {
    cartAccepts();
    const user = userEvent.setup();
    renderProduct();
    await user.click(screen.getByRole('radio', { name: 'XL' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(toasts).toEqual([`success: ${SUCCESS.addedToCart}`]));
    expect(cartCalls()).toEqual([`POST ${API.cart.root}`]);
    expect(fakeApi.bodies.at(-1)).toEqual({ variantId: indigo._id, size: 'XL', quantity: 2 });
  });

  it("shows the server's refusal when the size sold out meanwhile", async () => {
    fakeApi.on('post', API.cart.root, { status: 409, code: 'CONFLICT', message: 'This item is out of stock' });
    const user = userEvent.setup();
    renderProduct();
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(toasts).toEqual(['error: This item is out of stock']));
  });
});

describe('signed in or not', () => {
  it('sends a visitor to log in without calling the server', async () => {
    useAuthStore.getState().clearUser();
    const user = userEvent.setup();
    renderProduct();
    await user.click(screen.getByRole('radio', { name: 'XL' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(toasts).toEqual([`error: ${VALIDATION.loginForCart}`]);
    expect(cartCalls()).toEqual([]);
  });

  it('lets the server decide while the session is still being asked for, so a signed-in shopper who taps at once is not sent away', async () => {
    // The page paints with its data before the session's answer: the store is still loading.
    useAuthStore.getState().clearUser();
    useAuthStore.getState().setLoading();
    cartAccepts();
    const user = userEvent.setup();
    renderProduct();
    await user.click(screen.getByRole('radio', { name: 'XL' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(toasts).toEqual([`success: ${SUCCESS.addedToCart}`]));
    expect(cartCalls()).toEqual([`POST ${API.cart.root}`]);
  });
});

/** A cart line of the product above, as the server answers it. */
const lineOf = (
  v: Variant,
  size: 'M' | 'XL',
  quantity: number,
  id = 'e0e0e0e0-0000-4000-8000-000000000001',
): CartItem => ({
  _id: id,
  variant: { _id: v._id, product: v.product, color: v.color, image: null, price: v.price, stock: v.quantity[size] },
  size,
  quantity,
});
const cartOf = (items: CartItem[]): Cart => ({ _id: 'd0d0d0d0-0000-4000-8000-000000000001', user: asha._id, items });
const newBuyer: CheckoutDefaults = {
  hasOrdered: false,
  addressId: null,
  shippingAddress: null,
  paymentMethod: null,
  contact: null,
};

describe('Buy now for a buyer with no order behind them', () => {
  beforeEach(() => fakeApi.on('get', API.user.checkoutDefaults, { data: newBuyer }));

  it('puts the line in the cart and opens the checkout with that line alone', async () => {
    const other = lineOf(sand, 'M', 1, 'e0e0e0e0-0000-4000-8000-000000000009');
    let cart = cartOf([other]);
    fakeApi.on('get', API.cart.root, () => ({ data: { cart } }));
    fakeApi.on('post', API.cart.root, () => {
      cart = cartOf([other, lineOf(indigo, 'XL', 2)]);
      return { message: SUCCESS.addedToCart, data: { cart } };
    });
    const user = userEvent.setup();
    renderProduct();
    await user.click(screen.getByRole('radio', { name: 'XL' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));

    const lines = await screen.findByRole('list', { name: 'Checkout lines' });
    expect(lines).toHaveTextContent('Indigo XL × 2');
    expect(lines).not.toHaveTextContent('Sand');
    expect(fakeApi.bodies[fakeApi.calls.indexOf(`POST ${API.cart.root}`)]).toEqual({
      variantId: indigo._id,
      size: 'XL',
      quantity: 2,
    });
    expect(toasts).toEqual([]);
  });

  it('takes the line already in the bag at its quantity, adding nothing', async () => {
    fakeApi.on('get', API.cart.root, { data: { cart: cartOf([lineOf(indigo, 'XL', 1)]) } });
    const user = userEvent.setup();
    renderProduct();
    await user.click(screen.getByRole('radio', { name: 'XL' }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));

    expect(await screen.findByRole('list', { name: 'Checkout lines' })).toHaveTextContent('Indigo XL × 1');
    expect(cartCalls()).toEqual([]);
  });

  it('asks for a size first, then sends a visitor to log in with the Buy now kept for after', async () => {
    useAuthStore.getState().clearUser();
    localStorage.clear();
    const user = userEvent.setup();
    renderProduct();
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(toasts).toEqual([`error: ${VALIDATION.selectSizeFirst}`]);
    expect(localStorage.getItem(PENDING_PURCHASE_STORAGE_KEY)).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'XL' }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(toasts.at(-1)).toBe(`error: ${VALIDATION.loginForOrder}`);
    expect(JSON.parse(localStorage.getItem(PENDING_PURCHASE_STORAGE_KEY)!)).toMatchObject({
      kind: 'checkout',
      variantId: indigo._id,
      size: 'XL',
      quantity: 1,
    });
    expect(cartCalls()).toEqual([]);
  });
});

describe('Buy now tapped before the session is known', () => {
  const returning: CheckoutDefaults = {
    hasOrdered: true,
    addressId: null,
    shippingAddress: null,
    paymentMethod: 'cod',
    contact: '9876543210',
  };

  it("waits for the session and the buyer's defaults, then opens a returning buyer's sheet, not the checkout", async () => {
    // The test's document has no modal dialogs of its own: the sheet's opens as one would.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: true });
    fakeApi.on('get', API.user.checkoutDefaults, { data: returning });
    fakeApi.on('get', API.cart.root, { data: { cart: cartOf([]) } });
    fakeApi.on('post', API.promotions.bestCoupon, { networkError: true });
    cartAccepts();
    const user = userEvent.setup();
    renderProduct();
    await user.click(screen.getByRole('radio', { name: 'XL' }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    // The session is still being checked: nothing is decided yet.
    expect(fakeApi.calls).not.toContain(`GET ${API.user.checkoutDefaults}`);

    act(() => useAuthStore.getState().setUser(asha));

    // The sheet's code loads on the tap (a chunk of its own, compiled on first use here).
    expect(await screen.findByRole('dialog', { name: 'Buy now' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Checkout lines' })).toBeNull();
    expect(cartCalls()).toEqual([]);
  });
});
