import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@shop/shared';
import auth, { ACCESS_TOKEN_TTL_SECONDS } from '../../plugins/auth.ts';
import accountRoutes, { legacyAccountRoutes } from './account.routes.ts';
import { createSessionVersions, type SessionVersions } from './account.sessions.ts';
import { createRefreshTokenKeys, type RefreshTokenKeys } from './account.tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Which access tokens still count (log-out and password changes end them on every instance). */
    sessions: SessionVersions;
    /** How refresh tokens are drawn, hashed with the server's key, and their successors sealed. */
    refreshTokenKeys: RefreshTokenKeys;
  }
}

/**
 * The account module: sessions and the sign-in every other module's guards stand on (so it is
 * registered first of the modules), and the account's routes.
 */
export const accountModule = fp(
  async (app) => {
    const sessions = await createSessionVersions(app.database, {
      accessTokenLifetimeMs: ACCESS_TOKEN_TTL_SECONDS * 1000,
    });
    app.decorate('sessions', sessions);
    app.decorate('refreshTokenKeys', createRefreshTokenKeys(app.config));
    app.addHook('preClose', async () => {
      await sessions.close();
    });
    await app.register(auth, { config: app.config, sessionHolds: sessions.holds });
    await app.register(legacyAccountRoutes);
    await app.register(accountRoutes, { prefix: API_BASE_PATH });
  },
  { name: 'account' },
);
