import crypto from 'node:crypto';
import { SHIPMENT_STATUS_LABELS, type ShipmentStatus } from '@shop/shared';
import { drawLabel } from './label.ts';
import type { Courier, CourierEvent, NdrAction } from './port.ts';

export const SIMULATED_COURIER_NAME = 'StoryFit Express (simulated)';

/** Where the simulated courier says a parcel is, by its status: plausible hubs between the shop and the shopper. */
const LOCATIONS: Partial<Record<ShipmentStatus, string>> = {
  picked_up: 'Ludhiana (Punjab)',
  in_transit: 'Delhi hub (Delhi)',
  returning_to_origin: 'Delhi hub (Delhi)',
  returned_to_origin: 'Ludhiana (Punjab)',
};

const tokensEqual = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
};

/**
 * The default courier: no account, no network. It books at once with an AWB like `SIM1234567890`,
 * draws its own label, and a parcel moves only when told (`simulated.happen`, which the
 * development-only events call and the demo clock use); each event then reaches the shop through
 * the same path as a real courier's webhook.
 */
export function simulatedCourier(options: { publicUrl: string; secret: string }): Courier {
  const history = new Map<string, CourierEvent[]>();
  const webhookToken = crypto.createHmac('sha256', options.secret).update('simulated-courier:webhook').digest('hex');
  const ndrActions: { awb: string; action: NdrAction }[] = [];
  const cancelled: string[] = [];
  return {
    provider: 'simulated',
    simulated: {
      webhookToken,
      ndrActions,
      cancelled,
      happen(awb, status, at = new Date()) {
        const event: CourierEvent = {
          eventId: `sim-${crypto.randomUUID()}`,
          awb,
          status,
          at,
          location: LOCATIONS[status] ?? null,
          description: SHIPMENT_STATUS_LABELS[status],
        };
        history.set(awb, [...(history.get(awb) ?? []), event]);
        return event;
      },
    },
    async book(request) {
      const digits = crypto.randomInt(0, 10_000_000_000).toString().padStart(10, '0');
      const awb = `SIM${digits}`;
      return {
        providerOrderId: `sim-order-${request.reference}`,
        providerShipmentId: `sim-shipment-${digits}`,
        awb,
        courierName: SIMULATED_COURIER_NAME,
        trackingUrl: `${options.publicUrl}/my-account?awb=${awb}`,
      };
    },
    label: drawLabel,
    async cancel(shipment) {
      cancelled.push(shipment.awb);
    },
    async track(awb) {
      return history.get(awb) ?? [];
    },
    verifyWebhook(headers) {
      const given = headers['x-api-key'];
      return typeof given === 'string' && tokensEqual(given, webhookToken);
    },
    parseWebhook(body) {
      if (!body || typeof body !== 'object') return null;
      const { eventId, awb, status, at, location, description, sequence } = body as Record<string, unknown>;
      if (typeof eventId !== 'string' || typeof awb !== 'string' || typeof status !== 'string') return null;
      if (!(status in SHIPMENT_STATUS_LABELS) || typeof at !== 'string' || Number.isNaN(Date.parse(at))) return null;
      return {
        eventId,
        awb,
        status: status as ShipmentStatus,
        at: new Date(at),
        sequence: Number.isSafeInteger(sequence) ? (sequence as number) : null,
        location: typeof location === 'string' ? location : null,
        description: typeof description === 'string' ? description : SHIPMENT_STATUS_LABELS[status as ShipmentStatus],
      };
    },
    async resolveFailedDelivery(shipment, action) {
      ndrActions.push({ awb: shipment.awb, action });
    },
  };
}
