import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The reviews calls of SPEC.md section 7 (registered under /api/v1). */
const reviewsRoutes: FastifyPluginAsyncZod = async () => {};

export default reviewsRoutes;
