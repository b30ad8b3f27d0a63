import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { SCREEN } from '@shop/shared';
import { useAuthStore } from '../../lib/auth-store';
import { RequireAdmin, RequireAuth } from './require-auth';
import { asha } from '../../test/users';

const shopper = asha;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/auth', element: <p>auth page</p> },
      { element: <RequireAuth />, children: [{ path: '/cart', element: <p>cart page</p> }] },
      { element: <RequireAdmin />, children: [{ path: '/admin/dashboard', element: <p>dashboard page</p> }] },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('route guards', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: true });
  });

  it("show 'Loading...' while the authentication check runs", () => {
    renderAt('/cart');
    expect(screen.getByText(SCREEN.loading)).toBeInTheDocument();
  });

  it('send a visitor to /auth, replacing the guarded entry in history', async () => {
    useAuthStore.getState().clearUser();
    const router = renderAt('/cart');
    expect(await screen.findByText('auth page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    // Logging in brings the visitor back to the page they asked for.
    expect(router.state.location.state).toEqual({ from: '/cart' });
  });

  it('render the signed-in routes for a signed-in user', async () => {
    useAuthStore.getState().setUser(shopper);
    renderAt('/cart');
    expect(await screen.findByText('cart page')).toBeInTheDocument();
  });

  it('send a signed-in customer away from admin routes to /', async () => {
    useAuthStore.getState().setUser(shopper);
    const router = renderAt('/admin/dashboard');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('render the admin routes for an admin', async () => {
    useAuthStore.getState().setUser({ ...shopper, role: 'admin' });
    renderAt('/admin/dashboard');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });
});
