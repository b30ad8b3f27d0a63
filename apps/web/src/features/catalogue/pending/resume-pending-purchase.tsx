import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/auth-store';
import { takePendingPurchase } from './pending-purchase';

/**
 * Finishes the add to cart or wishlist that sent a visitor (or a shopper whose session had ended)
 * to log in, as soon as a session starts: on the page the log-in lands on. The code that sends it
 * loads only when there is something to finish.
 */
export function ResumePendingPurchase() {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    const pending = takePendingPurchase();
    if (pending) void import('./finish-pending-purchase').then((m) => m.finishPendingPurchase(queryClient, pending));
  }, [signedIn, queryClient]);
  return null;
}
