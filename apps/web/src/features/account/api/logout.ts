import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, ERROR_FALLBACK } from '@shop/shared';
import { send } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { forgetAccessToken } from './access-token';

/** GET /user/logout, then the auth state is reset (section 4) and nothing of the account stays cached. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => send({ method: 'get', url: API.user.logout }, ERROR_FALLBACK.logout),
    onSuccess: () => {
      forgetAccessToken();
      useAuthStore.getState().clearUser();
      queryClient.removeQueries({ queryKey: ['account'] });
    },
  });
}
