import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, DashboardFunnel, FUNNEL_BEACON_LIMITS, FunnelBeaconBody, FunnelQuery } from '@shop/shared';
import type { Config } from '../../config.ts';
import { answers, ok } from '../../plugins/envelope.ts';
import { limitedBy } from '../../plugins/rate-limit.ts';
import * as funnel from './funnel.service.ts';

/**
 * The visit cookie: a random id, first-party and httpOnly, that lives a day. It names no one: the
 * server keeps only its day's keyed hash (`markOf`), to count a visitor once per step and day.
 */
export const VISIT_COOKIE = 'sf_visit';
const VISIT_ID = /^[\w-]{22}$/;
const DAY_SECONDS = 24 * 60 * 60;

const visitIdOf = (request: FastifyRequest) => {
  const id = request.cookies[VISIT_COOKIE];
  return id && VISIT_ID.test(id) ? id : undefined;
};

function newVisit(reply: FastifyReply, config: Config): string {
  const id = crypto.randomBytes(16).toString('base64url');
  reply.setCookie(VISIT_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    path: '/',
    maxAge: DAY_SECONDS,
  });
  return id;
}

/**
 * The shopper funnel's calls (registered under /api/v1): the storefront's beacon, open to all and
 * answered 204, and the owner's figures.
 */
const funnelRoutes: FastifyPluginAsyncZod<{ deps: funnel.FunnelDeps }> = async (app, { deps }) => {
  // Counted before the body is read: a flood of bad beacons is refused like a flood of good ones.
  const limits = limitedBy(app, [
    { ...FUNNEL_BEACON_LIMITS.ip, key: (request) => `funnel:ip:${request.ip}` },
    { ...FUNNEL_BEACON_LIMITS.visitor, key: (request) => visitIdOf(request) && `funnel:visit:${visitIdOf(request)}` },
  ]);

  app.post(
    API.funnel.beacon,
    {
      onRequest: limits,
      config: { changesNoPublicAnswer: true },
      schema: { tags: ['funnel'], body: FunnelBeaconBody, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const visitId = visitIdOf(request) ?? newVisit(reply, app.config);
      await funnel.countVisit(deps, visitId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    API.dashboard.funnel,
    {
      preHandler: app.requireAdmin,
      schema: { tags: ['admin'], querystring: FunnelQuery, response: answers(DashboardFunnel) },
    },
    async (request) => ok(await funnel.funnelPerDay(app.db, request.query.days)),
  );
};

export default funnelRoutes;
