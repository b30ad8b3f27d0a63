import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@shop/shared';
import { dataDirSecret } from '../../lib/secrets/data-dir-secret.ts';
import funnelRoutes from './funnel.routes.ts';
import { forgetOldMarks, lineAddedCounter } from './funnel.service.ts';

/** The nightly schedule that forgets the visitors' marks of past days (the counts stay). */
export const FUNNEL_MARKS_PRUNE_QUEUE = 'funnel.prune-marks';

/**
 * The shopper funnel: product views and checkouts from the storefront's beacon, lines put in a
 * bag from the cart (the `cartLineAdded` port it provides), each counted once per shopper, step and
 * day on the server; orders placed and confirmed, counted from the orders when the owner reads the
 * figures.
 */
export const funnelModule = fp(
  async (app) => {
    const deps = { db: app.db, secret: dataDirSecret(app.config, '.funnel-secret') };
    app.decorate('cartLineAdded', lineAddedCounter(deps, app.log));
    app.jobs.every(FUNNEL_MARKS_PRUNE_QUEUE, '29 3 * * *', async () => {
      const deleted = await forgetOldMarks(app.db);
      if (deleted > 0) app.log.info({ deleted }, 'funnel marks of past days forgotten');
    });
    await app.register(funnelRoutes, { prefix: API_BASE_PATH, deps });
  },
  { name: 'funnel' },
);
