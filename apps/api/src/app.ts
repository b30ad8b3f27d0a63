import crypto from 'node:crypto';
import http from 'node:http';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { logAnswerFromMemory, loggerOptions, logRequests } from './lib/logging/logging.ts';
import type { Config } from './config.ts';
import { describeOperation, openApiDocs } from './openapi.ts';
import { KeptReads } from './lib/public-cache/kept-reads.ts';
import { PublicCache } from './lib/public-cache/public-cache.ts';
import { compiledSerializerCompiler } from './lib/http/compiled-serializer.ts';
import { Traffic } from './lib/http/traffic.ts';
import { openAdapters, stopJobsFirst, type AppParts } from './plugins/adapters.ts';
import errors from './plugins/errors.ts';
import security from './plugins/security.ts';
import rateLimit from './plugins/rate-limit.ts';
import publicCache, { encodedEtags } from './plugins/public-cache.ts';
import { openWebApp } from './web-app.ts';
import { accountModule } from './modules/account/index.ts';
import { healthModule } from './modules/health/index.ts';
import { inventoryModule } from './modules/inventory/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { deliveryModule } from './modules/delivery/index.ts';
import { promotionsModule } from './modules/promotions/index.ts';
import { invoicesModule } from './modules/invoices/index.ts';
import { catalogueModule } from './modules/catalogue/index.ts';
import { reviewsModule } from './modules/reviews/index.ts';
import { customerPhotosModule } from './modules/customer-photos/index.ts';
import { cartModule } from './modules/cart/index.ts';
import { wishlistModule } from './modules/wishlist/index.ts';
import { walletModule } from './modules/wallet/index.ts';
import { ordersModule } from './modules/orders/index.ts';
import { codRiskModule } from './modules/cod-risk/index.ts';
import { shippingModule } from './modules/shipping/index.ts';
import { returnsModule } from './modules/returns/index.ts';
import { adminModule } from './modules/admin/index.ts';
import { messagesModule } from './modules/messages/index.ts';
import { stockAlertsModule } from './modules/stock-alerts/index.ts';
import { funnelModule } from './modules/funnel/index.ts';
import { ownerSummaryModule } from './modules/owner-summary/index.ts';
import { jobsModule } from './modules/jobs/index.ts';

export type { AppParts };

/**
 * The modules in the order they register (docs/decisions/0301): each after those whose ports it
 * reads when it registers, which are the modules it imports; a port a module needs from one above
 * it is provided when that one registers, and read when called.
 */
const MODULES = [
  accountModule, // sessions and sign-in: every other module's guards stand on them
  healthModule,
  inventoryModule,
  paymentsModule,
  deliveryModule,
  promotionsModule,
  invoicesModule,
  catalogueModule,
  reviewsModule,
  customerPhotosModule,
  cartModule,
  wishlistModule,
  walletModule,
  ordersModule,
  codRiskModule,
  shippingModule,
  returnsModule,
  adminModule,
  messagesModule,
  stockAlertsModule,
  funnelModule, // counts from the cart's port and the order events
  ownerSummaryModule,
  jobsModule,
];

/** Builds the whole API (no listen): the tests and `server.ts` both start here. */
export async function buildApp(config: Config, parts: AppParts = {}): Promise<FastifyInstance> {
  // Public answers kept in memory are written straight to the socket, before Fastify routes the
  // request: the router, hooks and serialisation are for what memory does not hold.
  const cache = new PublicCache();
  const traffic = new Traffic();
  const app = Fastify({
    serverFactory: (handler) => {
      const server = http.createServer((req, res) => {
        const startedAt = performance.now();
        const served = cache.serve(req, res);
        if (served) {
          traffic.arrived(startedAt);
          logAnswerFromMemory(app.log, req, served, startedAt);
        } else {
          traffic.track(res, startedAt);
          handler(req, res);
        }
      });
      // A server of our own gets Node's 5-second keep-alive, not Fastify's 72 seconds: a client
      // reusing a connection just as the server drops it as idle (a load balancer, the browser
      // tests' API client on a busy machine) gets ECONNRESET.
      server.keepAliveTimeout = 72_000;
      return server;
    },
    logger: loggerOptions(config, parts.logStream),
    // `logRequests` writes the one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  const responses = parts.responses ?? (config.env === 'test' ? 'validated' : 'compiled');
  app.setSerializerCompiler(responses === 'validated' ? serializerCompiler : compiledSerializerCompiler);
  app.addHook('onRoute', describeOperation);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  logRequests(app, (request) => request.authUser?.id);

  // The owner's rules every order and quote reads are kept with the public answers.
  await app.register(await openAdapters(config, parts, { keptReads: new KeptReads(cache), traffic }));
  await app.register(errors);
  // Before compression: it keeps the bytes as serialised and compresses them once itself.
  await app.register(publicCache, { cache, database: app.database });
  await app.register(compress, { threshold: 1024 });
  await app.register(encodedEtags);
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: config.uploads.maxFileBytes, files: config.uploads.maxFiles, fields: 30 },
    throwFileSizeLimit: true,
  });
  await app.register(security, { config });
  await app.register(rateLimit, { config, redis: app.redis });
  await app.register(openApiDocs, { supportEmail: config.mail.supportEmail });

  for (const module of MODULES) await app.register(module);
  await app.register(stopJobsFirst);
  await app.register(await openWebApp(config));
  return app;
}
