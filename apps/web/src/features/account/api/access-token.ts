import { API } from '@shop/shared';
import { http } from '../../../lib/api-client';
import { loadContracts } from '../../../lib/contracts';

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

/**
 * Keeps this tab's copy of the token in step with the session: taken from every answer that
 * starts or renews one, dropped when a refresh fails, and sent as Bearer on the old profile call.
 * Called once at start, before the first call.
 */
export function keepAccessTokenCopy() {
  http.onAnswer((answer) => {
    if (!SESSION_CALLS.has(answer.call.url)) return;
    return loadContracts().then(({ SessionAnswer }) => {
      const parsed = SessionAnswer.safeParse(answer.data?.data);
      if (parsed.success) rememberAccessToken(parsed.data.accessToken);
    });
  });

  http.onFailure((call) => {
    if (call.url === API.user.refresh) forgetAccessToken();
  });

  // The retry after a silent refresh runs this again, so it carries the renewed token.
  http.onRequest((call, headers) => {
    const token = accessToken();
    if (call.url.endsWith(API.legacyMe) && token) headers.set('Authorization', `Bearer ${token}`);
  });
}
