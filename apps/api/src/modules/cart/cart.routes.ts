import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, AddCartItemBody, CartAnswer, IdParams, SUCCESS, UpdateCartItemBody } from '@shop/shared';
import { currentUser } from '../../plugins/auth.ts';
import { answers, ok } from '../../plugins/envelope.ts';
import { requestLanguage } from '../../lib/i18n/translate.ts';
import * as cart from './cart.service.ts';

/** The cart calls (registered under /api/v1); every call is the signed-in user's own cart. */
const cartRoutes: FastifyPluginAsyncZod<{ lineAdded: cart.LineAdded }> = async (app, { lineAdded }) => {
  const tags = ['cart'];
  const preHandler = app.requireUser;
  // A cart is nobody else's business: its writes change no public answer.
  const config = { changesNoPublicAnswer: true } as const;
  // The lines' product names are in the caller's language (docs/decisions/0319).
  const language = requestLanguage;

  app.get(API.cart.root, { preHandler, schema: { tags, response: answers(CartAnswer) } }, async (request) =>
    ok({ cart: await cart.getCart(app.db, currentUser(request).id, language(request.headers)) }),
  );

  app.post(
    API.cart.root,
    { preHandler, config, schema: { tags, body: AddCartItemBody, response: answers(CartAnswer) } },
    async (request) =>
      ok(
        {
          cart: await cart.addItem(app.db, currentUser(request).id, request.body, lineAdded, language(request.headers)),
        },
        SUCCESS.addedToCart,
      ),
  );

  app.patch(
    API.cart.item,
    { preHandler, config, schema: { tags, body: UpdateCartItemBody, response: answers(CartAnswer) } },
    async (request) =>
      ok(
        { cart: await cart.updateItem(app.db, currentUser(request).id, request.body, language(request.headers)) },
        SUCCESS.cartItemUpdated,
      ),
  );

  app.delete(
    API.cart.itemById(':id'),
    { preHandler, config, schema: { tags, params: IdParams, response: answers(CartAnswer) } },
    async (request) =>
      ok(
        { cart: await cart.removeItem(app.db, currentUser(request).id, request.params.id, language(request.headers)) },
        SUCCESS.removedFromCart,
      ),
  );

  app.delete(API.cart.root, { preHandler, config, schema: { tags, response: answers(CartAnswer) } }, async (request) =>
    ok({ cart: await cart.clearCart(app.db, currentUser(request).id) }, SUCCESS.cartCleared),
  );
};

export default cartRoutes;
