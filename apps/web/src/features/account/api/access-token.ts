import { API, SessionAnswer } from '@shop/shared';
import { http } from '../../../lib/api-client';

/**
 * The access token for the old /profile page's Bearer call (docs/decisions/0011). It also lives
 * in its httpOnly cookie, which every other call uses; this copy stays in this tab's
 * sessionStorage, is renewed by every answer that starts or refreshes a session (the silent
 * refresh included), and is dropped on logout.
 */
const KEY = 'accessToken';

export function accessToken(): string | null {
  return sessionStorage.getItem(KEY);
}

export function rememberAccessToken(token: string) {
  sessionStorage.setItem(KEY, token);
}

export function forgetAccessToken() {
  sessionStorage.removeItem(KEY);
}

const SESSION_CALLS = new Set<string>([
  API.user.login,
  API.user.loginAlias,
  API.user.verify,
  API.user.refresh,
  API.user.changePassword,
]);

http.interceptors.response.use(
  (response) => {
    if (SESSION_CALLS.has(response.config.url ?? '')) {
      const parsed = SessionAnswer.safeParse(response.data?.data);
      if (parsed.success) rememberAccessToken(parsed.data.accessToken);
    }
    return response;
  },
  (error: { config?: { url?: string } }) => {
    if (error.config?.url === API.user.refresh) forgetAccessToken();
    throw error;
  },
);

// The retry after a silent refresh runs this again, so it carries the renewed token.
http.interceptors.request.use((config) => {
  const token = accessToken();
  if (config.url?.endsWith(API.legacyMe) && token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});
