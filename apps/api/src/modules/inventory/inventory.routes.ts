import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, IdParams, StockHistory, StockHistoryQuery } from '@shop/shared';
import { answers, ok } from '../../plugins/envelope.ts';
import { stockHistory } from './inventory.service.ts';

/**
 * The owner's view of the stock (registered under /api/v1): each colour's history of movements.
 * Admins only: the check runs first, before anything is read.
 */
const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    API.variant.stockHistory(':id'),
    {
      schema: {
        tags: ['inventory'],
        params: IdParams,
        querystring: StockHistoryQuery,
        response: answers(StockHistory),
      },
    },
    async (request) => ok(await stockHistory(app.db, request.params.id, request.query)),
  );
};

export default inventoryRoutes;
