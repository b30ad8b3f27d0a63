import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Role } from '@shop/shared';
import type { Config } from '../config.ts';
import { AppError } from '../lib/errors/app-error.ts';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Who signs the access tokens and for whom: a token made for anything else is refused. */
export const ACCESS_TOKEN_ISSUER = 'storyfit-api';
export const ACCESS_TOKEN_AUDIENCE = 'storyfit-web';

export type AuthUser = { id: string; role: Role };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` when the request carries a valid access token. */
    authUser: AuthUser | null;
  }
  interface FastifyInstance {
    /**
     * 401 unless signed in. Wherever a route lists it (`onRequest`, `preValidation` or
     * `preHandler`), it runs as the route's first `onRequest` hook: before the body is read or
     * validated (see `guardsFirst`).
     */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** 401 unless signed in, 403 unless role admin; runs first like `requireUser`. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    accessTokens: AccessTokens;
  }
}

export type AccessTokens = {
  /** `sessionVersion`: the user's current one (0, a new account's, when not given). */
  sign(user: AuthUser & { sessionVersion?: number }): Promise<string>;
  verify(token: string): Promise<AuthUser | null>;
};

/** Whether a token of `userId` carrying `version`, issued at `issuedAtSeconds`, still counts. */
export type SessionCheck = (userId: string, version: number, issuedAtSeconds: number) => Promise<boolean>;

/** The signing key: JWT_SECRET, or (outside production) a random one kept in the data directory. */
function resolveSecret(config: Config): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  if (config.env === 'test') return crypto.randomBytes(32);
  const file = path.join(config.dataDir, '.jwt-secret');
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 });
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

/** How many verified access tokens are remembered (about 300 bytes each). */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Signs and checks access tokens. A token counts while its signature and claims hold and, when
 * `sessionHolds` is given, while the version it carries is still its user's: logging out or
 * changing the password raises that version and ends every token issued before, and a token of a
 * user that no longer exists is refused (docs/decisions/0141, 0247).
 */
export function createAccessTokens(config: Config, sessionHolds?: SessionCheck): AccessTokens {
  const secret = resolveSecret(config);
  /**
   * Tokens already verified, each until it expires: a signed-in shopper's every call carries the
   * same token, and its signature and claims cannot change, so checking them once is enough. A
   * token that fails is not remembered.
   */
  type Verified = AuthUser & { sessionVersion: number; issuedAt: number };
  const verified = new LRUCache<string, Verified>({ max: VERIFIED_TOKENS_KEPT });
  const stillCurrent = async (user: Verified): Promise<AuthUser | null> => {
    if (sessionHolds && !(await sessionHolds(user.id, user.sessionVersion, user.issuedAt))) return null;
    return { id: user.id, role: user.role };
  };
  return {
    sign: (user) =>
      new SignJWT({ role: user.role, sv: user.sessionVersion ?? 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(secret),
    verify: async (token) => {
      let user = verified.get(token);
      if (!user) {
        try {
          const { payload } = await jwtVerify(token, secret, {
            algorithms: ['HS256'],
            issuer: ACCESS_TOKEN_ISSUER,
            audience: ACCESS_TOKEN_AUDIENCE,
            requiredClaims: ['exp', 'iat', 'sub'],
          });
          if (typeof payload.sub !== 'string') return null;
          const role = payload.role === 'admin' ? 'admin' : 'user';
          user = {
            id: payload.sub,
            role,
            sessionVersion: typeof payload.sv === 'number' ? payload.sv : 0,
            issuedAt: payload.iat!,
          };
          // Forgotten the moment it expires, so an expired token is refused as before.
          const ttl = payload.exp! * 1000 - Date.now();
          if (ttl > 0) verified.set(token, user, { ttl });
        } catch {
          return null;
        }
      }
      // Outside the try: a database that cannot answer is a 503, not a signed-out shopper.
      return stillCurrent(user);
    },
  };
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

async function authPlugin(app: FastifyInstance, options: { config: Config; sessionHolds?: SessionCheck }) {
  const tokens = createAccessTokens(options.config, options.sessionHolds);
  app.decorate('accessTokens', tokens);
  app.decorateRequest('authUser', null);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[ACCESS_COOKIE] ?? bearerToken(request);
    request.authUser = token ? await tokens.verify(token) : null;
  });

  // A private answer (anything behind a sign-in, or one that sets a session cookie) is never kept
  // by a browser or a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.hasHeader('set-cookie')) reply.header('cache-control', 'no-store');
  });
  app.addHook('onRoute', (route) => guardsFirst(route, [app.requireUser, app.requireAdmin]));
  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (!request.authUser) throw AppError.unauthenticated();
  });
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (!request.authUser) throw AppError.unauthenticated();
    if (request.authUser.role !== 'admin') throw AppError.forbidden();
  });
}

type Hook = (...args: never[]) => unknown;
const hooksOf = (hooks: unknown): Hook[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks as Hook]);

/**
 * Moves the sign-in and role checks a route lists among its later hooks to the front of its
 * `onRequest` hooks, so that a visitor gets 401 (and a customer on an owner's route 403) before
 * anything about the request is looked at: a body that does not parse or fails its schema, a
 * malformed id, an upload, a rate limit counted per customer. Answering 400 first would tell a
 * visitor what each owner's operation expects, and costs the work of reading what nobody may
 * send. Done here, once, so that a route written with `preHandler: app.requireUser` (the old
 * habit) is as safe as one written with `onRequest`.
 */
function guardsFirst(route: RouteOptions, guards: Hook[]): void {
  const options = route as unknown as Record<'onRequest' | 'preValidation' | 'preHandler', unknown>;
  const moved: Hook[] = [];
  for (const phase of ['preValidation', 'preHandler'] as const) {
    const hooks = hooksOf(options[phase]);
    const kept = hooks.filter((hook) => !guards.includes(hook));
    if (kept.length === hooks.length) continue;
    moved.push(...hooks.filter((hook) => guards.includes(hook)));
    if (kept.length > 0) options[phase] = kept;
    else delete options[phase];
  }
  const onRequest = hooksOf(options.onRequest);
  const ordered = [...onRequest.filter((hook) => guards.includes(hook)), ...moved];
  if (ordered.length === 0) return;
  options.onRequest = [...ordered, ...onRequest.filter((hook) => !guards.includes(hook))];
}

export default fp(authPlugin, { name: 'auth', dependencies: ['@fastify/cookie'] });

/** The signed-in user of a route behind `requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw AppError.unauthenticated();
  return request.authUser;
}
