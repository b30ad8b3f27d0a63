import type { CourierProvider, Parcel, ShipmentDirection, ShipmentStatus } from '@shop/shared';

/**
 * The courier port: what the shop asks of a shipping aggregator. Two adapters, chosen by
 * configuration: Shiprocket (its REST API) and a simulated courier, the default with no set-up.
 * Amounts are paise, weights grams, sides centimetres; the adapter converts to its courier's units.
 */

/** A person and a place a parcel is picked up from or delivered to. */
export type CourierAddress = {
  name: string;
  phone: string;
  email?: string | undefined;
  line1: string;
  line2?: string | undefined;
  city: string;
  state: string;
  pin: string;
};

export type CourierItem = { name: string; sku: string; units: number; unitPricePaise: number; hsn?: string };

/** What a booking needs. `reference` is the shop's own name for the parcel (unique per booking). */
export type ShipmentRequest = {
  reference: string;
  direction: ShipmentDirection;
  orderDate: Date;
  /** The shopper: where a forward parcel goes, where a return is picked up. */
  customer: CourierAddress;
  items: CourierItem[];
  /** Cash the courier collects at the door (0 for prepaid and for returns). */
  collectPaise: number;
  subtotalPaise: number;
  parcel: Parcel;
};

/** A booked parcel: the courier's ids, the air waybill number, where to track it. */
export type BookedShipment = {
  providerOrderId: string;
  providerShipmentId: string;
  awb: string;
  courierName: string;
  trackingUrl: string;
};

/** One tracking update, the courier's status mapped to the shop's. `eventId` is unique per update. */
export type CourierEvent = {
  eventId: string;
  awb: string;
  status: ShipmentStatus;
  /** When the courier says it happened (its clock: the shop trusts it only up to its own now). */
  at: Date;
  /** The courier's own running number of the parcel's events, when it gives one: it orders them. */
  sequence?: number | null;
  location: string | null;
  description: string;
};

/** What the shop tells the courier after a failed delivery (the shopper's or the owner's choice). */
export type NdrAction =
  { type: 'reattempt' } | { type: 'change_address'; address: CourierAddress } | { type: 'return' };

/**
 * The courier refused a call or could not be reached. `retryable` says whether the same call
 * later may succeed (no answer, 429, 5xx); any other refusal is final.
 */
export class CourierError extends Error {
  override name = 'CourierError';
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean, options?: { cause?: unknown }) {
    super(message, options);
    this.retryable = retryable;
  }
}

export type Courier = {
  provider: CourierProvider;
  /** The simulated courier's own controls (development and tests); absent for a real courier. */
  simulated?: SimulatedCourier;
  /** Creates the courier's order, assigns an AWB and schedules the pickup. */
  book(request: ShipmentRequest): Promise<BookedShipment>;
  /** The shipping label to print and stick on the parcel, as PDF bytes. */
  label(shipment: BookedShipment, request: ShipmentRequest): Promise<Buffer>;
  /** Calls the parcel off; only before pickup. */
  cancel(shipment: BookedShipment): Promise<void>;
  /** Everything the courier knows about the parcel now, oldest first (the poll for silent shipments). */
  track(awb: string): Promise<CourierEvent[]>;
  /** Whether a webhook call carries the token set in the courier's dashboard. */
  verifyWebhook(headers: Record<string, string | string[] | undefined>): boolean;
  /** The webhook's body as a tracking update, or null when it is not one the shop follows. */
  parseWebhook(body: unknown): CourierEvent | null;
  /** Passes a failed delivery's outcome on to the courier. */
  resolveFailedDelivery(shipment: BookedShipment, action: NdrAction): Promise<void>;
};

/** What only the simulated courier can do: make a parcel's next event happen, as its webhook would tell it. */
export type SimulatedCourier = {
  /** The event the courier would send next for this AWB (remembered, so `track` answers it too). */
  happen(awb: string, status: ShipmentStatus, at?: Date): CourierEvent;
  /** The token its webhook carries in `x-api-key` (what a shop would set in a real courier's dashboard). */
  webhookToken: string;
  /** What the simulated courier was told after failed deliveries, newest last. */
  ndrActions: { awb: string; action: NdrAction }[];
  /** Parcels called off. */
  cancelled: string[];
};
