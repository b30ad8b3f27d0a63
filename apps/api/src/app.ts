import path from 'node:path';
import crypto from 'node:crypto';
import http from 'node:http';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import {
  API_BASE_PATH,
  CONTENT_PAGES,
  FIRST_ANSWERS,
  Id,
  NOT_FOR_CRAWLERS,
  PAGES,
  WEB_ROUTES,
  type ProductList,
} from '@shop/shared';
import { logAnswerFromMemory, loggerOptions, logRequests } from './lib/logging/logging.ts';
import type { Config } from './config.ts';
import { OPENAPI_TAGS, describeOperation } from './openapi.ts';
import { DATABASE_MAINTENANCE_QUEUE, openDatabase, type Database, type Db } from './db/client.ts';
import type { Storage } from './lib/storage/storage.ts';
import { storageFromConfig } from './lib/storage/from-config.ts';
import {
  dataDirDependency,
  watchDependencies,
  type Dependency,
  type DependencyWatch,
} from './lib/dependencies/dependencies.ts';
import { openRedis, redisDependency, type RedisClient } from './lib/redis/redis.ts';
import { outboxMailer, smtpMailer, type Mailer } from './lib/mail/mail.ts';
import { createMailQueue, pruneSentMails, type MailQueue } from './lib/mail/mail-queue.ts';
import { createJobs, type Jobs } from './lib/jobs/jobs.ts';
import { createOutbox, OUTBOX_PRUNE_QUEUE, pruneOutbox, type Outbox } from './lib/outbox/outbox.ts';
import { createPayments, type Payments } from './lib/payments/payments.ts';
import { createCourier, shippingSecret, type Courier } from './lib/courier/courier.ts';
import { createNotifications, type Notifications } from './lib/notifications/notifications.ts';
import errors from './plugins/errors.ts';
import auth, { ACCESS_TOKEN_TTL_SECONDS } from './plugins/auth.ts';
import security from './plugins/security.ts';
import rateLimit from './plugins/rate-limit.ts';
import spa, { loadPageRenderer } from './plugins/spa.ts';
import publicCache, { encodedEtags } from './plugins/public-cache.ts';
import { KeptReads } from './lib/public-cache/kept-reads.ts';
import { PublicCache, productTag } from './lib/public-cache/public-cache.ts';
import { compiledSerializerCompiler } from './lib/http/compiled-serializer.ts';
import { MOST_WAIT_MS, Traffic } from './lib/http/traffic.ts';
import media from './plugins/media.ts';
import { healthRoutes } from './modules/health/index.ts';
import {
  accountRoutes,
  createRefreshTokenKeys,
  createSessionVersions,
  legacyAccountRoutes,
  type RefreshTokenKeys,
  type SessionVersions,
} from './modules/account/index.ts';
import { stockAlertsRoutes, subscribeBackInStock } from './modules/stock-alerts/index.ts';
import { createInventory, inventoryRoutes, type Inventory, type InventoryEvent } from './modules/inventory/index.ts';
import {
  catalogueRoutes,
  firstCardPreload,
  heroPreload,
  productPageHead,
  productSitemapEntries,
} from './modules/catalogue/index.ts';
import { reviewsRoutes } from './modules/reviews/index.ts';
import { customerPhotoFiles, customerPhotosRoutes, schedulePhotoCleanup } from './modules/customer-photos/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { wishlistRoutes } from './modules/wishlist/index.ts';
import {
  createOrderEvents,
  ordersRoutes,
  assertPayableOrder,
  captureOrderPayment,
  followRefunds,
  scheduleOrderJobs,
  subscribeOrderMails,
  subscribeOwnerMails,
  type OrderEvent,
  type OrderEvents,
} from './modules/orders/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { messagesRoutes } from './modules/messages/index.ts';
import { deliveryRoutes, keptServiceability } from './modules/delivery/index.ts';
import {
  codPlacement,
  codRiskRoutes,
  createLinkSigner,
  keptCodRules,
  payOnlineOffer,
  prepaidDiscountFrom,
  scheduleCodRiskJobs,
  switchPayments,
} from './modules/cod-risk/index.ts';
import { jobsRoutes, listJobs } from './modules/jobs/index.ts';
import { scheduleOwnerSummary } from './modules/owner-summary/index.ts';
import { keptPricingRules, promotionsRoutes, scheduleCartReminders } from './modules/promotions/index.ts';
import {
  bookReplacementShipment,
  bookReturnShipment,
  replacementShipmentOf,
  returnShipmentOf,
  scheduleShippingJobs,
  shippingRoutes,
  subscribeShippingMails,
  type ShipmentDomainEvent,
  type ShippingDeps,
} from './modules/shipping/index.ts';
import {
  createTaxDocumentRenderer,
  documentAttachment,
  invoicesRoutes,
  issueCreditNote,
  issueInvoice,
  keptIssuer,
  reissueInvoice,
} from './modules/invoices/index.ts';
import {
  returnsRoutes,
  scheduleReturnJobs,
  subscribeReturnPickups,
  type ReturnEvent,
  type ReturnsDeps,
} from './modules/returns/index.ts';
import { walletRoutes } from './modules/wallet/index.ts';
import {
  createLedger,
  paymentsRoutes,
  schedulePaymentJobs,
  type Ledger,
  type PaymentEvent,
} from './modules/payments/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    storage: Storage;
    mailer: Mailer;
    /** The durable job queue: every effect owed after a commit, and the schedules. */
    jobs: Jobs;
    /** Domain events, written with the change that causes them (see lib/outbox). */
    outbox: Outbox<DomainEvent>;
    /** Mails as jobs, each sent once (see lib/mail/mail-queue). */
    mailQueue: MailQueue;
    payments: Payments;
    /** The courier port: Shiprocket when configured, otherwise the simulated courier. */
    courier: Courier;
    /** What the shipping module's operations need (a returns module books reverse pickups with it). */
    shipping: ShippingDeps;
    /** Messages to a shopper's phone (WhatsApp Cloud API, or the simulated adapter writing to the outbox). */
    notifications: Notifications;
    /** The order lifecycle's events: `subscribe` (after commit) and `registerTransitionEffect` (in it). */
    orderEvents: OrderEvents;
    /** The only writer of stock: every change a movement and a `stock.changed` event. */
    inventory: Inventory;
    /** The only writer of money in and out of an order: its tenders and every refund. */
    ledger: Ledger;
    /** What the API needs to answer, each named by its variable: checked at start and by /readyz. */
    dependencies: Dependency[];
    /** Which access tokens still count (log-out and password changes end them on every instance). */
    sessions: SessionVersions;
    /** How refresh tokens are drawn, hashed with the server's key, and their successors sealed. */
    refreshTokenKeys: RefreshTokenKeys;
    /** The shared Redis (REDIS_URL), for whatever several instances must share or announce. */
    redis: RedisClient | undefined;
    /**
     * What the shop works without for a while (the SMTP server: mail waits in the job queue):
     * checked at start and watched for /readyz, reported as degraded, never fatal.
     */
    degradable: DependencyWatch;
  }
}

