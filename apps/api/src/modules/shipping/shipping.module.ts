import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@shop/shared';
import { shippingSecret } from '../../lib/courier/courier.ts';
import { outboxOf } from '../../lib/outbox/outbox.ts';
import type { ShipmentDomainEvent } from './shipping.events.ts';
import { scheduleShippingJobs } from './shipping.jobs.ts';
import { subscribeShippingMails } from './shipping.mails.ts';
import shippingRoutes from './shipping.routes.ts';
import type { ShippingDeps } from './shipping.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the shipping module's operations need (the returns module books reverse pickups with it). */
    shipping: ShippingDeps;
  }
}

/**
 * The shipping module: parcels with the courier, which move orders only through the order
 * lifecycle; the `shipping` port the returns module books its pickups and replacements with; the
 * tracking poll, the failed-delivery wait, the courier told of answers, the mails.
 */
export const shippingModule = fp(
  async (app) => {
    const { config } = app;
    const shipping: ShippingDeps = {
      db: app.db,
      courier: app.courier,
      outbox: outboxOf<ShipmentDomainEvent>(app.outbox),
      lifecycle: app.orderLifecycle,
      linkSecret: shippingSecret(config, 'failed-delivery-links'),
      publicUrl: config.publicUrl,
      codLimitPaise: config.codLimitPaise,
      log: app.log,
    };
    app.decorate('shipping', shipping);
    await app.register(shippingRoutes, { prefix: API_BASE_PATH, deps: shipping });
    const simulatedClock = scheduleShippingJobs({
      ...shipping,
      jobs: app.jobs,
      clockSeconds: config.simulatedCourierClockSeconds,
    });
    subscribeShippingMails({ ...shipping, mail: app.mailQueue, ownerEmail: config.mail.ownerEmail });
    app.addHook('onReady', async () => simulatedClock.start());
    app.addHook('onClose', async () => simulatedClock.stop());
  },
  { name: 'shipping', decorators: { fastify: ['orderLifecycle'] } },
);
