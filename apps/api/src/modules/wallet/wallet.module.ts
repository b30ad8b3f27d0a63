import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@shop/shared';
import walletRoutes from './wallet.routes.ts';

/** The wallet (store credit) module: its routes. */
export const walletModule = fp(
  async (app) => {
    await app.register(walletRoutes, { prefix: API_BASE_PATH });
  },
  { name: 'wallet' },
);
