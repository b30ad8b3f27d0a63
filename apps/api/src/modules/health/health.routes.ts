import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failing } from '../../lib/dependencies/dependencies.ts';

/**
 * `/healthz`: the process is up (liveness). `/readyz`: every dependency answers (database, Redis,
 * object storage); otherwise 503 naming each failing one by its variable and the reason.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({
      status: 'ok' as const,
    }),
  );

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const down = await failing(app.dependencies);
    reply.header('cache-control', 'no-store');
    if (Object.keys(down).length === 0) return { status: 'ready' };
    app.log.warn({ failing: down }, 'not ready');
    return reply.status(503).send({ status: 'unavailable', failing: down });
  });
};

export default healthRoutes;
