import type { Jobs } from '../../lib/jobs/jobs.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import type { ShipmentDomainEvent } from '../shipping/index.ts';
import type { MailQueue } from '../../lib/mail/mail-queue.ts';
import { returnMail } from './returns.mails.ts';
import {
  expireExchanges,
  giveUpReturnRefund,
  loadReturns,
  receiveReturnParcel,
  sendReturnRefund,
  type ReturnsDeps,
} from './returns.service.ts';

/** The queue of the exchange expiry, run every hour. */
export const EXCHANGE_EXPIRY_QUEUE = 'returns.exchange-expiry';

/**
 * The returns module's durable work: the hourly expiry of exchanges whose parcel never came, each
 * `return.refund-due` event's refund call (tried until the provider answers, given up after a
 * day), and a mail for every step, sent once per event.
 */
export function scheduleReturnJobs(deps: ReturnsDeps & { jobs: Jobs; mail: MailQueue }) {
  const { jobs, mail, ...returns } = deps;
  jobs.every(EXCHANGE_EXPIRY_QUEUE, '17 * * * *', async () => {
    const expired = await expireExchanges(returns);
    if (expired.length > 0) deps.log?.info({ returns: expired }, 'exchanges expired, held sizes released');
  });
  returns.outbox.on(
    'return-refunds',
    ['return.refund-due'],
    async (event) => {
      await sendReturnRefund(returns, event.returnId);
    },
    { onDead: (event, _meta, lastError) => giveUpReturnRefund(returns, event.returnId, lastError) },
  );
  returns.outbox.on(
    'return-mails',
    ['return.requested', 'return.status-changed', 'return.refund-updated'],
    async (event, meta) => {
      const [ret] = await loadReturns(returns, [event.returnId]);
      if (!ret) return;
      const step =
        event.type === 'return.requested'
          ? 'requested'
          : event.type === 'return.status-changed'
            ? event.to
            : event.status === 'processed'
              ? 'refunded'
              : event.status === 'failed'
                ? 'refundFailed'
                : null;
      if (!step || (step === 'requested' && event.type !== 'return.requested')) return;
      // With a courier picking parcels up, the shopper hears of the approval with the pickup's details.
      if (step === 'approved' && returns.pickups) return;
      await mail.send(returns.db, `return:${meta.eventId}`, returnMail(ret, step));
    },
    { when: (event) => event.type !== 'return.refund-updated' || event.status !== 'pending' },
  );
}

/**
 * Reverse pickups through the courier: an approved return's parcel is booked by a job after the
 * approval commits (booked once however often the job runs), and the return parcel's delivery to
 * the shop marks the return received. Without a courier wired, the shopper sends the parcel to
 * the return address and the owner marks it received by hand.
 */
export function subscribeReturnPickups(
  deps: ReturnsDeps & { shipments: Outbox<ShipmentDomainEvent>; mail: MailQueue },
) {
  const { shipments, mail, ...returns } = deps;
  const pickups = returns.pickups;
  if (!pickups) return;
  returns.outbox.on(
    'return-pickups',
    ['return.status-changed'],
    async (event) => {
      const [ret] = await loadReturns(returns, [event.returnId]);
      if (!ret || ret.status !== 'approved') return;
      await pickups.book({
        orderId: ret.orderId,
        returnId: ret._id,
        lines: ret.lines.map((line) => ({ orderItemId: line.itemId, quantity: line.quantity })),
      });
      const [booked] = await loadReturns(returns, [event.returnId]);
      if (booked?.pickup)
        await mail.send(returns.db, `return-pickup:${booked._id}`, returnMail(booked, 'pickupBooked'));
    },
    { when: (event) => event.type === 'return.status-changed' && event.to === 'approved' },
  );
  shipments.on(
    'return-parcels',
    ['shipment.status-changed'],
    async (event) => {
      if (event.returnId) await receiveReturnParcel(returns, event.returnId);
    },
    { when: (event) => event.direction === 'return' && event.to === 'delivered' && event.returnId !== null },
  );
}
