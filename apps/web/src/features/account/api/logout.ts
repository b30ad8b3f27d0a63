import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, ERROR_FALLBACK } from '@shop/shared';
import { send } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { forgetAccessToken } from './access-token';
import { accountKeys } from './account-keys';

type LogoutCallbacks = { onSuccess?: (message: string) => void; onError?: (error: Error) => void };

/**
 * POST /user/logout, then the auth state is reset and nothing of the account stays
 * cached. The caller's callbacks run first: clearing the user unmounts every signed-in screen
 * (the guard sends it to /auth), and a screen's own toast and navigation must not be lost to that.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => send({ method: 'post', url: API.user.logout, data: {} }, ERROR_FALLBACK.logout),
  });
  const { mutateAsync } = mutation;

  const mutate = useCallback(
    (_variables?: void, callbacks: LogoutCallbacks = {}) => {
      mutateAsync().then(
        (message) => {
          callbacks.onSuccess?.(message);
          forgetAccessToken();
          queryClient.removeQueries({ queryKey: accountKeys.all });
          useAuthStore.getState().clearUser();
        },
        (error: Error) => callbacks.onError?.(error),
      );
    },
    [mutateAsync, queryClient],
  );

  return { ...mutation, mutate };
}
