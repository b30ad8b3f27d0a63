import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { API, ERROR_FALLBACK, type UpdateProfileBody } from '@shop/shared';
import { request } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { accountKeys } from './account-keys';

export const updateProfile = (body: UpdateProfileBody) =>
  request({ method: 'post', url: API.user.updateProfile, data: body }, (c) => c.UserAnswer, ERROR_FALLBACK.account);

/** The answer's user replaces the stored one (state and local storage). */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => useAuthStore.getState().setUser(user),
  });
}

/**
 * The old /profile page's call: GET /api/user/me, outside /api/v1 (so the URL is absolute), with
 * the Bearer token added by the request interceptor in access-token.ts.
 */
export const getLegacyProfile = () =>
  request(
    { method: 'get', url: `${window.location.origin}${API.legacyMe}` },
    (c) => c.UserAnswer,
    ERROR_FALLBACK.account,
  );

export const legacyProfileQuery = (userId: string | undefined) =>
  queryOptions({ queryKey: accountKeys.legacyProfile(userId), queryFn: getLegacyProfile });

export function useLegacyProfile() {
  const userId = useAuthStore((s) => s.user?._id);
  return useQuery(legacyProfileQuery(userId));
}
