import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { API, type ProductFacets } from '@shop/shared';
import { createQueryClient } from '../../lib/query-client';
import { HINDI } from '../../lib/hindi-parts';
import { showLanguage, useLanguageStore, withHindiPart } from '../../lib/i18n';
import { fakeApi, startFakeApi } from '../../test/fake-api';
import { LanguageSwitch } from '../language';
import ProductsScreen from './products';

startFakeApi();

// Two colours, one with a Hindi name; the facets name them in the language asked, as the API does.
const facets = (lang: string | null): ProductFacets => ({
  sizes: [],
  colors: [
    { name: lang === 'hi' ? 'काला' : 'Black', value: 'Black', nameHi: 'काला', hex: '#111111', count: 2 },
    { name: 'Sky Blue', value: 'Sky Blue', nameHi: null, hex: '#7FB2E5', count: 1 },
  ],
  fits: [],
  price: null,
});

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

/** The list page at `address`, as the document the language switch loads shows it. */
async function openAt(address: string) {
  await showLanguage(address.startsWith('/hi/') ? 'hi' : 'en');
  // The page's screen texts, as its route loads them with its code.
  await withHindiPart(async () => null, [HINDI.browse, HINDI.list])();
  fakeApi.on('get', API.product.list, { data: { products: [], totalPages: 0 } });
  fakeApi.on('get', API.product.facets, ({ url }) => ({ data: facets(url.searchParams.get('lang')) }));
  const page = (
    <>
      <LanguageSwitch />
      <ProductsScreen />
      <Address />
    </>
  );
  const router = createMemoryRouter(
    ['/products', '/hi/products'].map((path) => ({ path, element: page })),
    { initialEntries: [address] },
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const colourGroup = async (legend: RegExp) => within(await screen.findByRole('group', { name: legend }));
const chip = async (legend: RegExp, name: string) =>
  (await colourGroup(legend)).findByRole('button', { name: new RegExp(`^${name} ?\\(\\d+\\)$`) });
const address = () => screen.getByTestId('address').textContent;

afterEach(() => {
  useLanguageStore.setState({ language: 'en' });
});

describe("the list's colour filter keeps the chosen colour chosen across the language switch", () => {
  it('English to Hindi: the switch keeps the filter, and the Hindi page shows its colour pressed', async () => {
    const english = await openAt('/products?color=Black');
    expect(await chip(/^Colour$/, 'Black')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Language: हिन्दी' })).toHaveAttribute('href', '/hi/products?color=Black');
    english.unmount();

    await openAt('/hi/products?color=Black');
    expect(await chip(/^रंग$/, 'काला')).toHaveAttribute('aria-pressed', 'true');
    expect(await chip(/^रंग$/, 'Sky Blue')).toHaveAttribute('aria-pressed', 'false');
  });

  it('Hindi to English: a colour chosen on the Hindi page is carried by its English name, pressed on both', async () => {
    const user = userEvent.setup();
    const hindi = await openAt('/hi/products');
    await user.click(await chip(/^रंग$/, 'काला'));
    await waitFor(() => expect(address()).toBe('/hi/products?color=Black'));
    expect(await chip(/^रंग$/, 'काला')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'भाषा: English' })).toHaveAttribute('href', '/products?color=Black');
    hindi.unmount();

    await openAt('/products?color=Black');
    expect(await chip(/^Colour$/, 'Black')).toHaveAttribute('aria-pressed', 'true');
  });

  it('an address naming the colour in Hindi shows it pressed on the English page too, and clears', async () => {
    const user = userEvent.setup();
    await openAt(`/products?color=${encodeURIComponent('काला')}`);
    const black = await chip(/^Colour$/, 'Black');
    expect(black).toHaveAttribute('aria-pressed', 'true');
    await user.click(black);
    await waitFor(() => expect(address()).toBe('/products'));
    expect(await chip(/^Colour$/, 'Black')).toHaveAttribute('aria-pressed', 'false');
  });

  it('an English name in any case, on the Hindi page; a colour without a Hindi name by its English one', async () => {
    const black = await openAt('/hi/products?color=black');
    expect(await chip(/^रंग$/, 'काला')).toHaveAttribute('aria-pressed', 'true');
    black.unmount();
    await openAt(`/hi/products?color=${encodeURIComponent('Sky Blue')}`);
    expect(await chip(/^रंग$/, 'Sky Blue')).toHaveAttribute('aria-pressed', 'true');
    expect(await chip(/^रंग$/, 'काला')).toHaveAttribute('aria-pressed', 'false');
  });
});
