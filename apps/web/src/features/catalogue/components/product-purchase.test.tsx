import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { API, MAX_CART_LINE_QUANTITY, SUCCESS, VALIDATION, type ProductDetail, type Variant } from '@shop/shared';
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

function renderProduct() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ProductDetails product={product} />
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
