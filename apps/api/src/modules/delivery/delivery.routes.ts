import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  DeliveryAnswer,
  DeliveryRule,
  DeliveryRuleInput,
  DeliveryRuleList,
  IdParams,
  MessageOnly,
  PinParams,
} from '@shop/shared';
import { answers, ok } from '../../plugins/envelope.ts';
import * as delivery from './delivery.service.ts';

/** PIN code checks for everyone; the serviceability rules for admins (registered under /api/v1). */
const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['delivery'];

  app.get(
    API.delivery.rules,
    { preHandler: app.requireAdmin, schema: { tags, response: answers(DeliveryRuleList) } },
    async () => ok({ rules: await delivery.listRules(app.db) }),
  );

  app.post(
    API.delivery.rules,
    { preHandler: app.requireAdmin, schema: { tags, body: DeliveryRuleInput, response: answers(DeliveryRule, 201) } },
    async (request, reply) => reply.status(201).send(ok(await delivery.addRule(app.db, request.body))),
  );

  app.delete(
    API.delivery.rule(':id'),
    { preHandler: app.requireAdmin, schema: { tags, params: IdParams, response: answers(MessageOnly) } },
    async (request) => {
      await delivery.removeRule(app.db, request.params.id);
      return ok(null);
    },
  );

  app.get(
    API.delivery.pin(':pin'),
    { schema: { tags, params: PinParams, response: answers(DeliveryAnswer) } },
    async (request) =>
      ok(
        await delivery.checkPin(app.db, request.params.pin, {
          codLimitPaise: app.config.codLimitPaise,
          warehousePin: app.config.warehousePin,
        }),
      ),
  );
};

export default deliveryRoutes;
