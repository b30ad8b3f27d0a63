import { useMutation } from '@tanstack/react-query';
import { API, ERROR_FALLBACK, type ChangePasswordBody, type ResetPasswordBody } from '@shop/shared';
import { request, send } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { forgetAccessToken } from './access-token';

export const forgotPassword = (email: string) =>
  send({ method: 'post', url: API.user.forgotPassword, data: { email } }, ERROR_FALLBACK.account);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });

/** POST /user/reset_password: answers only a message, which the screen shows. */
export const resetPassword = (body: ResetPasswordBody) =>
  send({ method: 'post', url: API.user.resetPassword, data: body }, ERROR_FALLBACK.account);

/** A reset ends every session, this browser's too, so the local sign-in state goes with it. */
export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      forgetAccessToken();
      if (useAuthStore.getState().isAuthenticated) useAuthStore.getState().clearUser();
    },
  });
}

/** POST /user/change_password: other sessions end; this one continues with fresh cookies. */
export const changePassword = (body: ChangePasswordBody) =>
  request({ method: 'post', url: API.user.changePassword, data: body }, (c) => c.SessionAnswer, ERROR_FALLBACK.account);

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ user }) => useAuthStore.getState().setUser(user),
  });
}
