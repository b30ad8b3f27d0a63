import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@shop/shared';
import deliveryRoutes from './delivery.routes.ts';
import { keptServiceability, type ServiceabilityPort } from './delivery.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether a PIN is delivered to, and with cash on delivery: the owner's rules, kept. */
    serviceability: ServiceabilityPort;
  }
}

/** The delivery module: a PIN's delivery rules, as the `serviceability` port checkout reads, and its routes. */
export const deliveryModule = fp(
  async (app) => {
    app.decorate('serviceability', keptServiceability(app.keptReads));
    await app.register(deliveryRoutes, { prefix: API_BASE_PATH });
  },
  { name: 'delivery' },
);
