import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin calls of SPEC.md section 7 (registered under /api/v1). */
const adminRoutes: FastifyPluginAsyncZod = async () => {};

export default adminRoutes;
