import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The orders calls of SPEC.md section 7 (registered under /api/v1). */
const ordersRoutes: FastifyPluginAsyncZod = async () => {};

export default ordersRoutes;
