import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@shop/shared';
import wishlistRoutes from './wishlist.routes.ts';

/** The wishlist module: its routes. */
export const wishlistModule = fp(
  async (app) => {
    await app.register(wishlistRoutes, { prefix: API_BASE_PATH });
  },
  { name: 'wishlist' },
);
