import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, Id, MessageOnly, STOCK_ALERT_TEXTS, StockAlertBody, StockAlertList, StockDemand } from '@shop/shared';
import { currentUser } from '../../plugins/auth.ts';
import { answers, ok } from '../../plugins/envelope.ts';
import * as alerts from './stock-alerts.service.ts';

/** Back-in-stock alerts (registered under /api/v1). */
const stockAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['stock-alerts'];

  // Open to visitors (an e-mail field), so limited per client: nobody floods an inbox with alerts.
  app.post(
    API.stockAlerts.root,
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: { tags, body: StockAlertBody, response: answers(MessageOnly, 201) },
    },
    async (request, reply) => {
      await alerts.subscribe(app.db, request.authUser?.id ?? null, request.body);
      return reply.status(201).send(ok(null, STOCK_ALERT_TEXTS.created));
    },
  );

  app.get(
    API.stockAlerts.root,
    { preHandler: app.requireUser, schema: { tags, response: answers(StockAlertList) } },
    async (request) => ok(await alerts.listMine(app.db, currentUser(request).id)),
  );

  app.get(
    API.stockAlerts.demand,
    { preHandler: app.requireAdmin, schema: { tags, response: answers(StockDemand) } },
    async () => ok(await alerts.demand(app.db)),
  );

  app.delete(
    API.stockAlerts.one(':id'),
    {
      preHandler: app.requireUser,
      schema: { tags, params: z.object({ id: Id }), response: answers(MessageOnly) },
    },
    async (request) => {
      await alerts.remove(app.db, currentUser(request).id, request.params.id);
      return ok(null, STOCK_ALERT_TEXTS.removed);
    },
  );
};

export default stockAlertsRoutes;
