import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PAGES } from '@shop/shared';
import { useAuthStore } from '../../../lib/auth-store';
import { takePendingPurchase } from './pending-purchase';

/**
 * Finishes the add to cart or wishlist (or the Buy now) that sent a visitor (or a shopper whose session had ended)
 * to log in, as soon as a session starts: on the page the log-in lands on. The code that sends it
 * loads only when there is something to finish.
 */
export function ResumePendingPurchase() {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A shopper whose session ended still reads as signed in until the log-in page: the page the log-in
  // lands on (not the log-in pages themselves) is what says a new session started.
  const { pathname } = useLocation();
  const onLogInPage = LOG_IN_PAGES.includes(pathname);
  useEffect(() => {
    if (!signedIn || onLogInPage) return;
    const pending = takePendingPurchase();
    if (pending)
      void import('./finish-pending-purchase').then((m) => m.finishPendingPurchase(queryClient, pending, navigate));
  }, [signedIn, onLogInPage, queryClient, navigate]);
  return null;
}

const LOG_IN_PAGES: readonly string[] = [PAGES.auth, PAGES.verify, PAGES.resetPassword];
