import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, AddWishlistBody, IdParams, SUCCESS, Wishlist } from '@shop/shared';
import { currentUser } from '../../plugins/auth.ts';
import { answers, ok } from '../../plugins/envelope.ts';
import * as wishlist from './wishlist.service.ts';

/** The wishlist calls (registered under /api/v1): the signed-in user's own list. */
const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['wishlist'];
  const preHandler = app.requireUser;

  app.get(API.wishlist.root, { preHandler, schema: { tags, response: answers(Wishlist) } }, async (request) =>
    ok(await wishlist.getWishlist(app.db, currentUser(request).id)),
  );

  app.post(
    API.wishlist.root,
    { preHandler, schema: { tags, body: AddWishlistBody, response: answers(Wishlist) } },
    async (request) =>
      ok(await wishlist.addItem(app.db, currentUser(request).id, request.body), SUCCESS.addedToWishlist),
  );

  app.delete(
    API.wishlist.one(':id'),
    { preHandler, schema: { tags, params: IdParams, response: answers(Wishlist) } },
    async (request) =>
      ok(await wishlist.removeItem(app.db, currentUser(request).id, request.params.id), SUCCESS.removedFromWishlist),
  );

  app.delete(API.wishlist.root, { preHandler, schema: { tags, response: answers(Wishlist) } }, async (request) =>
    ok(await wishlist.clearWishlist(app.db, currentUser(request).id), SUCCESS.wishlistCleared),
  );
};

export default wishlistRoutes;
