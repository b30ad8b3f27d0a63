import { useMutation } from '@tanstack/react-query';
import {
  API,
  ERROR_FALLBACK,
  type PhoneLoginBody,
  type PhoneOtpBody,
  type PhoneVerifyBody,
  type PhoneVerifyOtpBody,
} from '@shop/shared';
import { request, send } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

/** POST /user/phone/otp: the same answer whether or not the number is verified on an account. */
export const requestPhoneOtp = (body: PhoneOtpBody) =>
  send({ method: 'post', url: API.user.phoneOtp, data: body }, ERROR_FALLBACK.account);

export const useRequestPhoneOtp = () => useMutation({ mutationFn: requestPhoneOtp });

export const phoneLogin = (body: PhoneLoginBody) =>
  request({ method: 'post', url: API.user.phoneLogin, data: body }, (c) => c.SessionAnswer, ERROR_FALLBACK.login);

/** Phone sign-in, like the password's, stores the user in state and local storage. */
export function usePhoneLogin() {
  return useMutation({
    mutationFn: phoneLogin,
    onSuccess: ({ user }) => useAuthStore.getState().setUser(user),
  });
}

export const requestPhoneVerification = (body: PhoneVerifyOtpBody) =>
  send({ method: 'post', url: API.user.phoneVerifyOtp, data: body }, ERROR_FALLBACK.account);

export const useRequestPhoneVerification = () => useMutation({ mutationFn: requestPhoneVerification });

export const verifyPhone = (body: PhoneVerifyBody) =>
  request({ method: 'post', url: API.user.phoneVerify, data: body }, (c) => c.UserAnswer, ERROR_FALLBACK.account);

/** The answer's user (now with the phone verified) replaces the stored one. */
export function useVerifyPhone() {
  return useMutation({
    mutationFn: verifyPhone,
    onSuccess: ({ user }) => useAuthStore.getState().setUser(user),
  });
}
