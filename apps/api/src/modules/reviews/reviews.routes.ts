import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  CreateReviewBody,
  IdParams,
  MessageOnly,
  ProductIdParams,
  REVIEW_MESSAGES,
  Review,
  ReviewList,
  ReviewListQuery,
  VALIDATION,
} from '@shop/shared';
import { answers, ok } from '../../plugins/envelope.ts';
import { AppError } from '../../lib/errors/app-error.ts';
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
      // The same for everybody; a review posted or deleted, or an author renamed, drops it
      // (database triggers).
      config: { publicCache: () => [] },
    },
    async (request) =>
      ok(await reviews.listReviews(app.db, request.params.productId, request.query.page, request.query.limit)),
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
};

export default reviewsRoutes;
