import { PAGES } from '@shop/shared';

/** What /auth is opened with: the address the shopper was on, to go back to once logged in. */
export type AuthReturn = { from: string };

/** The navigation state that sends a shopper to /auth from `location` and back after logging in. */
export const authReturnFrom = (location: { pathname: string; search: string }): AuthReturn => ({
  from: `${location.pathname}${location.search}`,
});

/**
 * Where a log-in lands: the page the shopper came from when /auth was opened with one (a path of
 * this shop only, never another site nor the auth pages), else Home.
 */
export function afterLoginPath(state: unknown): string {
  const from = (state as Partial<AuthReturn> | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return PAGES.home;
  const path = from.split(/[?#]/)[0]!;
  const loginPages: readonly string[] = [PAGES.auth, PAGES.verify, PAGES.resetPassword];
  return loginPages.includes(path) ? PAGES.home : from;
}
