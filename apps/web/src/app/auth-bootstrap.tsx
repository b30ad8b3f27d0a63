import { useEffect } from 'react';
import { ACCOUNT_ERROR_FALLBACK, API } from '@shop/shared';
import { request } from '../lib/api-client';
import { cachedUser, mayHaveSession, useAuthStore } from '../lib/auth-store';
import { whenTakenOver } from '../lib/take-over';
import { useCartStore } from '../features/cart';

/**
 * On app start: set loading, restore the cached user, then ask the server who is signed in; a
 * visitor's browser (no session hint, no cached user) is signed out at once, without a call that
 * would answer 401. While signed out, the cart state is reset.
 */
export function AuthBootstrap() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const clearCart = useCartStore((s) => s.clearCart);

  useEffect(() => {
    let cancelled = false;
    // Who is signed in changes the header and the page's controls: it is settled once the app has
    // taken over the server's page, which was rendered for a visitor (lib/take-over.tsx).
    void whenTakenOver().then(() => {
      if (cancelled) return;
      const { setLoading, setUser, clearUser } = useAuthStore.getState();
      if (!mayHaveSession()) {
        clearUser();
        return;
      }
      setLoading();
      // The server's answer wins over the cached user, whichever arrives first.
      let answered = false;
      void cachedUser().then((cached) => {
        if (cached && !cancelled && !answered) setUser(cached);
      });
      request({ method: 'get', url: API.user.me }, (c) => c.UserAnswer, ACCOUNT_ERROR_FALLBACK.account)
        .then(({ user }) => {
          answered = true;
          if (!cancelled) setUser(user);
        })
        .catch(() => {
          answered = true;
          if (!cancelled) clearUser();
        });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!isAuthenticated) clearCart();
  }, [isAuthenticated, clearCart]);

  return null;
}
