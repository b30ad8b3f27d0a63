import fp from 'fastify-plugin';
import healthRoutes from './health.routes.ts';

/** The health module: /healthz and /readyz, outside /api/v1 where load balancers look for them. */
export const healthModule = fp(
  async (app) => {
    await app.register(healthRoutes);
  },
  { name: 'health' },
);
