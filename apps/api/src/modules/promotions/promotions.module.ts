import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@shop/shared';
import { providedLater } from '../../plugins/ports.ts';
import { scheduleCartReminders } from './promotions.reminders.ts';
import promotionsRoutes from './promotions.routes.ts';
import { keptPricingRules, type PrepaidDiscountSource, type PricingRules } from './promotions.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The owner's offers and free-delivery threshold: kept, read by every order and quote. */
    pricing: PricingRules;
    /**
     * The owner's discount for paying online, part of the COD rules: provided by the cod-risk
     * module (registered after promotions and orders, which price with it).
     */
    prepaidDiscount: PrepaidDiscountSource;
  }
}

/** The promotions module: the pricing rules, as the `pricing` port, its routes, and the cart reminders. */
export const promotionsModule = fp(
  async (app) => {
    const pricing = keptPricingRules(app.keptReads);
    app.decorate('pricing', pricing);
    await app.register(promotionsRoutes, {
      prefix: API_BASE_PATH,
      prepaidDiscount: providedLater(app, 'prepaidDiscount'),
      pricing,
    });
    // Cart reminders: a schedule, once per shop, each mail a job sent once.
    scheduleCartReminders({
      jobs: app.jobs,
      db: app.db,
      mail: app.mailQueue,
      publicUrl: app.config.publicUrl,
      log: app.log,
    });
  },
  { name: 'promotions' },
);
