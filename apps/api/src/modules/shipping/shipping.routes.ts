import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  CreateShipmentBody,
  FailedDeliveryAnswerBody,
  FailedDeliveryView,
  IdParams,
  Parcel,
  ShipmentAnswer,
  SimulatedCourierEventBody,
} from '@shop/shared';
import { currentUser } from '../../plugins/auth.ts';
import { answers, ok } from '../../plugins/envelope.ts';
import * as shipping from './shipping.service.ts';

const TokenParams = z.object({ token: z.string().min(1).max(200) });

/**
 * The shipping calls (under /api/v1): the owner books, cancels and prints; the shopper and the
 * owner read the parcel; the courier's webhook; the failed-delivery link; the simulated courier's
 * development-only events.
 */
const shippingRoutes: FastifyPluginAsyncZod<{ deps: shipping.ShippingDeps }> = async (app, { deps }) => {
  const tags = ['shipping'];
  const admin = app.requireAdmin;

  app.post(
    API.order.shipment(':id'),
    {
      preHandler: admin,
      schema: { tags, params: IdParams, body: CreateShipmentBody, response: answers(ShipmentAnswer, 201) },
    },
    async (request, reply) =>
      reply.code(201).send(ok({ shipment: await shipping.bookShipment(deps, request.params.id, request.body) })),
  );

  app.get(
    API.order.shipment(':id'),
    { preHandler: app.requireUser, schema: { tags, params: IdParams, response: answers(ShipmentAnswer) } },
    async (request) =>
      ok({ shipment: await shipping.shipmentOfOrder(app.db, request.params.id, currentUser(request)) }),
  );

  app.delete(
    API.order.shipment(':id'),
    { preHandler: admin, schema: { tags, params: IdParams, response: answers(ShipmentAnswer) } },
    async (request) => ok({ shipment: await shipping.cancelShipment(deps, request.params.id) }),
  );

  app.get(
    API.order.parcel(':id'),
    { preHandler: admin, schema: { tags, params: IdParams, response: answers(Parcel) } },
    async (request) => ok(await shipping.parcelDefaults(app.db, request.params.id)),
  );

  app.get(
    API.order.shipmentLabel(':id'),
    { preHandler: admin, schema: { tags, params: IdParams } },
    async (request, reply) => {
      const { pdf, awb } = await shipping.labelOfOrder(deps, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="label-${awb}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    API.order.packingSlip(':id'),
    { preHandler: admin, schema: { tags, params: IdParams } },
    async (request, reply) => {
      const { pdf, orderNumber } = await shipping.packingSlipOf(app.db, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="packing-slip-${orderNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    API.order.shipmentFailedDelivery(':id'),
    {
      preHandler: admin,
      schema: { tags, params: IdParams, body: FailedDeliveryAnswerBody, response: answers(FailedDeliveryView) },
    },
    async (request) => ok(await shipping.answerByOwner(deps, request.params.id, request.body)),
  );

  app.get(
    API.shipping.failedDelivery(':token'),
    { schema: { tags, params: TokenParams, response: answers(FailedDeliveryView) } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await shipping.failedDeliveryByLink(deps, request.params.token));
    },
  );

  app.post(
    API.shipping.failedDelivery(':token'),
    { schema: { tags, params: TokenParams, body: FailedDeliveryAnswerBody, response: answers(FailedDeliveryView) } },
    async (request) => ok(await shipping.answerByLink(deps, request.params.token, request.body)),
  );

  // The courier's tracking webhook: authenticated by its token; always 200 once accepted, so the
  // courier does not resend an update the shop chose to ignore.
  app.post(API.shipping.webhook, { schema: { tags, body: z.unknown() } }, async (request) => {
    const outcome = await shipping.receiveWebhook(deps, request.headers, request.body);
    return ok({ outcome });
  });

  // The simulated courier's parcels move only when told: development and tests, never production.
  if (deps.courier.simulated && !app.config.isProduction) {
    app.post(
      API.shipping.simulatedEvents,
      { schema: { tags, body: SimulatedCourierEventBody, response: answers(ShipmentAnswer) } },
      async (request) => ok({ shipment: await shipping.simulateEvent(deps, request.body) }),
    );
  }
};

export default shippingRoutes;
