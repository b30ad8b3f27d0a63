import { useMutation } from '@tanstack/react-query';
import { API, ERROR_FALLBACK, type LoginBody, type RegisterBody, type VerifyUserBody } from '@shop/shared';
import { request, send } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

/** POST /user/login: the user and the session cookies. */
export const login = (body: LoginBody) =>
  request({ method: 'post', url: API.user.login, data: body }, (c) => c.SessionAnswer, ERROR_FALLBACK.login);

/** Login success stores the user in state and local storage. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => useAuthStore.getState().setUser(user),
  });
}

export const register = (body: RegisterBody) =>
  request({ method: 'post', url: API.user.register, data: body }, (c) => c.RegisterAnswer, ERROR_FALLBACK.signup);

export const useRegister = () => useMutation({ mutationFn: register });

export const verifyUser = (body: VerifyUserBody) =>
  request({ method: 'post', url: API.user.verify, data: body }, (c) => c.SessionAnswer, ERROR_FALLBACK.account);

/** Verification success signs the user in. */
export function useVerifyUser() {
  return useMutation({
    mutationFn: verifyUser,
    onSuccess: ({ user }) => useAuthStore.getState().setUser(user),
  });
}

export const resendOtp = (email: string) =>
  send({ method: 'post', url: API.user.resendOtp, data: { email } }, ERROR_FALLBACK.resendOtp);

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
