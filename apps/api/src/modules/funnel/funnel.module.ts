import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@shop/shared';
import { dataDirSecret } from '../../lib/secrets/data-dir-secret.ts';
import funnelRoutes from './funnel.routes.ts';
import { countOrderEvent, countsOrderEvent, forgetOldMarks, lineAddedCounter } from './funnel.service.ts';

/** The nightly schedule that forgets the visitors' marks of past days (the counts stay). */
export const FUNNEL_MARKS_PRUNE_QUEUE = 'funnel.prune-marks';

/**
 * The shopper funnel: product views and checkouts from the storefront's beacon, lines put in a
 * bag from the cart (the `cartLineAdded` port it provides), orders placed and confirmed from the
 * order events, each counted once per shopper, step and day on the server; and the owner's figures.
 */
export const funnelModule = fp(
  async (app) => {
    const deps = { db: app.db, secret: dataDirSecret(app.config, '.funnel-secret') };
    app.decorate('cartLineAdded', lineAddedCounter(deps, app.log));
    app.orderEvents.subscribe(
      'funnel',
      ['order.placed', 'order.confirmed'],
      (event, meta) => countOrderEvent(deps, event, meta.occurredAt),
      { when: countsOrderEvent },
    );
    app.jobs.every(FUNNEL_MARKS_PRUNE_QUEUE, '29 3 * * *', async () => {
      const deleted = await forgetOldMarks(app.db);
      if (deleted > 0) app.log.info({ deleted }, 'funnel marks of past days forgotten');
    });
    await app.register(funnelRoutes, { prefix: API_BASE_PATH, deps });
  },
  { name: 'funnel', decorators: { fastify: ['orderEvents'] } },
);
