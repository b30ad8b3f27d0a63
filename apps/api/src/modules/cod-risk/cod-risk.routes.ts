import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  CheckoutOptions,
  CheckoutOptionsQuery,
  CodDecision,
  CodRules,
  CodRulesBody,
  CodStats,
  COD_TEXTS,
  ConfirmOrderAnswer,
  ConfirmOrderBody,
  IdParams,
  MessageOnly,
  PAYMENT_RATE_LIMIT_PER_MINUTE,
  PayOnlineQuote,
  PayOnlineStart,
  PayOnlineToken,
  PayOnlineVerifyBody,
} from '@shop/shared';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { answers, ok } from '../../plugins/envelope.ts';
import type { LifecycleDeps } from '../orders/index.ts';
import type { LinkSigner } from '../../lib/links/link-signer.ts';
import * as cod from './cod-risk.service.ts';
import { payOnlineQuote, startPayOnline, verifyPayOnline } from './cod-risk.switch.ts';

/** Checkout options, the shopper's confirmation, and the owner's rules and numbers (under /api/v1). */
const codRiskRoutes: FastifyPluginAsyncZod<{ links: LinkSigner; sources?: cod.DecisionSources }> = async (
  app,
  { links, sources },
) => {
  const tags = ['cod-risk'];
  const deps: LifecycleDeps = {
    db: app.db,
    payments: app.payments,
    events: app.orderEvents,
    inventory: app.inventory,
    ledger: app.ledger,
    log: app.log,
  };

  app.get(
    API.codRisk.checkoutOptions,
    {
      preHandler: app.requireUser,
      schema: { tags, querystring: CheckoutOptionsQuery, response: answers(CheckoutOptions) },
    },
    async (request) =>
      ok(await cod.checkoutOptions(app.db, currentUser(request).id, request.query, app.config.codLimitPaise, sources)),
  );

  // No log-in needed: the signed token of the mailed link, or the signed-in owner, may answer.
  app.post(
    API.codRisk.confirm(':id'),
    { schema: { tags, params: IdParams, body: ConfirmOrderBody, response: answers(ConfirmOrderAnswer) } },
    async (request) => {
      const { answer, message } = await cod.answerConfirmation(
        { ...deps, links },
        request.params.id,
        request.body,
        request.authUser?.id ?? null,
      );
      return ok(answer, message);
    },
  );

  // Pay online instead: no log-in needed, the signed token of the mailed link is the permission.
  // The page's GET only reads; the provider order is made by the button's POST.
  const payLimit = { rateLimit: { max: PAYMENT_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
  app.get(
    API.codRisk.payOnline(':id'),
    { schema: { tags, params: IdParams, querystring: PayOnlineToken, response: answers(PayOnlineQuote) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await payOnlineQuote(app.db, links, request.params.id, request.query.token));
    },
  );

  app.post(
    API.codRisk.payOnline(':id'),
    {
      config: payLimit,
      schema: { tags, params: IdParams, body: PayOnlineToken, response: answers(PayOnlineStart) },
    },
    async (request) => ok(await startPayOnline({ ...deps, links }, request.params.id, request.body.token)),
  );

  app.post(
    API.codRisk.payOnlineVerify(':id'),
    {
      config: payLimit,
      schema: { tags, params: IdParams, body: PayOnlineVerifyBody, response: answers(PayOnlineQuote) },
    },
    async (request) =>
      ok(await verifyPayOnline({ ...deps, links }, request.params.id, request.body), COD_TEXTS.paidOnlineInstead),
  );

  app.post(
    API.codRisk.refusedAtDoor(':id'),
    { preHandler: app.requireAdmin, schema: { tags, params: IdParams, response: answers(MessageOnly) } },
    async (request) => {
      await cod.refusedAtDoor(deps, request.params.id, currentUser(request).id);
      return ok(null, COD_TEXTS.refusedAtDoorDone);
    },
  );

  app.get(
    API.codRisk.decision(':id'),
    {
      preHandler: app.requireAdmin,
      schema: { tags, params: IdParams, response: answers(z.object({ decision: CodDecision.nullable() })) },
    },
    async (request) => ok({ decision: await cod.findDecision(app.db, request.params.id) }),
  );

  app.get(
    API.codRisk.rules,
    { preHandler: app.requireAdmin, schema: { tags, response: answers(CodRules) } },
    async () => ok(await cod.loadRules(app.db)),
  );

  app.put(
    API.codRisk.rules,
    { preHandler: app.requireAdmin, schema: { tags, body: CodRulesBody, response: answers(CodRules) } },
    async (request) => ok(await cod.saveRules(app.db, request.body, currentUser(request).id), COD_TEXTS.rulesSaved),
  );

  app.get(
    API.codRisk.stats,
    { preHandler: app.requireAdmin, schema: { tags, response: answers(CodStats) } },
    async () => ok(await cod.stats(app.db)),
  );
};

export default codRiskRoutes;
