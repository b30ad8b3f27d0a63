import { useEffect } from 'react';
import { API, UserAnswer } from '@shop/shared';
import { http } from '../lib/api-client';
import { cachedUser, useAuthStore } from '../lib/auth-store';
import { useCartStore } from '../features/cart';

/**
 * Section 4 on app start: set loading, restore the cached user, then ask the server who is
 * signed in. While signed out, the cart state is reset.
 */
export function AuthBootstrap() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const clearCart = useCartStore((s) => s.clearCart);

  useEffect(() => {
    const { setLoading, setUser, clearUser } = useAuthStore.getState();
    setLoading();
    const cached = cachedUser();
    if (cached) setUser(cached);
    let cancelled = false;
    http
      .get(API.user.me)
      .then((res) => {
        const parsed = UserAnswer.safeParse(res.data?.data);
        if (cancelled) return;
        if (parsed.success) setUser(parsed.data.user);
        else clearUser();
      })
      .catch(() => {
        if (!cancelled) clearUser();
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
