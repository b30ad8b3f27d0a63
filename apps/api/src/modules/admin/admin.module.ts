import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@shop/shared';
import adminRoutes from './admin.routes.ts';

/** The admin module: its routes, which change orders through the order lifecycle (registered before it). */
export const adminModule = fp(
  async (app) => {
    await app.register(adminRoutes, { prefix: API_BASE_PATH });
  },
  { name: 'admin', decorators: { fastify: ['orderEvents', 'inventory', 'ledger'] } },
);
