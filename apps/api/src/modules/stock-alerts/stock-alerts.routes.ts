import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  AlertChannelParams,
  AlertConsentList,
  AlertStopAnswer,
  AlertStopBody,
  Id,
  MessageOnly,
  STOCK_ALERT_TEXTS,
  StockAlertBody,
  StockAlertList,
  StockDemand,
} from '@shop/shared';
import type { LinkSigner } from '../../lib/links/link-signer.ts';
import { currentUser } from '../../plugins/auth.ts';
import { answers, ok } from '../../plugins/envelope.ts';
import { requestLanguage } from '../../lib/i18n/translate.ts';
import * as alerts from './stock-alerts.service.ts';

/** The alerts a shopper asks for, and the consent they go under (registered under /api/v1). */
const stockAlertsRoutes: FastifyPluginAsyncZod<{ links: LinkSigner }> = async (app, { links }) => {
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
      const message =
        request.body.event === 'price-drop' ? STOCK_ALERT_TEXTS.priceDropCreated : STOCK_ALERT_TEXTS.created;
      return reply.status(201).send(ok(null, message));
    },
  );

  app.get(
    API.stockAlerts.root,
    { preHandler: app.requireUser, schema: { tags, response: answers(StockAlertList) } },
    async (request) => ok(await alerts.listMine(app.db, currentUser(request).id, requestLanguage(request.headers))),
  );

  app.get(
    API.stockAlerts.demand,
    { preHandler: app.requireAdmin, schema: { tags, response: answers(StockDemand) } },
    async () => ok(await alerts.demand(app.db)),
  );

  app.get(
    API.stockAlerts.consents,
    { preHandler: app.requireUser, schema: { tags, response: answers(AlertConsentList) } },
    async (request) => ok(await alerts.myConsents(app.db, currentUser(request).id)),
  );

  app.delete(
    API.stockAlerts.consent(':channel'),
    { preHandler: app.requireUser, schema: { tags, params: AlertChannelParams, response: answers(MessageOnly) } },
    async (request) => {
      await alerts.withdrawMine(app.db, currentUser(request).id, request.params.channel);
      return ok(null, STOCK_ALERT_TEXTS.consentWithdrawn(request.params.channel));
    },
  );

  // The one-tap Stop of an alert's message: the signed token is the permission, no sign-in.
  app.post(
    API.stockAlerts.stop,
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: { tags, body: AlertStopBody, response: answers(AlertStopAnswer) },
    },
    async (request) => {
      const channel = await alerts.stop(app.db, links, request.body.consentId, request.body.token);
      return ok({ channel }, STOCK_ALERT_TEXTS.consentWithdrawn(channel));
    },
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
