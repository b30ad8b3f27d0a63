import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { CartItem, Id } from '@shop/shared';
import { useCart } from '../../cart';

const CheckoutState = z.object({ items: z.array(CartItem).min(1) });
const ChosenIds = z.array(Id).min(1);

/** Where the tab keeps which cart lines its checkout is for, so a reload of the checkout keeps them. */
const CHOSEN_LINES_KEY = 'storyfit-checkout-lines';

function readChosenIds(): string[] | null {
  try {
    const parsed = ChosenIds.safeParse(JSON.parse(sessionStorage.getItem(CHOSEN_LINES_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function keepChosenIds(ids: string[]) {
  try {
    sessionStorage.setItem(CHOSEN_LINES_KEY, JSON.stringify(ids));
  } catch {
    // A browser that keeps nothing for the tab loses the checkout on a reload, as before.
  }
}

/** The checkout is done (the order is placed): a reload or Back no longer brings its lines back. */
export function forgetCheckoutLines() {
  try {
    sessionStorage.removeItem(CHOSEN_LINES_KEY);
  } catch {
    // Nothing was kept.
  }
}

export type CheckoutItems = { items: CartItem[] | null; loading: boolean };

/**
 * The chosen cart lines: from navigation state when the cart sends the shopper here, else (a
 * reload) the ids this tab kept, read against the cart as it is now, so a line that has left the
 * cart (its order placed, removed in another tab) does not come back. null: 'No items to order'.
 * The history entry's state is emptied once taken, so Back and Forward read the kept ids too.
 */
export function useCheckoutItems(): CheckoutItems {
  const { state, pathname } = useLocation();
  const navigate = useNavigate();
  const [arrived] = useState(() => {
    const parsed = CheckoutState.safeParse(state);
    if (parsed.success) keepChosenIds(parsed.data.items.map((item) => item._id));
    return parsed.success ? parsed.data.items : null;
  });
  const [keptIds] = useState(() => (arrived ? null : readChosenIds()));
  const cart = useCart();
  useEffect(() => {
    if (state !== null) void navigate(pathname, { replace: true, state: null });
  }, [state, pathname, navigate]);

  const kept = useMemo(() => {
    if (!keptIds || !cart.data) return null;
    const lines = cart.data.items.filter((item) => keptIds.includes(item._id));
    return lines.length > 0 ? lines : null;
  }, [keptIds, cart.data]);

  if (arrived) return { items: arrived, loading: false };
  if (!keptIds) return { items: null, loading: false };
  return { items: kept, loading: cart.isPending && !cart.isError };
}
