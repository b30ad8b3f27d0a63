import { useMutation } from '@tanstack/react-query';
import { API, ERROR_FALLBACK } from '@shop/shared';
import { send } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

/** GET /user/logout, then the auth state is reset (section 4). */
export function useLogout() {
  return useMutation({
    mutationFn: () => send({ method: 'get', url: API.user.logout }, ERROR_FALLBACK.logout),
    onSuccess: () => useAuthStore.getState().clearUser(),
  });
}
