import type { Jobs } from '../../lib/jobs/jobs.ts';
import {
  callOffParcelOfCancelledOrder,
  handUnansweredToOwner,
  pollSilentShipments,
  tellCourier,
  walkSimulatedShipments,
  type ShippingDeps,
} from './shipping.service.ts';

/** The queue of the poll for parcels the courier has said nothing of for 12 hours (every hour). */
export const SHIPPING_POLL_QUEUE = 'shipping.poll';
/** The queue that hands unanswered failed deliveries to the owner (every ten minutes). */
export const FAILED_DELIVERY_WAIT_QUEUE = 'shipping.failed-delivery-wait';

/**
 * The shipping module's durable work: the poll and the failed-delivery wait on schedules (each
 * once across instances), and each answered failed delivery told to the courier by a job of its
 * own, tried again while the courier is away; so is calling off the parcel of an order cancelled
 * before pickup. With `clockSeconds` (demos, simulated courier only)
 * a timer walks every simulated parcel one step forward each tick.
 */
export function scheduleShippingJobs(deps: ShippingDeps & { jobs: Jobs; clockSeconds?: number | undefined }) {
  const { jobs, clockSeconds, ...shipping } = deps;
  jobs.every(SHIPPING_POLL_QUEUE, '17 * * * *', async () => {
    const moved = await pollSilentShipments(shipping);
    if (moved > 0) deps.log?.info({ moved }, 'silent shipments moved by the tracking poll');
  });
  jobs.every(FAILED_DELIVERY_WAIT_QUEUE, '*/10 * * * *', async () => {
    const handed = await handUnansweredToOwner(shipping);
    if (handed > 0) deps.log?.info({ handed }, 'failed deliveries handed to the owner');
  });
  shipping.outbox.on('courier-ndr', ['shipment.failed-delivery-answered'], async (event) => {
    await tellCourier(shipping, event.shipmentId, event.choice);
  });
  // A parcel back at origin cancels its own order: there is nothing left to call off then.
  shipping.lifecycle.events.subscribe(
    'cancelled-order-parcel',
    ['order.cancelled'],
    async (event) => {
      await callOffParcelOfCancelledOrder(shipping, event.orderId);
    },
    { when: (event) => event.reason !== 'returned-to-origin' && event.from === 'processing' },
  );
  if (!clockSeconds || !shipping.courier.simulated) return { start() {}, stop() {} };
  let timer: NodeJS.Timeout | undefined;
  return {
    start() {
      timer = setInterval(() => {
        walkSimulatedShipments(shipping).catch((error: unknown) =>
          deps.log?.warn({ err: error }, 'simulated clock tick failed'),
        );
      }, clockSeconds * 1000);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
