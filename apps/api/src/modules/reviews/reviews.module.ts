import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@shop/shared';
import reviewsRoutes from './reviews.routes.ts';

/** The reviews module: its routes. */
export const reviewsModule = fp(
  async (app) => {
    await app.register(reviewsRoutes, { prefix: API_BASE_PATH });
  },
  { name: 'reviews' },
);
