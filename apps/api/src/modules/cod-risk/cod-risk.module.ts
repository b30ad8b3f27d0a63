import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@shop/shared';
import { createLinkSigner } from '../../lib/links/link-signer.ts';
import { scheduleCodRiskJobs } from './cod-risk.notify.ts';
import codRiskRoutes from './cod-risk.routes.ts';
import { codPlacement, keptCodRules, prepaidDiscountFrom } from './cod-risk.service.ts';
import { payOnlineOffer, switchPayments } from './cod-risk.switch.ts';

/**
 * The cod-risk module: cash on delivery decided per order. It provides the ports the modules
 * below it declare (the COD decision and the pay-online offer of orders, the prepaid discount of
 * promotions, the switch's payments of payments), serves checkout's options and the shopper's
 * confirmation, and sweeps the orders left unconfirmed.
 */
export const codRiskModule = fp(
  async (app) => {
    const { config } = app;
    const lifecycle = app.orderLifecycle;
    const codRules = keptCodRules(app.keptReads);
    const sources = { codRules, pricing: app.pricing, serviceability: app.serviceability };
    // The one-tap links of a cash-on-delivery order (confirm, cancel, pay online instead), no sign-in.
    const links = createLinkSigner(config);

    app.decorate('codPlacement', codPlacement({ codRules, serviceability: app.serviceability }));
    app.decorate('prepaidDiscount', prepaidDiscountFrom(codRules));
    app.decorate('payOnlineOffer', (order: { _id: string }) =>
      payOnlineOffer({ db: app.db, links, publicUrl: config.publicUrl, codRules }, order._id),
    );
    app.decorate('switchPayments', switchPayments(lifecycle));

    await app.register(codRiskRoutes, { prefix: API_BASE_PATH, links, sources });
    scheduleCodRiskJobs({
      ...lifecycle,
      jobs: app.jobs,
      mail: app.mailQueue,
      notifications: app.notifications,
      whatsapp: config.whatsapp.codTemplates,
      links,
      publicUrl: config.publicUrl,
    });
  },
  { name: 'cod-risk', decorators: { fastify: ['orderLifecycle', 'pricing', 'serviceability'] } },
);
