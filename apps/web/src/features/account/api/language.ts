import { ACCOUNT_ERROR_FALLBACK, API, type Language } from '@shop/shared';
import { send } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

/**
 * Stores the language a signed-in shopper switched to on their account (PUT /user/language):
 * their mails and WhatsApp messages are written in it. A visitor's choice stays in the cookie,
 * and is taken to the account at sign-up. Never fails: the switch works without it.
 */
export async function rememberLanguageOnAccount(language: Language): Promise<void> {
  if (!useAuthStore.getState().isAuthenticated) return;
  await send(
    { method: 'put', url: API.user.language, data: { language }, keepalive: true },
    ACCOUNT_ERROR_FALLBACK.account,
  ).catch(() => undefined);
}
