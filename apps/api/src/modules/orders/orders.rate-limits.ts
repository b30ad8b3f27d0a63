import type { FastifyRequest } from 'fastify';

/**
 * A per-customer limit, counted after sign-in (the preHandler hook runs after `requireUser`), so
 * one customer cannot flood checkout or payments and customers behind one address do not share it.
 */
export const perUser = (max: number) => ({
  max,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => request.authUser?.id ?? request.ip,
});
