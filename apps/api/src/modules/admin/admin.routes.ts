import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  ActiveUsers,
  ActiveUsersQuery,
  AdminOrderAnswer,
  CANCELLATION_TEXTS,
  CSV_EXPORTS,
  DASHBOARD_TEXTS,
  DashboardOrdersBody,
  DashboardSales,
  DashboardSettings,
  LowStock,
  DeclineCancellationBody,
  DashboardStats,
  IdParams,
  OrderAnswer,
  OrderList,
  OrderListQuery,
  OrdersExportQuery,
  PurchasedProducts,
  PurchasedProductsQuery,
  SUCCESS,
  UpdateOrderStatusBody,
  UserOrdersBody,
} from '@shop/shared';
import { currentUser } from '../../plugins/auth.ts';
import { answers, ok } from '../../plugins/envelope.ts';
import { loadOrderWithHistory } from '../orders/index.ts';
import { csvStream } from './admin.csv.ts';
import * as charts from './admin.charts.service.ts';
import * as admin from './admin.service.ts';

function attachment(reply: FastifyReply, fileName: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
}

/**
 * The admin calls (registered under /api/v1). Every one of them is for
 * admins only: the check runs first, before the body is even read.
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const tags = ['admin'];
  const lifecycle = {
    db: app.db,
    payments: app.payments,
    events: app.orderEvents,
    inventory: app.inventory,
    ledger: app.ledger,
  };

  app.post(
    API.dashboard.stats,
    { schema: { tags, body: z.object({}).nullish(), response: answers(DashboardStats) } },
    async () => ok(await admin.dashboardStats(app.db)),
  );

  app.get(
    API.dashboard.users,
    { schema: { tags, querystring: ActiveUsersQuery, response: answers(ActiveUsers) } },
    async (request) => ok(await admin.activeUsers(app.db, request.query)),
  );

  app.get(
    API.dashboard.products,
    { schema: { tags, querystring: PurchasedProductsQuery, response: answers(PurchasedProducts) } },
    async (request) => ok(await admin.purchasedProducts(app.db, request.query)),
  );

  app.get(API.dashboard.sales, { schema: { tags, response: answers(DashboardSales) } }, async () =>
    ok(await charts.salesPerDay(app.db)),
  );

  app.get(API.dashboard.lowStock, { schema: { tags, response: answers(LowStock) } }, async () =>
    ok(await charts.lowStock(app.db)),
  );

  app.get(API.dashboard.settings, { schema: { tags, response: answers(DashboardSettings) } }, async () =>
    ok(await charts.settings(app.db)),
  );

  app.put(
    API.dashboard.settings,
    { schema: { tags, body: DashboardSettings, response: answers(DashboardSettings) } },
    async (request) => ok(await charts.saveSettings(app.db, request.body), DASHBOARD_TEXTS.thresholdSaved),
  );

  app.post(
    API.dashboard.orders,
    { schema: { tags, body: DashboardOrdersBody, response: answers(OrderList) } },
    async (request) => ok(await admin.dashboardOrders(app.db, request.body)),
  );

  app.post(
    API.dashboard.userOrders,
    { schema: { tags, body: UserOrdersBody, response: answers(OrderList) } },
    async (request) => ok(await admin.userOrders(app.db, request.body)),
  );

  app.get(
    API.order.root,
    { schema: { tags, querystring: OrderListQuery, response: answers(OrderList) } },
    async (request) => ok(await admin.listOrders(app.db, request.query)),
  );

  app.get(
    API.order.one(':id'),
    { schema: { tags, params: IdParams, response: answers(AdminOrderAnswer) } },
    async (request) => ok(await loadOrderWithHistory(app.db, request.params.id)),
  );

  app.put(
    API.order.status(':id'),
    { schema: { tags, params: IdParams, body: UpdateOrderStatusBody, response: answers(OrderAnswer) } },
    async (request) => {
      const { order, changed } = await admin.updateOrderStatus(
        { ...lifecycle, log: request.log },
        { orderId: request.params.id, status: request.body.status, adminId: currentUser(request).id },
      );
      // The status it already has (a stale screen, a retried call): answered as done, nothing changed.
      const message = changed
        ? SUCCESS.orderStatusUpdated
        : SUCCESS.orderStatusUnchanged(order.orderNumber, order.status);
      return ok({ order }, message);
    },
  );

  app.post(
    API.order.approveCancellation(':id'),
    { schema: { tags, params: IdParams, response: answers(OrderAnswer) } },
    async (request) => {
      const order = await admin.decideCancellation(
        { ...lifecycle, log: request.log },
        { orderId: request.params.id, adminId: currentUser(request).id, approve: true },
      );
      return ok({ order }, CANCELLATION_TEXTS.approvedToast);
    },
  );

  app.post(
    API.order.declineCancellation(':id'),
    { schema: { tags, params: IdParams, body: DeclineCancellationBody, response: answers(OrderAnswer) } },
    async (request) => {
      const order = await admin.decideCancellation(
        { ...lifecycle, log: request.log },
        { orderId: request.params.id, adminId: currentUser(request).id, approve: false, note: request.body.note },
      );
      return ok({ order }, CANCELLATION_TEXTS.declinedToast);
    },
  );

  app.get(API.order.csv, { schema: { tags, querystring: OrdersExportQuery } }, async (request, reply) => {
    const { columns, fileName } = CSV_EXPORTS.orders;
    return attachment(reply, fileName).send(csvStream(columns, admin.orderCsvRows(app.db, request.query), request.log));
  });

  app.get(API.variant.csv, { schema: { tags } }, async (request, reply) => {
    const { columns, fileName } = CSV_EXPORTS.variants;
    return attachment(reply, fileName).send(
      csvStream(columns, admin.variantCsvRows(app.db, app.config.publicUrl), request.log),
    );
  });
};

export default adminRoutes;
