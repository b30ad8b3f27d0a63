import type { Language, Return } from '@shop/shared';
import type { Jobs } from '../../lib/jobs/jobs.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import type { ShipmentDomainEvent } from '../shipping/index.ts';
import type { MailSite } from '../../lib/mail/layout.ts';
import type { MailQueue } from '../../lib/mail/mail-queue.ts';
import { returnMail } from './returns.mails.ts';
import { refundsOfReturns } from '../payments/index.ts';
import { mailLanguageOf } from '../orders/index.ts';
import { returnShopperId, variantsOfOrderItems } from './returns.repository.ts';
import { hindiNamesOfVariants } from '../catalogue/index.ts';
import type { Db } from '../../db/client.ts';
import {
  expireExchanges,
  loadReturns,
  receiveReturnParcel,
  sendReplacementAtPickup,
  shipReplacement,
  type ReturnsDeps,
} from './returns.service.ts';

/**
 * The return with its lines' products and colours named in `language`: their Hindi names where the
 * admin wrote them, reached through the order line each return line returns (the return itself
 * keeps the English names the order was sold under). docs/decisions/0323.
 */
async function namedIn(db: Db, ret: Return, language: Language): Promise<Return> {
  if (language !== 'hi') return ret;
  const variantOf = await variantsOfOrderItems(
    db,
    ret.lines.map((line) => line.itemId),
  );
  const names = await hindiNamesOfVariants(db, [...new Set(variantOf.values())], language);
  if (names.size === 0) return ret;
  return {
    ...ret,
    lines: ret.lines.map((line) => {
      const variantId = variantOf.get(line.itemId);
      const hindi = variantId ? names.get(variantId) : undefined;
      if (!hindi) return line;
      return { ...line, productName: hindi.product ?? line.productName, colorName: hindi.color ?? line.colorName };
    }),
  };
}

/** A return's mail of `step`, in the language of the shopper's account, its lines named in it. */
async function mailOf(db: Db, ret: Return, step: Parameters<typeof returnMail>[1], site: MailSite) {
  const userId = await returnShopperId(db, ret._id);
  const language = userId ? await mailLanguageOf(db, userId) : 'en';
  return returnMail(await namedIn(db, ret, language), step, site, language);
}

/** The queue of the exchange expiry, run every hour. */
export const EXCHANGE_EXPIRY_QUEUE = 'returns.exchange-expiry';

/**
 * The returns module's durable work: the hourly expiry of exchanges whose parcel never came, the
 * return's state following its refund's moves in the ledger, and a mail for every step, sent once
 * per event.
 */
export function scheduleReturnJobs(deps: ReturnsDeps & { jobs: Jobs; mail: MailQueue; site: MailSite }) {
  const { jobs, mail, site, ...returns } = deps;
  jobs.every(EXCHANGE_EXPIRY_QUEUE, '17 * * * *', async () => {
    const expired = await expireExchanges(returns);
    if (expired.length > 0) deps.log?.info({ returns: expired }, 'exchanges expired, held sizes released');
  });
  // A return's provider refund is the ledger's to send and settle; the return hears of each move
  // of it, in the same transaction, and tells the shopper (the mails below).
  returns.ledger.onRefundChanged(async (tx, refund) => {
    if (refund.cause !== 'return' || refund.route !== 'provider' || !refund.returnId) return;
    const parts = (await refundsOfReturns(tx, [refund.returnId])).filter((r) => r.route === 'provider');
    const status = parts.some((r) => r.status === 'failed')
      ? 'failed'
      : parts.some((r) => r.status === 'pending')
        ? 'pending'
        : 'processed';
    await returns.outbox.emit(tx, [{ type: 'return.refund-updated', returnId: refund.returnId, status }]);
  });
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
      await mail.send(returns.db, `return:${meta.eventId}`, await mailOf(returns.db, ret, step, site));
    },
    { when: (event) => event.type !== 'return.refund-updated' || event.status !== 'pending' },
  );
}

/**
 * Parcels through the courier. Reverse pickups: an approved return's parcel is booked by a job
 * after the approval commits (booked once however often the job runs), and the return parcel's
 * delivery to the shop marks the return received. Replacements: a sent replacement's forward
 * parcel is booked by a job (once however often it runs), and the shopper mailed its AWB; when
 * the owner ships replacements at pickup, the return parcel's pickup sends it. Without a courier
 * wired, the shopper sends the parcel to the return address, the owner marks it received and
 * ships the replacement by hand.
 */
export function subscribeReturnPickups(
  deps: ReturnsDeps & { shipments: Outbox<ShipmentDomainEvent>; mail: MailQueue; site: MailSite },
) {
  const { shipments, mail, site, ...returns } = deps;
  if (returns.replacements) {
    returns.outbox.on('return-replacements', ['return.replacement-due'], async (event) => {
      if (!(await shipReplacement(returns, event.returnId))) return;
      const [shipped] = await loadReturns(returns, [event.returnId]);
      if (shipped?.replacement)
        await mail.send(
          returns.db,
          `return-replacement:${shipped._id}`,
          await mailOf(returns.db, shipped, 'replacementShipped', site),
        );
    });
    shipments.on(
      'return-replacement-at-pickup',
      ['shipment.status-changed'],
      async (event) => {
        if (event.returnId) await sendReplacementAtPickup(returns, event.returnId, event.to);
      },
      { when: (event) => event.direction === 'return' && event.returnId !== null && event.to !== 'cancelled' },
    );
  }
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
        await mail.send(
          returns.db,
          `return-pickup:${booked._id}`,
          await mailOf(returns.db, booked, 'pickupBooked', site),
        );
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
