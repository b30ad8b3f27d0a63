import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@shop/shared';
import messagesRoutes from './messages.routes.ts';

/** The messages module: its routes. */
export const messagesModule = fp(
  async (app) => {
    await app.register(messagesRoutes, { prefix: API_BASE_PATH });
  },
  { name: 'messages' },
);
