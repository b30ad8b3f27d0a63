import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { CartItem } from '@shop/shared';

const CheckoutState = z.object({ items: z.array(CartItem).min(1) });

/**
 * The chosen cart lines from navigation state, or null when none arrived ('No items to order').
 * The lines are taken once and the history entry is emptied, so going back or forward to
 * /confirm-order later (or reloading it) never brings an old selection back.
 */
export function useCheckoutItems(): CartItem[] | null {
  const { state, pathname } = useLocation();
  const navigate = useNavigate();
  const [items] = useState(() => {
    const parsed = CheckoutState.safeParse(state);
    return parsed.success ? parsed.data.items : null;
  });
  useEffect(() => {
    if (state !== null) void navigate(pathname, { replace: true, state: null });
  }, [state, pathname, navigate]);
  return items;
}