/** Every domain event of the shop: what the outbox carries. */
export type DomainEvent = OrderEvent | InventoryEvent | ShipmentDomainEvent | ReturnEvent | PaymentEvent;

/**
 * The outbox as one domain sees it: emitting and subscribing to its own events only. Each domain
 * names its events with its own prefix (`order.`, `stock.`, `shipment.`), so the events of one type are the
 * same whichever union they are read from.
 */
const outboxOf = <E extends DomainEvent>(outbox: Outbox<DomainEvent>) => outbox as unknown as Outbox<E>;

/** Parts a test or the CLI may hand in instead of the defaults built from config. */
export type AppParts = {
  database?: Database;
  storage?: Storage;
  mailer?: Mailer;
  payments?: Payments;
  courier?: Courier;
  notifications?: Notifications;
  /** How answers are serialised: checked against their zod schema (tests) or compiled (elsewhere). */
  responses?: 'validated' | 'compiled';
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: DestinationStream;
};

/** Builds the whole API (no listen): the tests and `server.ts` both start here. */
export async function buildApp(config: Config, parts: AppParts = {}): Promise<FastifyInstance> {
  // Public answers kept in memory are written straight to the socket, before Fastify routes the
  // request: the router, hooks and serialisation are for what memory does not hold.
  const cache = new PublicCache();
  // The owner's rules every order and quote reads, kept per instance until a change is heard.
  const kept = new KeptReads(cache);
  const codRules = keptCodRules(kept);
  const prepaidDiscount = prepaidDiscountFrom(codRules);
  const pricing = keptPricingRules(kept);
  const serviceability = keptServiceability(kept);
  const invoiceIssuer = keptIssuer(kept);
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

  const database =
    parts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      preparedStatements: config.databasePreparedStatements,
    }));
  const storage = parts.storage ?? (await storageFromConfig(config));
  const redis: RedisClient | undefined = config.redisUrl ? openRedis(config.redisUrl, app.log) : undefined;
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('storage', storage);
  app.decorate('redis', redis);
  // Every mail comes from the no-reply sender; an answer reaches support unless the mail says whom.
  const mailSender = { from: config.mail.from, replyTo: config.mail.supportEmail };
  app.decorate(
    'mailer',
    parts.mailer ??
      (config.mail.smtpUrl
        ? smtpMailer(config.mail.smtpUrl, mailSender, app.log)
        : outboxMailer(config.mail.outboxDir, mailSender, app.log)),
  );
  app.decorate('payments', parts.payments ?? createPayments(config, app.log));
  app.decorate('courier', parts.courier ?? createCourier(config, app.log));
  app.decorate('notifications', parts.notifications ?? createNotifications(config, app.log));
  const jobs = createJobs(database, app.log, config.jobs);
  app.decorate('jobs', jobs);
  app.decorate('outbox', createOutbox<DomainEvent>(jobs));
  app.decorate(
    'mailQueue',
    createMailQueue({ jobs, db: database.db, mailer: app.mailer, domain: new URL(config.publicUrl).hostname }),
  );
  app.decorate('orderEvents', createOrderEvents(outboxOf<OrderEvent>(app.outbox)));
  app.decorate('inventory', createInventory(outboxOf<InventoryEvent>(app.outbox)));
  app.decorate('ledger', createLedger(outboxOf<PaymentEvent>(app.outbox)));
  // Invoices commit or roll back with the change that causes them: a tax invoice when an order
  // is confirmed (cash on delivery placed, online paid), a credit note when it is cancelled.
  app.orderEvents.registerTransitionEffect(async (tx, event) => {
    if (event.type === 'order.confirmed')
      await issueInvoice(tx, event.orderId, config.seller, new Date(), invoiceIssuer);
    // A COD order paid online instead before it shipped: its invoice is replaced at the new amounts.
    if (event.type === 'order.paid-online-instead' && event.invoiced) {
      await reissueInvoice(tx, event.orderId, config.seller);
    }
    if (event.type === 'order.cancelled') await issueCreditNote(tx, event.orderId);
  });
  // What every change of an order needs: the lifecycle's owners of status, stock and money.
  const lifecycle = {
    db: app.db,
    payments: app.payments,
    events: app.orderEvents,
    inventory: app.inventory,
    ledger: app.ledger,
    log: app.log,
  };
  const shipping: ShippingDeps = {
    db: app.db,
    courier: app.courier,
    outbox: outboxOf<ShipmentDomainEvent>(app.outbox),
    lifecycle,
    linkSecret: shippingSecret(config, 'failed-delivery-links'),
    publicUrl: config.publicUrl,
    codLimitPaise: config.codLimitPaise,
    log: app.log,
  };
  app.decorate('shipping', shipping);
  const taxDocuments = createTaxDocumentRenderer({ storage, log: app.log });
  // Links and product photos in mails are absolute, on the shop's public address.
  const mailSite = { publicUrl: config.publicUrl };
  // The one-tap links of a cash-on-delivery order (confirm, cancel, pay online instead), no sign-in.
  const codLinks = createLinkSigner(config);
  subscribeOwnerMails({
    events: app.orderEvents,
    db: app.db,
    mail: app.mailQueue,
    ownerEmail: config.mail.ownerEmail,
    site: mailSite,
    orderPageUrl: (orderId) => new URL(PAGES.adminOrder.replace(':id', orderId), config.publicUrl).toString(),
  });
  subscribeOrderMails({
    events: app.orderEvents,
    db: app.db,
    mail: app.mailQueue,
    site: mailSite,
    documents: (kind, orderId) => documentAttachment(database.db, taxDocuments, kind, orderId),
    quiet: () => traffic.quiet(MOST_WAIT_MS),
    payOnlineOffer: (order) =>
      payOnlineOffer({ db: database.db, links: codLinks, publicUrl: config.publicUrl, codRules }, order._id),
  });
  const dataDir = dataDirDependency(config.dataDir);
  app.decorate('dependencies', [
    database.kind === 'postgres'
      ? { name: 'DATABASE_URL', check: () => database.ping() }
      : { name: 'DATA_DIR', check: () => database.ping().then(dataDir.check) },
    // Uploads and the mail outbox are written there too, unless a bucket and SMTP take them.
    ...(database.kind === 'postgres' && (!config.s3 || !config.mail.smtpUrl) ? [dataDir] : []),
    ...(redis ? [redisDependency(redis)] : []),
    ...(config.s3 ? [{ name: 'S3_BUCKET', check: () => storage.check() }] : []),
  ]);
  const { verify } = app.mailer;
  app.decorate(
    'degradable',
    watchDependencies(verify && config.mail.smtpUrl ? [{ name: 'SMTP_URL', check: verify }] : []),
  );
  // The jobs start once the app is ready (after the migrations, when the server starts) and stop
  // before the database closes, letting the jobs in hand finish.
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await taxDocuments.close();
    app.mailer.close();
    if (redis) redis.disconnect();
    if (!parts.database) await database.close();
  });

  await app.register(errors);
  // Before compression: it keeps the bytes as serialised and compresses them once itself.
  await app.register(publicCache, { cache, database });
  await app.register(compress, { threshold: 1024 });
  await app.register(encodedEtags);
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: config.uploads.maxFileBytes, files: config.uploads.maxFiles, fields: 30 },
    throwFileSizeLimit: true,
  });
  await app.register(security, { config });
  await app.register(rateLimit, { config, redis });
  const sessions = await createSessionVersions(database, { accessTokenLifetimeMs: ACCESS_TOKEN_TTL_SECONDS * 1000 });
  app.decorate('sessions', sessions);
  app.decorate('refreshTokenKeys', createRefreshTokenKeys(config));
  app.addHook('preClose', async () => {
    await sessions.close();
  });
  await app.register(auth, { config, sessionHolds: sessions.holds });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'StoryFit shop API',
        version: '1.0.0',
        description: 'The API of the StoryFit shop: catalogue, accounts, cart, orders and payments, admin.',
        contact: { name: 'StoryFit support', email: config.mail.supportEmail },
      },
      servers: [{ url: '/' }],
      tags: OPENAPI_TAGS,
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const returnsDeps: ReturnsDeps = {
    db: app.db,
    outbox: outboxOf<ReturnEvent>(app.outbox),
    inventory: app.inventory,
    ledger: app.ledger,
    payments: app.payments,
    returnAddress: config.returnAddress,
    // Approved returns are picked up by the same courier that delivers (a reverse shipment).
    pickups: { book: (input) => bookReturnShipment(shipping, input), of: returnShipmentOf },
    // An exchange's replacement ships as a forward parcel of the same order, through the same courier.
    replacements: { ship: (input) => bookReplacementShipment(shipping, input), of: replacementShipmentOf },
    log: app.log,
  };

  await app.register(healthRoutes);
  await app.register(legacyAccountRoutes);
  await app.register(
    async (api) => {
      await api.register(accountRoutes);
      await api.register(catalogueRoutes);
      await api.register(reviewsRoutes);
      await api.register(customerPhotosRoutes);
      await api.register(cartRoutes);
      await api.register(wishlistRoutes);
      await api.register(ordersRoutes, {
        codPlacement: codPlacement({ codRules, serviceability }),
        prepaidDiscount,
        pricing,
        serviceability,
      });
      await api.register(paymentsRoutes, {
        db: app.db,
        payments: app.payments,
        ledger: app.ledger,
        orders: {
          capture: (input) => captureOrderPayment({ ...lifecycle, log: app.log }, input),
          assertPayable: (providerOrderId, userId) => assertPayableOrder(app, providerOrderId, userId),
        },
        switches: switchPayments(lifecycle),
      });
      await api.register(codRiskRoutes, { links: codLinks, sources: { codRules, pricing, serviceability } });
      await api.register(adminRoutes);
      await api.register(messagesRoutes);
      await api.register(deliveryRoutes);
      await api.register(invoicesRoutes, { renderer: taxDocuments });
      await api.register(stockAlertsRoutes);
      await api.register(jobsRoutes);
      await api.register(inventoryRoutes);
      await api.register(promotionsRoutes, { prepaidDiscount, pricing });
      await api.register(shippingRoutes, { deps: shipping });
      await api.register(returnsRoutes, { deps: returnsDeps });
      await api.register(walletRoutes);
    },
    { prefix: API_BASE_PATH },
  );

  scheduleOrderJobs({ ...lifecycle, jobs });
  // An order's payment status follows its refunds; every provider refund is sent and settled by payments.
  followRefunds(lifecycle);
  schedulePaymentJobs({ db: app.db, payments: app.payments, ledger: app.ledger, log: app.log, jobs });

  // Cart reminders: a schedule, once per shop, each mail a job sent once.
  scheduleCartReminders({ jobs, db: app.db, mail: app.mailQueue, publicUrl: config.publicUrl, log: app.log });
  scheduleReturnJobs({ ...returnsDeps, jobs, mail: app.mailQueue, site: mailSite });
  subscribeReturnPickups({
    ...returnsDeps,
    shipments: outboxOf<ShipmentDomainEvent>(app.outbox),
    mail: app.mailQueue,
    site: mailSite,
  });

  // Parcels: the tracking poll, the failed-delivery wait, the courier told of answers, the mails.
  const simulatedClock = scheduleShippingJobs({
    ...shipping,
    jobs,
    clockSeconds: config.simulatedCourierClockSeconds,
  });
  subscribeShippingMails({ ...shipping, mail: app.mailQueue, ownerEmail: config.mail.ownerEmail });
  app.addHook('onReady', async () => simulatedClock.start());
  app.addHook('onClose', async () => simulatedClock.stop());

  // The outbox's events and the sent mails' keys are kept for OUTBOX_RETENTION_DAYS, then pruned
  // nightly: no job needs them by then, and the tables stay the size of a season's business.
  jobs.every(OUTBOX_PRUNE_QUEUE, '23 3 * * *', async () => {
    const before = new Date(Date.now() - config.outboxRetentionDays * 86_400_000);
    const events = await pruneOutbox(app.db, before);
    const mails = await pruneSentMails(app.db, before);
    if (events + mails > 0) app.log.info({ events, mails, before }, 'outbox pruned');
  });

  // The embedded database has no autovacuum: its statistics and dead rows are seen to nightly
  // (and at every start, see server.ts). Nothing to do on PostgreSQL.
  if (database.kind === 'pglite') {
    jobs.every(DATABASE_MAINTENANCE_QUEUE, '41 3 * * *', () => database.maintain({ vacuum: true }));
  }

  // The owner's summary of the day before, each day at OWNER_SUMMARY_HOUR India time, one a day.
  scheduleOwnerSummary({
    jobs,
    db: app.db,
    mail: app.mailQueue,
    ownerEmail: config.mail.ownerEmail,
    site: mailSite,
    hour: config.mail.ownerSummaryHour,
    log: app.log,
    deadJobs: async (limit) => {
      const dead = await listJobs({ db: app.db, jobs }, { state: 'dead', page: 1, limit });
      return { total: dead.total, latest: dead.jobs.map((job) => job.description) };
    },
  });

  scheduleCodRiskJobs({
    ...lifecycle,
    jobs,
    mail: app.mailQueue,
    notifications: app.notifications,
    whatsapp: { template: config.whatsapp.codTemplate, language: config.whatsapp.language },
    links: codLinks,
    publicUrl: config.publicUrl,
  });

  // Customers' uploads that no review or return took within a day: their rows and files go.
  schedulePhotoCleanup({ jobs, db: app.db, storage, log: app.log });

  // Back-in-stock alerts hear every stock change from the inventory's events, whatever caused it.
  subscribeBackInStock({
    outbox: outboxOf<InventoryEvent>(app.outbox),
    db: app.db,
    mail: app.mailQueue,
    publicUrl: config.publicUrl,
  });

  // Before the other media: customers' photos are answered by who may see them.
  await app.register(customerPhotoFiles);
  await app.register(media, { storage });
  await app.register(spa, {
    distDir: config.webDistDir,
    renderer: await loadPageRenderer(path.join(config.webDistDir, '..', 'dist-server', 'entry-server.js')),
    // The storefront's entry pages come with their screen's code preloaded and the public
    // catalogue answers they open with (docs/decisions/0097); kept like those answers are.
    pages: [
      {
        path: PAGES.home,
        screen: 'src/app/routes/home.tsx',
        firstAnswers: () => FIRST_ANSWERS.home(),
        imagePreload: (_answers, asset) => heroPreload(asset),
        publicCache: () => [],
      },
      {
        path: PAGES.products,
        screen: 'src/app/routes/products.tsx',
        firstAnswers: (request) => FIRST_ANSWERS.products(new URL(request.url, 'http://page').searchParams),
        imagePreload: (answers) => firstCardPreload(Object.values(answers)[0] as ProductList | undefined),
        publicCache: () => [],
      },
      // The log-in page paints its form from the HTML, its code preloaded beside the entry's
      // instead of found one chunk after another (docs/decisions/0282). It reads the same for
      // everybody, so it is kept like the storefront's pages.
      {
        path: PAGES.auth,
        screen: 'src/app/routes/auth.tsx',
        publicCache: () => [],
      },
      {
        path: PAGES.product,
        head: ({ id }) => productPageHead(app.db, id ?? '', config.publicUrl),
        screen: 'src/app/routes/product.tsx',
        firstAnswers: (request) => {
          const { id } = request.params as { id: string };
          return Id.safeParse(id).success ? FIRST_ANSWERS.product(id) : [];
        },
        publicCache: (request) => [productTag((request.params as { id: string }).id)],
      },
    ],
    routes: WEB_ROUTES,
    crawlers: {
      publicUrl: config.publicUrl,
      disallow: NOT_FOR_CRAWLERS,
      contentPages: CONTENT_PAGES,
      dataPages: productSitemapEntries(app.db),
      shareImage: '/icon-512.png',
    },
  });
  return app;
}
