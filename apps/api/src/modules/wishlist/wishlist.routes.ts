import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, AddWishlistBody, IdParams, SUCCESS, Wishlist } from '@shop/shared';
import { currentUser } from '../../plugins/auth.ts';
import { answers, ok } from '../../plugins/envelope.ts';
import { requestLanguage } from '../../lib/i18n/translate.ts';
import * as wishlist from './wishlist.service.ts';

/** The wishlist calls (registered under /api/v1): the signed-in user's own list. */
const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['wishlist'];
  const preHandler = app.requireUser;
  // The lines' product names are in the caller's language (docs/decisions/0319).
  const language = requestLanguage;

  app.get(API.wishlist.root, { preHandler, schema: { tags, response: answers(Wishlist) } }, async (request) =>
    ok(await wishlist.getWishlist(app.db, currentUser(request).id, language(request.headers))),
  );

  app.post(
    API.wishlist.root,
    { preHandler, schema: { tags, body: AddWishlistBody, response: answers(Wishlist) } },
    async (request) =>
      ok(
        await wishlist.addItem(app.db, currentUser(request).id, request.body, language(request.headers)),
        SUCCESS.addedToWishlist,
      ),
  );

  app.delete(
    API.wishlist.one(':id'),
    { preHandler, schema: { tags, params: IdParams, response: answers(Wishlist) } },
    async (request) =>
      ok(
        await wishlist.removeItem(app.db, currentUser(request).id, request.params.id, language(request.headers)),
        SUCCESS.removedFromWishlist,
      ),
  );

  app.delete(API.wishlist.root, { preHandler, schema: { tags, response: answers(Wishlist) } }, async (request) =>
    ok(await wishlist.clearWishlist(app.db, currentUser(request).id), SUCCESS.wishlistCleared),
  );
};

export default wishlistRoutes;
