import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  CreateReturnBody,
  IdParams,
  RETURN_MESSAGES,
  ReturnAnswer,
  ReturnEligibility,
  ReturnList,
  ReturnListQuery,
  ReturnSettings,
  ReturnStats,
  UpdateReturnStatusBody,
} from '@shop/shared';
import { currentUser } from '../../plugins/auth.ts';
import { answers, ok } from '../../plugins/envelope.ts';
import * as returns from './returns.service.ts';

/** Returns: the shopper asks and follows; the owner lists, moves and reads the figures. */
const returnsRoutes: FastifyPluginAsyncZod<{ deps: returns.ReturnsDeps }> = async (app, { deps }) => {
  const tags = ['returns'];

  app.post(
    API.returns.root,
    { preHandler: app.requireUser, schema: { tags, body: CreateReturnBody, response: answers(ReturnAnswer, 201) } },
    async (request, reply) => {
      const created = await returns.createReturn(deps, currentUser(request).id, request.body);
      return reply.status(201).send(ok({ return: created }, RETURN_MESSAGES.created));
    },
  );

  app.get(
    API.returns.eligibility(':id'),
    { preHandler: app.requireUser, schema: { tags, params: IdParams, response: answers(ReturnEligibility) } },
    async (request) => ok(await returns.returnEligibility(deps, currentUser(request).id, request.params.id)),
  );

  app.get(
    API.returns.user,
    { preHandler: app.requireUser, schema: { tags, querystring: ReturnListQuery, response: answers(ReturnList) } },
    async (request) => ok(await returns.listReturns(deps, request.query, currentUser(request).id)),
  );

  app.get(
    API.returns.root,
    { preHandler: app.requireAdmin, schema: { tags, querystring: ReturnListQuery, response: answers(ReturnList) } },
    async (request) => ok(await returns.listReturns(deps, request.query)),
  );

  app.get(
    API.returns.stats,
    { preHandler: app.requireAdmin, schema: { tags, response: answers(ReturnStats) } },
    async () => ok(await returns.returnStats(deps.db)),
  );

  app.get(
    API.returns.settings,
    { preHandler: app.requireAdmin, schema: { tags, response: answers(ReturnSettings) } },
    async () => ok(await returns.returnSettingsOf(deps.db)),
  );

  app.put(
    API.returns.settings,
    { preHandler: app.requireAdmin, schema: { tags, body: ReturnSettings, response: answers(ReturnSettings) } },
    async (request) =>
      ok(
        await returns.saveReturnSettings(deps.db, currentUser(request).id, request.body),
        RETURN_MESSAGES.settingsSaved,
      ),
  );

  app.post(
    API.returns.refund(':id'),
    { preHandler: app.requireAdmin, schema: { tags, params: IdParams, response: answers(ReturnAnswer) } },
    async (request) =>
      ok({ return: await returns.retryReturnRefund(deps, request.params.id) }, RETURN_MESSAGES.refundRetried),
  );

  app.put(
    API.returns.status(':id'),
    {
      preHandler: app.requireAdmin,
      schema: { tags, params: IdParams, body: UpdateReturnStatusBody, response: answers(ReturnAnswer) },
    },
    async (request) =>
      ok(
        {
          return: await returns.changeReturnStatus(deps, {
            returnId: request.params.id,
            adminId: currentUser(request).id,
            ...request.body,
          }),
        },
        RETURN_MESSAGES.updated,
      ),
  );
};

export default returnsRoutes;
