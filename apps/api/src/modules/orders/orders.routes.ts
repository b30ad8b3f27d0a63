import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  CancelOrderBody,
  CreateOrderAnswer,
  CreateOrderBody,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyHeaders,
  ORDER_RATE_LIMIT_PER_MINUTE,
  PAYMENT_RATE_LIMIT_PER_MINUTE,
  OrderAnswer,
  OrderList,
  OrderListQuery,
  IdParams,
  PayNowAnswer,
  SUCCESS,
  VerifyPaymentBody,
} from '@shop/shared';
import { currentUser } from '../../plugins/auth.ts';
import { answers, ok } from '../../plugins/envelope.ts';
import * as orders from './orders.service.ts';
import type { CodPlacement } from './orders.service.ts';
import type { ServiceabilityPort } from '../delivery/index.ts';
import {
  couponLookupLimits,
  isUnknownCouponRefusal,
  recordCouponMiss,
  type PrepaidDiscountSource,
  type PricingRules,
} from '../promotions/index.ts';
import { perUser } from './orders.rate-limits.ts';

/**
 * The customer's order calls (registered under /api/v1). `GET /order` and `PUT /order/:id/status` belong to the admin module.
 */
const ordersRoutes: FastifyPluginAsyncZod<{
  codPlacement?: CodPlacement;
  prepaidDiscount?: PrepaidDiscountSource;
  pricing?: PricingRules;
  serviceability?: ServiceabilityPort;
}> = async (app, options) => {
  const tags = ['orders'];
  const preHandler = app.requireUser;
  const { payments } = app;
  const deps = {
    db: app.db,
    payments,
    events: app.orderEvents,
    inventory: app.inventory,
    ledger: app.ledger,
    log: app.log,
    codLimitPaise: app.config.codLimitPaise,
    warehousePin: app.config.warehousePin,
    codPlacement: options.codPlacement,
    prepaidDiscount: options.prepaidDiscount,
    pricing: options.pricing,
    serviceability: options.serviceability,
  };

  app.post(
    API.order.root,
    {
      // A checkout with a coupon code counts as a look-up of it, with the cart's quote.
      preHandler: [preHandler, ...couponLookupLimits(app)],
      config: { rateLimit: perUser(ORDER_RATE_LIMIT_PER_MINUTE) },
      schema: { tags, headers: IdempotencyHeaders, body: CreateOrderBody, response: answers(CreateOrderAnswer, 201) },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const header = request.headers[IDEMPOTENCY_KEY_HEADER];
      const key = typeof header === 'string' ? header.trim() : undefined;
      const placed = await orders.placeOrderWithKey(deps, userId, key, request.body).catch(async (error: unknown) => {
        const code = request.body.couponCode;
        if (code && isUnknownCouponRefusal(error)) await recordCouponMiss(app.db, { userId, ip: request.ip }, code);
        throw error;
      });
      return reply.status(201).send(ok(placed, SUCCESS.orderCreated));
    },
  );

  // The web sends an Idempotency-Key here too, and it is accepted but not kept: the provider's
  // payment id is already this call's key. A payment verifies once (recorded with the order), so a
  // repeated call changes nothing whatever key it carries.
  app.post(
    API.order.verify,
    {
      preHandler,
      config: { rateLimit: perUser(PAYMENT_RATE_LIMIT_PER_MINUTE) },
      schema: { tags, headers: IdempotencyHeaders, body: VerifyPaymentBody, response: answers(OrderAnswer) },
    },
    async (request) =>
      ok({ order: await orders.verifyPayment(deps, currentUser(request).id, request.body) }, SUCCESS.paymentVerified),
  );

  // Pay now: a new attempt at paying the shopper's own unpaid online order (not a new order).
  app.post(
    API.order.pay(':id'),
    {
      preHandler,
      config: { rateLimit: perUser(PAYMENT_RATE_LIMIT_PER_MINUTE) },
      schema: { tags, params: IdParams, response: answers(PayNowAnswer) },
    },
    async (request) => ok(await orders.payNow(deps, currentUser(request).id, request.params.id)),
  );

  app.get(
    API.order.user,
    { preHandler, schema: { tags, querystring: OrderListQuery, response: answers(OrderList) } },
    async (request) => ok(await orders.listUserOrders(app.db, currentUser(request).id, request.query)),
  );

  app.post(
    API.order.cancel,
    { preHandler, schema: { tags, body: CancelOrderBody, response: answers(OrderAnswer) } },
    async (request) =>
      ok(
        { order: await orders.requestCancellation(deps, currentUser(request).id, request.body) },
        SUCCESS.cancellationRequested,
      ),
  );
};

export default ordersRoutes;
