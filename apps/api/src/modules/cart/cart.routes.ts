import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The cart calls of SPEC.md section 7 (registered under /api/v1). */
const cartRoutes: FastifyPluginAsyncZod = async () => {};

export default cartRoutes;
