import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  AdminReviewAnswer,
  AdminReviewList,
  AdminReviewListQuery,
  CreateReviewBody,
  IdParams,
  MessageOnly,
  ProductIdParams,
  REVIEW_MESSAGES,
  REVIEW_VISIBILITY_MESSAGES,
  Review,
  ReviewList,
  ReviewListQuery,
  ReviewVisibilityBody,
  VALIDATION,
} from '@shop/shared';
import { answers, ok } from '../../plugins/envelope.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import { productTag } from '../../lib/public-cache/public-cache.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as reviews from './reviews.service.ts';

/** The reviews calls (registered under /api/v1). */
const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.review.forProduct(':productId'),
    {
      schema: {
        tags: ['reviews'],
        params: ProductIdParams,
        querystring: ReviewListQuery,
        response: answers(ReviewList),
      },
      // The same for everybody; a review posted, edited, hidden or deleted, or an author renamed,
      // drops it (database triggers), and so does an order of the product reaching delivered (an
      // author may become a verified buyer).
      config: { publicCache: (request) => [productTag((request.params as { productId: string }).productId)] },
    },
    async (request) => ok(await reviews.listReviews(app.db, request.params.productId, request.query)),
  );

  app.post(
    API.review.create,
    {
      // Visitors get the product page's own words, not the generic 401 text.
      onRequest: async (request) => {
        if (!request.authUser) throw AppError.unauthenticated(VALIDATION.loginForReview);
      },
      schema: { tags: ['reviews'], body: CreateReviewBody, response: answers(Review, 201) },
    },
    async (request, reply) => {
      const review = await reviews.createReview(app.db, currentUser(request).id, request.body);
      reply.code(201);
      return ok(review, REVIEW_MESSAGES.created);
    },
  );

  app.delete(
    API.review.one(':id'),
    {
      onRequest: app.requireUser,
      schema: { tags: ['reviews'], params: IdParams, response: answers(MessageOnly) },
    },
    async (request) => {
      await reviews.deleteReview(app.db, currentUser(request).id, request.params.id);
      return ok(null, REVIEW_MESSAGES.deleted);
    },
  );

  // The owner's moderation -------------------------------------------------------------------

  app.get(
    API.review.list,
    {
      preHandler: app.requireAdmin,
      schema: { tags: ['reviews'], querystring: AdminReviewListQuery, response: answers(AdminReviewList) },
    },
    async (request) => ok(await reviews.listAllReviews(app.db, request.query)),
  );

  app.put(
    API.review.visibility(':id'),
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['reviews'],
        params: IdParams,
        body: ReviewVisibilityBody,
        response: answers(AdminReviewAnswer),
      },
    },
    async (request) => {
      const review = await reviews.setVisibility(app.db, currentUser(request).id, request.params.id, request.body);
      return ok({ review }, review.hidden ? REVIEW_VISIBILITY_MESSAGES.hidden : REVIEW_VISIBILITY_MESSAGES.shown);
    },
  );
};

export default reviewsRoutes;
