import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@shop/shared';
import { providedLater } from '../../plugins/ports.ts';
import cartRoutes from './cart.routes.ts';
import type { LineAdded } from './cart.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Told of each line put in a bag: provided by the funnel module, which counts the step and
     * stands on the cart (its path comes from the line's `via`).
     */
    cartLineAdded: LineAdded;
  }
}

/** The cart module: its routes, which tell the shopper funnel of each line added. */
export const cartModule = fp(
  async (app) => {
    await app.register(cartRoutes, { prefix: API_BASE_PATH, lineAdded: providedLater(app, 'cartLineAdded') });
  },
  { name: 'cart' },
);
