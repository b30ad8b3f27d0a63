import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { REDIRECT_DELAY_MS } from '../../../config/settings';
import { paths } from '../../../config/paths';
import { authReturnFrom } from '../../../lib/after-login';
import { toast } from '../../../lib/toast';

/** The login message as an error toast, then /auth after 2 seconds (and back here once logged in). */
export function useLoginRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (message: string) => {
      toast.error(message);
      window.clearTimeout(timer.current);
      const state = authReturnFrom(location);
      timer.current = window.setTimeout(() => navigate(paths.auth, { state }), REDIRECT_DELAY_MS);
    },
    [navigate, location],
  );
}
