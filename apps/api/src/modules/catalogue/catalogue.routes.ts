import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  Color,
  ColorBody,
  ColorList,
  ColorUpdateBody,
  IdParams,
  MessageOnly,
  Product,
  ProductBody,
  ProductDetail,
  ProductFacets,
  ProductFacetsQuery,
  ProductList,
  ProductListQuery,
  ProductQuery,
  ProductUpdateBody,
  SearchMissList,
  SUCCESS,
  Variant,
  VariantCreateFields,
  VariantImages,
  VariantImagesAnswer,
  VariantImagesFields,
  VariantImagesQuery,
  VariantList,
  VariantListQuery,
  VariantUpdateFields,
} from '@shop/shared';
import { answers, ok } from '../../plugins/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { parseOrThrow } from '../../lib/errors/app-error.ts';
import { productTag, STOCK_TAG } from '../../lib/public-cache/public-cache.ts';
import * as catalogue from './catalogue.service.ts';
import { readForm } from './catalogue.uploads.ts';
import { VariantSearchIndex } from './catalogue.search-index.ts';

const multipart = ['multipart/form-data', 'application/json'];

/** The catalogue calls of Reads are public, writes need role admin. */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: role checks run before the body is validated or an upload is read.
  const admin = { onRequest: app.requireAdmin };
  const writer = (request: FastifyRequest): catalogue.VariantWriteDeps => ({
    db: app.db,
    storage: app.storage,
    inventory: app.inventory,
    adminId: currentUser(request).id,
    events: app.outbox,
  });
  // Public reads are kept in memory and dropped when what they show changes (stock: STOCK_TAG
  // or the product's tag). Every product for an admin (`all`) is not public.
  const everybody = (tags: string[] = []) => ({ publicCache: () => tags });
  // Variant search ranks from memory. It follows the public answers' invalidation (every
  // instance); a write through this instance also drops it before answering, so the writer's
  // next search sees the change even before the database's notification arrives.
  const searchIndex = new VariantSearchIndex(app.db, app.publicCache);
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') searchIndex.invalidate();
    return payload;
  });

  // Products ------------------------------------------------------------------------------------
  // A search that found nothing is not kept: each one is counted for the owner, and the popular
  // tees it offers are in stock when it is asked, not when it was first asked.
  const foundNothing = new WeakSet<FastifyRequest>();
  app.get(
    API.product.list,
    {
      schema: { tags: ['catalogue'], querystring: ProductListQuery, response: answers(ProductList) },
      config: {
        publicCache: (request) => {
          const query = request.query as ProductListQuery;
          if (query.all === 'true' || foundNothing.has(request)) return null;
          return query.size ? [STOCK_TAG] : [];
        },
      },
    },
    async (request) => {
      const list = await catalogue.listProducts(app.db, request.query, searchIndex, request.authUser?.role === 'admin');
      if (list.suggestions) foundNothing.add(request);
      return ok(list);
    },
  );
  app.get(
    API.search.misses,
    { ...admin, schema: { tags: ['catalogue'], response: answers(SearchMissList) } },
    async () => ok(await catalogue.listSearchMisses(app.db)),
  );
  app.get(
    API.product.facets,
    {
      schema: { tags: ['catalogue'], querystring: ProductFacetsQuery, response: answers(ProductFacets) },
      // Sizes are counted in stock: dropped with the stock as the size-filtered lists are.
      config: { publicCache: () => [STOCK_TAG] },
    },
    async (request) => ok(await catalogue.productFacets(app.db, request.query, searchIndex)),
  );
  app.get(
    API.product.one(':id'),
    {
      schema: { tags: ['catalogue'], params: IdParams, querystring: ProductQuery, response: answers(ProductDetail) },
      // Kept per address: the language is in the query (`lang`), so each language's answer is its own.
      config: { publicCache: (request) => [productTag((request.params as { id: string }).id)] },
    },
    async (request) => ok(await catalogue.getProduct(app.db, request.params.id, request.query.lang)),
  );
  app.post(
    API.product.list,
    { ...admin, schema: { tags: ['catalogue'], body: ProductBody, response: answers(Product, 201) } },
    async (request, reply) => {
      reply.code(201);
      return ok(await catalogue.createProduct(app.db, request.body), SUCCESS.productCreated);
    },
  );
  app.patch(
    API.product.one(':id'),
    {
      ...admin,
      schema: { tags: ['catalogue'], params: IdParams, body: ProductUpdateBody, response: answers(Product) },
    },
    async (request) =>
      ok(await catalogue.updateProduct(app.db, request.params.id, request.body), SUCCESS.productUpdated),
  );
  app.delete(
    API.product.one(':id'),
    { ...admin, schema: { tags: ['catalogue'], params: IdParams, response: answers(MessageOnly) } },
    async (request) => {
      await catalogue.deleteProduct(app.db, request.params.id);
      return ok(null, SUCCESS.productDeleted);
    },
  );

  // Colours -------------------------------------------------------------------------------------
  app.get(
    API.color.list,
    { schema: { tags: ['catalogue'], response: answers(ColorList) }, config: everybody() },
    async () => ok(await catalogue.listColors(app.db)),
  );
  app.post(
    API.color.list,
    { ...admin, schema: { tags: ['catalogue'], body: ColorBody, response: answers(Color, 201) } },
    async (request, reply) => {
      reply.code(201);
      return ok(await catalogue.createColor(app.db, request.body), SUCCESS.colorCreated);
    },
  );
  app.patch(
    API.color.one(':id'),
    { ...admin, schema: { tags: ['catalogue'], params: IdParams, body: ColorUpdateBody, response: answers(Color) } },
    async (request) => ok(await catalogue.updateColor(app.db, request.params.id, request.body), SUCCESS.colorUpdated),
  );
  app.delete(
    API.color.one(':id'),
    { ...admin, schema: { tags: ['catalogue'], params: IdParams, response: answers(MessageOnly) } },
    async (request) => {
      await catalogue.deleteColor(app.db, request.params.id);
      return ok(null, SUCCESS.colorDeleted);
    },
  );

  // Variants (multipart: text fields + one image) -------------------------------------------------
  app.get(
    API.variant.list,
    {
      schema: { tags: ['catalogue'], querystring: VariantListQuery, response: answers(VariantList) },
      config: everybody([STOCK_TAG]),
    },
    async (request) => ok(await catalogue.listVariants(app.db, request.query, searchIndex)),
  );
  app.post(
    API.variant.list,
    { ...admin, schema: { tags: ['catalogue'], consumes: multipart, response: answers(Variant, 201) } },
    async (request, reply) => {
      const form = await readForm(request);
      const fields = parseOrThrow(VariantCreateFields, form.fields);
      const variant = await catalogue.createVariant(writer(request), fields, form.files[0]);
      reply.code(201);
      return ok(variant, SUCCESS.variantCreated);
    },
  );
  app.patch(
    API.variant.one(':id'),
    { ...admin, schema: { tags: ['catalogue'], params: IdParams, consumes: multipart, response: answers(Variant) } },
    async (request) => {
      const form = await readForm(request);
      const fields = parseOrThrow(VariantUpdateFields, form.fields);
      const variant = await catalogue.updateVariant(writer(request), request.params.id, fields, form.files[0]);
      return ok(variant, SUCCESS.variantUpdated);
    },
  );
  app.delete(
    API.variant.one(':id'),
    { ...admin, schema: { tags: ['catalogue'], params: IdParams, response: answers(MessageOnly) } },
    async (request) => {
      await catalogue.deleteVariant(app.db, app.storage, request.params.id);
      return ok(null, SUCCESS.variantDeleted);
    },
  );

  // Variant image sets (multipart: variantId + repeated images) -----------------------------------
  app.get(
    API.images.list,
    { schema: { tags: ['catalogue'], querystring: VariantImagesQuery, response: answers(VariantImagesAnswer) } },
    async (request) => ok(await catalogue.getImageSet(app.db, request.query.variantId)),
  );
  app.post(
    API.images.list,
    { ...admin, schema: { tags: ['catalogue'], consumes: multipart, response: answers(VariantImages, 201) } },
    async (request, reply) => {
      const form = await readForm(request);
      const { variantId } = parseOrThrow(VariantImagesFields, form.fields);
      const set = await catalogue.createImageSet(app.db, app.storage, variantId, form.files);
      reply.code(201);
      return ok(set, SUCCESS.variantImagesCreated);
    },
  );
  app.put(
    API.images.one(':id'),
    {
      ...admin,
      schema: { tags: ['catalogue'], params: IdParams, consumes: multipart, response: answers(VariantImages) },
    },
    async (request) => {
      const form = await readForm(request);
      const set = await catalogue.replaceImageSet(app.db, app.storage, request.params.id, form.files);
      return ok(set, SUCCESS.variantImagesUpdated);
    },
  );
  app.delete(
    API.images.one(':id'),
    { ...admin, schema: { tags: ['catalogue'], params: IdParams, response: answers(MessageOnly) } },
    async (request) => {
      await catalogue.deleteImageSet(app.db, app.storage, request.params.id);
      return ok(null, SUCCESS.variantImagesDeleted);
    },
  );
};

export default catalogueRoutes;
