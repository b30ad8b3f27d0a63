import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, ProductList, ProductListQuery } from '@shop/shared';
import { answers, ok } from '../../plugins/envelope.ts';
import * as catalogue from './catalogue.service.ts';

const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.product.list,
    { schema: { tags: ['catalogue'], querystring: ProductListQuery, response: answers(ProductList) } },
    async (request) => ok(await catalogue.listProducts(app.db, request.query)),
  );
};

export default catalogueRoutes;
