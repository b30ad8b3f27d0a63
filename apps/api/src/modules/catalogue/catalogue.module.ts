import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@shop/shared';
import catalogueRoutes from './catalogue.routes.ts';

/** The catalogue module: its routes. Stock is the inventory's (registered before it). */
export const catalogueModule = fp(
  async (app) => {
    await app.register(catalogueRoutes, { prefix: API_BASE_PATH });
  },
  { name: 'catalogue', decorators: { fastify: ['inventory'] } },
);
