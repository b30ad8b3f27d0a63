import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  IdParams,
  STOCK_ADJUST_TEXTS,
  StockAdjustBody,
  StockAdjusted,
  StockHistory,
  StockHistoryQuery,
} from '@shop/shared';
import { currentUser } from '../../plugins/auth.ts';
import { answers, ok } from '../../plugins/envelope.ts';
import { adjustStock, stockHistory } from './inventory.service.ts';

/**
 * The owner's view of the stock (registered under /api/v1): each colour's history of movements,
 * and units found or written off. Admins only: the check runs first, before anything is read.
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

  app.post(
    API.variant.stockAdjustments(':id'),
    { schema: { tags: ['inventory'], params: IdParams, body: StockAdjustBody, response: answers(StockAdjusted) } },
    async (request) => {
      const adjusted = await adjustStock(
        { db: app.db, inventory: app.inventory },
        request.params.id,
        currentUser(request).id,
        request.body,
      );
      return ok(adjusted, STOCK_ADJUST_TEXTS.adjusted(adjusted.size, adjusted.quantity));
    },
  );
};

export default inventoryRoutes;
