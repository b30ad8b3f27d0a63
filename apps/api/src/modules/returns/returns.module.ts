import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@shop/shared';
import { outboxOf } from '../../lib/outbox/outbox.ts';
import {
  bookReplacementShipment,
  bookReturnShipment,
  replacementShipmentOf,
  returnShipmentOf,
  type ShipmentDomainEvent,
} from '../shipping/index.ts';
import type { ReturnEvent } from './returns.events.ts';
import { scheduleReturnJobs, subscribeReturnPickups } from './returns.jobs.ts';
import returnsRoutes from './returns.routes.ts';
import type { ReturnsDeps } from './returns.service.ts';

/**
 * The returns module: returns and size exchanges of delivered orders, their parcels booked with
 * the courier through the shipping module's `shipping` port, their refunds through the ledger;
 * the exchanges' expiry and the pickups' and replacements' jobs.
 */
export const returnsModule = fp(
  async (app) => {
    const { shipping } = app;
    const returns: ReturnsDeps = {
      db: app.db,
      outbox: outboxOf<ReturnEvent>(app.outbox),
      inventory: app.inventory,
      ledger: app.ledger,
      payments: app.payments,
      returnAddress: app.config.returnAddress,
      // Approved returns are picked up by the same courier that delivers (a reverse shipment).
      pickups: { book: (input) => bookReturnShipment(shipping, input), of: returnShipmentOf },
      // An exchange's replacement ships as a forward parcel of the same order, through the same courier.
      replacements: { ship: (input) => bookReplacementShipment(shipping, input), of: replacementShipmentOf },
      log: app.log,
    };
    await app.register(returnsRoutes, { prefix: API_BASE_PATH, deps: returns });
    scheduleReturnJobs({ ...returns, jobs: app.jobs, mail: app.mailQueue, site: app.mailSite });
    subscribeReturnPickups({
      ...returns,
      shipments: outboxOf<ShipmentDomainEvent>(app.outbox),
      mail: app.mailQueue,
      site: app.mailSite,
    });
  },
  { name: 'returns', decorators: { fastify: ['shipping', 'inventory', 'ledger'] } },
);
