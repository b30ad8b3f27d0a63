import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@shop/shared';
import { createLinkSigner } from '../../lib/links/link-signer.ts';
import { outboxOf } from '../../lib/outbox/outbox.ts';
import type { CatalogueEvent } from '../catalogue/index.ts';
import type { InventoryEvent } from '../inventory/index.ts';
import stockAlertsRoutes from './stock-alerts.routes.ts';
import { scheduleAlerts } from './stock-alerts.delivery.ts';

/**
 * The stock-alerts module: the alerts shoppers ask for (a size back in stock, a wishlisted tee's
 * price cut), under the consent each gave per channel. They hear every stock change from the
 * inventory's events, whatever caused it, and every price change from the catalogue's.
 */
export const stockAlertsModule = fp(
  async (app) => {
    const { config } = app;
    // The one-tap Stop link, no sign-in (signed as the COD confirmation links are).
    const links = createLinkSigner(config);
    await app.register(stockAlertsRoutes, { prefix: API_BASE_PATH, links });
    scheduleAlerts({
      db: app.db,
      jobs: app.jobs,
      mail: app.mailQueue,
      notifications: app.notifications,
      whatsapp: { templates: config.whatsapp.alertTemplates },
      links,
      publicUrl: config.publicUrl,
      inventoryEvents: outboxOf<InventoryEvent>(app.outbox),
      catalogueEvents: outboxOf<CatalogueEvent>(app.outbox),
      log: app.log,
    });
  },
  { name: 'stock-alerts' },
);
