import type { FastifyReply } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { API, API_BASE_PATH, SESSION_HINT_COOKIE } from '@shop/shared';
import type { Config } from '../../config.ts';
import { ACCESS_COOKIE, ACCESS_TOKEN_TTL_SECONDS, REFRESH_COOKIE } from '../../plugins/auth.ts';
import { REFRESH_TOKEN_TTL_DAYS } from './account.service.ts';

/**
 * The refresh token goes only to the two calls that need it: refresh (to rotate it) and logout
 * (to revoke it). A cookie has one path, so it is set once per path (docs/decisions/0010).
 */
export const REFRESH_COOKIE_PATHS = [`${API_BASE_PATH}${API.user.refresh}`, `${API_BASE_PATH}${API.user.logout}`];

const base = (config: Config): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: config.isProduction,
});

export function setSessionCookies(
  reply: FastifyReply,
  config: Config,
  session: { accessToken: string; refreshToken: string },
) {
  reply.setCookie(ACCESS_COOKIE, session.accessToken, { ...base(config), path: '/', maxAge: ACCESS_TOKEN_TTL_SECONDS });
  for (const path of REFRESH_COOKIE_PATHS) {
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      ...base(config),
      path,
      maxAge: REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60,
    });
  }
  // Lives as long as the refresh token: while either is there the page asks who is signed in.
  reply.setCookie(SESSION_HINT_COOKIE, '1', {
    ...base(config),
    httpOnly: false,
    path: '/',
    maxAge: REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookies(reply: FastifyReply, config: Config) {
  reply.clearCookie(ACCESS_COOKIE, { ...base(config), path: '/' });
  for (const path of REFRESH_COOKIE_PATHS) reply.clearCookie(REFRESH_COOKIE, { ...base(config), path });
  reply.clearCookie(SESSION_HINT_COOKIE, { ...base(config), httpOnly: false, path: '/' });
}
