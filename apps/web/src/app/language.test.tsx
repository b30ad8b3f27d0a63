import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE } from '@shop/shared';
import { showLanguage, useLanguageStore, useTexts } from '../lib/i18n';
import { LanguageFollowsAddress, LanguageSwitch } from './language';

function Page() {
  const texts = useTexts().storefront;
  const { pathname } = useLocation();
  return (
    <>
      <LanguageFollowsAddress />
      <LanguageSwitch />
      <p>{texts.navProducts}</p>
      <p data-testid="address">{pathname}</p>
    </>
  );
}

function renderAt(address: string, client = new QueryClient()) {
  const router = createMemoryRouter(
    ['/products', '/hi/products', '/cart'].map((path) => ({ path, element: <Page /> })),
    { initialEntries: [address] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  useLanguageStore.setState({ language: 'en' });
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  document.documentElement.lang = 'en-IN';
});

describe('the language switch', () => {
  it('offers Hindi in its own script, as a link to the page’s Hindi address', () => {
    renderAt('/products');
    const toHindi = screen.getByRole('link', { name: 'Language: हिन्दी' });
    expect(toHindi).toHaveTextContent('हिन्दी');
    expect(toHindi).toHaveAttribute('href', '/hi/products');
    expect(toHindi).toHaveAttribute('lang', 'hi-IN');
  });

  it('remembers the choice before a catalogue page loads its Hindi address', async () => {
    const user = userEvent.setup();
    renderAt('/products');
    await user.click(screen.getByRole('link', { name: 'Language: हिन्दी' }));
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=hi`);
  });

  it('shows a page that has one address in Hindi where it is, remembered, with the document’s language, and back', async () => {
    const user = userEvent.setup();
    const client = new QueryClient();
    const askedAgain = vi.spyOn(client, 'invalidateQueries');
    renderAt('/cart', client);
    expect(screen.getByRole('link', { name: 'Language: हिन्दी' })).toHaveAttribute('href', '/cart');
    await user.click(screen.getByRole('link', { name: 'Language: हिन्दी' }));
    expect(await screen.findByText('प्रोडक्ट')).toBeInTheDocument();
    // The answers that name products (the cart's lines) are asked again in Hindi.
    await waitFor(() => expect(askedAgain).toHaveBeenCalled());
    expect(screen.getByTestId('address')).toHaveTextContent('/cart');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=hi`);
    await waitFor(() => expect(document.documentElement.lang).toBe('hi-IN'));

    // And back: the switch now offers English, in English.
    await user.click(screen.getByRole('link', { name: 'भाषा: English' }));
    expect(await screen.findByText('PRODUCTS')).toBeInTheDocument();
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
    await waitFor(() => expect(document.documentElement.lang).toBe('en-IN'));
  });

  it('moves a catalogue page reached by an English link to its Hindi address while the shop shows Hindi', async () => {
    await showLanguage('hi');
    renderAt('/products');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/hi/products'));
    expect(screen.getByText('प्रोडक्ट')).toBeInTheDocument();
  });
});
