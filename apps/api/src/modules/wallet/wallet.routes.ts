import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, Wallet } from '@shop/shared';
import { currentUser } from '../../plugins/auth.ts';
import { answers, ok } from '../../plugins/envelope.ts';
import { walletOf } from './wallet.service.ts';

/** The customer's store credit: balance and ledger. */
const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.wallet,
    { preHandler: app.requireUser, schema: { tags: ['wallet'], response: answers(Wallet) } },
    async (request) => ok(await walletOf(app.db, currentUser(request).id)),
  );
};

export default walletRoutes;
