import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The account calls of SPEC.md section 7 (registered under /api/v1). */
const accountRoutes: FastifyPluginAsyncZod = async () => {};

export default accountRoutes;

/** GET /api/user/me for the old profile page (outside /api/v1): Bearer token or session cookie. */
export const legacyAccountRoutes: FastifyPluginAsyncZod = async () => {};
