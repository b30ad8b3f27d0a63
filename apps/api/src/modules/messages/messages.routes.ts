import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The messages calls of SPEC.md section 7 (registered under /api/v1). */
const messagesRoutes: FastifyPluginAsyncZod = async () => {};

export default messagesRoutes;
