import type { NdrChoice, ShipmentDirection, ShipmentStatus } from '@shop/shared';

/** What every shipment event says of its parcel: a return parcel names its return, for the returns feature. */
type About = {
  shipmentId: string;
  orderId: string;
  direction: ShipmentDirection;
  returnId: string | null;
  awb: string;
};

/**
 * What the shipping module announces through the outbox, in the transaction of the change. A
 * returns feature subscribes to the return parcels' events (received is `delivered` there).
 */
export type ShipmentDomainEvent =
  | ({ type: 'shipment.booked' } & About)
  /** The parcel's status moved along the shipment table (one courier event, or the owner's cancel). */
  | ({ type: 'shipment.status-changed'; from: ShipmentStatus; to: ShipmentStatus; at: string } & About)
  /** The shopper (or, after the wait, the owner) chose what happens after a failed delivery: the courier is told by a job. */
  | ({ type: 'shipment.failed-delivery-answered'; choice: NdrChoice; by: 'shopper' | 'owner' } & About)
  /** Nobody answered a failed delivery in time: the owner decides now. */
  | ({ type: 'shipment.failed-delivery-unanswered' } & About);

export type ShipmentDomainEventType = ShipmentDomainEvent['type'];
