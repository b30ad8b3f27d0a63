import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@shop/shared';
import cartRoutes from './cart.routes.ts';

/** The cart module: its routes. */
export const cartModule = fp(
  async (app) => {
    await app.register(cartRoutes, { prefix: API_BASE_PATH });
  },
  { name: 'cart' },
);
