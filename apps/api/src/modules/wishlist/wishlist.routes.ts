import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The wishlist calls of SPEC.md section 7 (registered under /api/v1). */
const wishlistRoutes: FastifyPluginAsyncZod = async () => {};

export default wishlistRoutes;
