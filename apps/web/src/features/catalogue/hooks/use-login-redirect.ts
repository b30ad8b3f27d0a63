import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAY_MS } from '../../../config/settings';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';

/** The login message as an error toast, then /auth after 2 seconds. */
export function useLoginRedirect() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (message: string) => {
      toast.error(message);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => navigate(paths.auth), REDIRECT_DELAY_MS);
    },
    [navigate],
  );
}
