import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  BestCouponAnswer,
  BestCouponBody,
  Coupon,
  CouponBody,
  CouponList,
  DiscountPerDay,
  IdParams,
  MessageOnly,
  Offer,
  OfferBody,
  OfferList,
  PROMOTION_TEXTS,
  PromotionSettings,
  QuoteAnswer,
  QuoteBody,
  UnsubscribeBody,
} from '@shop/shared';
import { currentUser } from '../../plugins/auth.ts';
import { answers, ok } from '../../plugins/envelope.ts';
import { couponLookupLimits } from './promotions.limits.ts';
import * as promotions from './promotions.service.ts';
import type { PrepaidDiscountSource, PricingRules } from './promotions.service.ts';

/** Coupons, offers and settings (the owner's), the cart's quote and the unsubscribe link (registered under /api/v1). */
const promotionsRoutes: FastifyPluginAsyncZod<{
  prepaidDiscount?: PrepaidDiscountSource;
  pricing?: PricingRules;
}> = async (app, options) => {
  const tags = ['promotions'];
  const admin = app.requireAdmin;
  // Promotions price checkouts; no public catalogue answer shows them. The offers and settings are
  // kept by every instance (KeptReads), so their writes wait to hear their own change like any
  // write; a coupon is read where it is used.
  const config = { changesNoPublicAnswer: true } as const;

  app.post(
    API.cart.quote,
    {
      preHandler: [app.requireUser, ...couponLookupLimits(app)],
      config,
      schema: { tags: ['cart', ...tags], body: QuoteBody, response: answers(QuoteAnswer) },
    },
    async (request) =>
      ok({
        quote: await promotions.quoteCart(
          app.db,
          { userId: currentUser(request).id, ip: request.ip },
          request.body,
          options,
        ),
      }),
  );

  // The buy-now sheet's coupon: the server picks it by checkout's own rules; the buyer types nothing.
  app.post(
    API.promotions.bestCoupon,
    {
      preHandler: app.requireUser,
      config,
      schema: { tags, body: BestCouponBody, response: answers(BestCouponAnswer) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await promotions.bestCoupon(app.db, currentUser(request).id, request.body, options));
    },
  );

  app.get(API.coupons.root, { preHandler: admin, schema: { tags, response: answers(CouponList) } }, async () =>
    ok({ coupons: await promotions.listCoupons(app.db) }),
  );
  app.post(
    API.coupons.root,
    { preHandler: admin, config, schema: { tags, body: CouponBody, response: answers(Coupon, 201) } },
    async (request, reply) =>
      reply.status(201).send(ok(await promotions.createCoupon(app.db, request.body), PROMOTION_TEXTS.couponCreated)),
  );
  app.put(
    API.coupons.one(':id'),
    { preHandler: admin, config, schema: { tags, params: IdParams, body: CouponBody, response: answers(Coupon) } },
    async (request) =>
      ok(await promotions.updateCoupon(app.db, request.params.id, request.body), PROMOTION_TEXTS.couponUpdated),
  );
  app.delete(
    API.coupons.one(':id'),
    { preHandler: admin, config, schema: { tags, params: IdParams, response: answers(MessageOnly) } },
    async (request) => {
      await promotions.endCoupon(app.db, request.params.id);
      return ok(null, PROMOTION_TEXTS.couponEnded);
    },
  );

  app.get(API.offers.root, { preHandler: admin, schema: { tags, response: answers(OfferList) } }, async () =>
    ok({ offers: await promotions.listOffers(app.db) }),
  );
  app.post(
    API.offers.root,
    { preHandler: admin, schema: { tags, body: OfferBody, response: answers(Offer, 201) } },
    async (request, reply) =>
      reply.status(201).send(ok(await promotions.createOffer(app.db, request.body), PROMOTION_TEXTS.offerCreated)),
  );
  app.put(
    API.offers.one(':id'),
    { preHandler: admin, schema: { tags, params: IdParams, body: OfferBody, response: answers(Offer) } },
    async (request) =>
      ok(await promotions.updateOffer(app.db, request.params.id, request.body), PROMOTION_TEXTS.offerUpdated),
  );
  app.delete(
    API.offers.one(':id'),
    { preHandler: admin, schema: { tags, params: IdParams, response: answers(MessageOnly) } },
    async (request) => {
      await promotions.endOffer(app.db, request.params.id);
      return ok(null, PROMOTION_TEXTS.offerEnded);
    },
  );

  app.get(
    API.promotions.settings,
    { preHandler: admin, schema: { tags, response: answers(PromotionSettings) } },
    async () => ok(await promotions.getSettings(app.db)),
  );
  app.put(
    API.promotions.settings,
    { preHandler: admin, schema: { tags, body: PromotionSettings, response: answers(PromotionSettings) } },
    async (request) => ok(await promotions.saveSettings(app.db, request.body), PROMOTION_TEXTS.settingsSaved),
  );
  app.get(
    API.promotions.discountPerDay,
    {
      preHandler: admin,
      schema: {
        tags,
        querystring: z.object({ days: z.coerce.number().int().min(1).max(90).default(30) }),
        response: answers(DiscountPerDay),
      },
    },
    async (request) => ok(await promotions.discountPerDay(app.db, request.query.days)),
  );

  // The link in a marketing mail: no sign-in needed, the token alone names the customer.
  app.post(
    API.promotions.unsubscribe,
    { config, schema: { tags, body: UnsubscribeBody, response: answers(MessageOnly) } },
    async (request) => {
      await promotions.unsubscribe(app.db, request.body.token);
      return ok(null, PROMOTION_TEXTS.unsubscribed);
    },
  );
};

export default promotionsRoutes;
