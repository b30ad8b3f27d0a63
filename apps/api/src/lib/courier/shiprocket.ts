import crypto from 'node:crypto';
import { STORE, paiseToRupees, type ShipmentStatus } from '@shop/shared';
import {
  CourierError,
  type BookedShipment,
  type Courier,
  type CourierAddress,
  type CourierEvent,
  type NdrAction,
  type ShipmentRequest,
} from './port.ts';

export type ShiprocketConfig = {
  email: string;
  password: string;
  /** The security token set with the webhook in Shiprocket's panel; it comes back as `x-api-key`. */
  webhookToken: string | undefined;
  /** The pickup address's nickname exactly as it is in Shiprocket's panel. */
  pickupLocation: string;
  baseUrl: string;
};

export const SHIPROCKET_BASE_URL = 'https://apiv2.shiprocket.in/v1/external';
/** Shiprocket's token lasts ten days; it is renewed a day early (and at once on a 401). */
const TOKEN_LIFETIME_MS = 9 * 24 * 60 * 60 * 1000;
const TIMEOUT_MS = 20_000;

/**
 * Shiprocket's numeric shipment statuses (its tracking status table) as the shop's. Codes it does
 * not list here (manifests, packing steps, customs) say nothing the shop follows.
 */
const STATUS_BY_CODE: Readonly<Record<number, ShipmentStatus>> = {
  1: 'created', // AWB assigned
  2: 'created', // label generated
  3: 'created', // pickup scheduled
  4: 'created', // pickup queued
  5: 'created', // manifest generated
  19: 'created', // out for pickup
  42: 'picked_up',
  6: 'in_transit', // shipped
  18: 'in_transit',
  22: 'in_transit', // delayed
  38: 'in_transit', // reached destination hub
  39: 'in_transit', // misrouted
  48: 'in_transit', // reached warehouse
  17: 'out_for_delivery',
  7: 'delivered',
  23: 'delivered', // partially delivered
  26: 'delivered', // fulfilled
  21: 'delivery_failed', // undelivered
  77: 'delivery_failed', // issue related to the recipient
  9: 'returning_to_origin', // RTO initiated
  14: 'returning_to_origin', // RTO acknowledged
  40: 'returning_to_origin', // RTO NDR
  41: 'returning_to_origin', // RTO out for delivery
  46: 'returning_to_origin', // RTO in transit
  75: 'returning_to_origin', // RTO lock
  78: 'returning_to_origin', // reached back at seller city
  10: 'returned_to_origin', // RTO delivered
  12: 'lost',
  24: 'lost', // destroyed
  25: 'lost', // damaged
  44: 'lost', // disposed off
  76: 'lost', // untraceable
  8: 'cancelled',
  45: 'cancelled', // cancelled before dispatch
};

/** Its status labels, for a scan or webhook that carries a label and no code the table knows. */
const STATUS_BY_LABEL: Readonly<Record<string, ShipmentStatus>> = {
  'PICKED UP': 'picked_up',
  SHIPPED: 'in_transit',
  'IN TRANSIT': 'in_transit',
  'REACHED AT DESTINATION HUB': 'in_transit',
  'OUT FOR DELIVERY': 'out_for_delivery',
  DELIVERED: 'delivered',
  UNDELIVERED: 'delivery_failed',
  'RTO INITIATED': 'returning_to_origin',
  'RTO IN TRANSIT': 'returning_to_origin',
  'RTO DELIVERED': 'returned_to_origin',
  LOST: 'lost',
  CANCELED: 'cancelled',
  CANCELLED: 'cancelled',
};

export function shiprocketStatus(code: unknown, label?: unknown): ShipmentStatus | null {
  const numeric = typeof code === 'number' ? code : typeof code === 'string' ? Number(code) : NaN;
  const byCode = Number.isInteger(numeric) ? STATUS_BY_CODE[numeric] : undefined;
  if (byCode) return byCode;
  return typeof label === 'string' ? (STATUS_BY_LABEL[label.trim().toUpperCase()] ?? null) : null;
}

/** Shiprocket's times are India's wall clock: `2023-05-19 11:59:16` or, in webhooks, `23 05 2023 11:43:52`. */
export function shiprocketTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  let match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value.trim());
  let parts: string[] | undefined;
  if (match) parts = [match[1]!, match[2]!, match[3]!, match[4]!, match[5]!, match[6] ?? '00'];
  else {
    match = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
    if (match) parts = [match[3]!, match[2]!, match[1]!, match[4]!, match[5]!, match[6]!];
  }
  if (!parts) return null;
  const at = new Date(`${parts[0]}-${parts[1]}-${parts[2]}T${parts[3]}:${parts[4]}:${parts[5]}+05:30`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** One tracking update's id: the same scan told by the webhook and by a later poll gets the same id. */
const eventIdOf = (awb: string, code: unknown, at: Date) => `${awb}:${String(code)}:${at.toISOString()}`;

const orderDate = (date: Date) => {
  const india = new Date(date.getTime() + 330 * 60_000).toISOString();
  return `${india.slice(0, 10)} ${india.slice(11, 16)}`;
};

const splitName = (name: string) => {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { first: first ?? name, last: rest.join(' ') };
};

const tokensEqual = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
};

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

/**
 * Shiprocket behind the courier port, over its REST API (v1/external): a token from
 * `/auth/login` kept nine days and renewed on a 401; an order created ad hoc (or as a return),
 * its AWB assigned and its pickup asked for; the label made and downloaded; tracking by AWB;
 * undelivered parcels answered through the NDR action. Shiprocket has no sandbox and no
 * idempotency key, so the shop calls it once per booking and never retries a booking itself.
 */
export function shiprocketCourier(config: ShiprocketConfig, fetchImpl: typeof fetch = fetch): Courier {
  let token: { value: string; until: number } | null = null;

  async function send(method: string, path: string, body: unknown, auth: string | null): Promise<Response> {
    try {
      return await fetchImpl(`${config.baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(auth ? { authorization: `Bearer ${auth}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new CourierError(`Shiprocket could not be reached (${method} ${path})`, true, { cause: error });
    }
  }

  async function refusal(response: Response, what: string): Promise<CourierError> {
    const text = await response.text().catch(() => '');
    let message = text.slice(0, 300);
    try {
      const parsed = obj(JSON.parse(text));
      const errors = obj(parsed.errors);
      const first = Object.values(errors).flat()[0];
      message = String(parsed.message ?? first ?? message);
    } catch {
      // not JSON: the text as it came
    }
    const retryable = response.status === 429 || response.status >= 500;
    return new CourierError(`Shiprocket ${what}: ${response.status} ${message}`.trim(), retryable);
  }

  async function login(): Promise<string> {
    const response = await send('POST', '/auth/login', { email: config.email, password: config.password }, null);
    if (!response.ok) throw await refusal(response, 'refused the log-in');
    const body = obj(await response.json());
    if (typeof body.token !== 'string') throw new CourierError('Shiprocket answered the log-in without a token', true);
    token = { value: body.token, until: Date.now() + TOKEN_LIFETIME_MS };
    return body.token;
  }

  /** An authorised call; a 401 (the token revoked or expired early) logs in again once. */
  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    const current = token && token.until > Date.now() ? token.value : await login();
    let response = await send(method, path, body, current);
    if (response.status === 401) {
      token = null;
      response = await send(method, path, body, await login());
    }
    if (!response.ok) throw await refusal(response, `refused ${method} ${path}`);
    return response;
  }

  const callJson = async (method: string, path: string, body?: unknown) =>
    obj(await (await call(method, path, body)).json().catch(() => ({})));

  const items = (request: ShipmentRequest) =>
    request.items.map((item) => ({
      name: item.name,
      sku: item.sku,
      units: item.units,
      selling_price: paiseToRupees(item.unitPricePaise),
      ...(item.hsn ? { hsn: item.hsn } : {}),
    }));
  const dimensions = (request: ShipmentRequest) => ({
    length: request.parcel.lengthCm,
    breadth: request.parcel.breadthCm,
    height: request.parcel.heightCm,
    weight: request.parcel.weightGrams / 1000,
  });
  const person = (prefix: 'billing' | 'pickup' | 'shipping', who: CourierAddress) => {
    const { first, last } = splitName(who.name);
    const name =
      prefix === 'billing'
        ? { billing_customer_name: first, billing_last_name: last }
        : { [`${prefix}_customer_name`]: who.name };
    return {
      ...name,
      [`${prefix}_address`]: who.line1,
      [`${prefix}_address_2`]: who.line2 ?? '',
      [`${prefix}_city`]: who.city,
      [`${prefix}_pincode`]: who.pin,
      [`${prefix}_state`]: who.state,
      [`${prefix}_country`]: 'India',
      [`${prefix}_email`]: who.email ?? '',
      [`${prefix}_phone`]: who.phone,
    };
  };
  const shop: CourierAddress = {
    name: STORE.name,
    phone: STORE.phone.replace(/\D/g, '').slice(-10),
    email: STORE.supportEmail,
    line1: STORE.address.line1,
    line2: STORE.address.line2,
    city: STORE.address.city,
    state: STORE.address.state,
    pin: STORE.address.postalCode,
  };

  function trackingUrl(awb: string) {
    return `https://shiprocket.co/tracking/${awb}`;
  }

  return {
    provider: 'shiprocket',
    async book(request) {
      const created =
        request.direction === 'forward'
          ? await callJson('POST', '/orders/create/adhoc', {
              order_id: request.reference,
              order_date: orderDate(request.orderDate),
              pickup_location: config.pickupLocation,
              ...person('billing', request.customer),
              shipping_is_billing: true,
              order_items: items(request),
              payment_method: request.collectPaise > 0 ? 'COD' : 'Prepaid',
              sub_total: paiseToRupees(request.subtotalPaise),
              ...dimensions(request),
            })
          : await callJson('POST', '/orders/create/return', {
              order_id: request.reference,
              order_date: orderDate(request.orderDate),
              ...person('pickup', request.customer),
              ...person('shipping', shop),
              order_items: items(request),
              payment_method: 'Prepaid',
              sub_total: paiseToRupees(request.subtotalPaise),
              ...dimensions(request),
            });
      const orderId = created.order_id;
      const shipmentId = created.shipment_id;
      if (orderId === undefined || shipmentId === undefined || orderId === null || shipmentId === null) {
        throw new CourierError(`Shiprocket did not create the order: ${String(created.message ?? 'no ids')}`, false);
      }
      const assigned = await callJson('POST', '/courier/assign/awb', {
        shipment_id: shipmentId,
        ...(request.direction === 'return' ? { is_return: 1 } : {}),
      });
      const data = obj(obj(assigned.response).data);
      if (assigned.awb_assign_status !== 1 || typeof data.awb_code !== 'string' || data.awb_code === '') {
        const reason = data.awb_assign_error ?? assigned.message ?? 'no AWB';
        throw new CourierError(`Shiprocket assigned no AWB: ${String(reason)}`, false);
      }
      const awb = data.awb_code;
      // The pickup is asked for at once; a refusal here (a pickup already scheduled for the day)
      // leaves the booking standing, and Shiprocket's own pickup schedule collects the parcel.
      await call('POST', '/courier/generate/pickup', { shipment_id: [shipmentId] }).catch((error: unknown) => {
        if (error instanceof CourierError && !error.retryable) return;
        throw error;
      });
      return {
        providerOrderId: String(orderId),
        providerShipmentId: String(shipmentId),
        awb,
        courierName: typeof data.courier_name === 'string' && data.courier_name ? data.courier_name : 'Shiprocket',
        trackingUrl: trackingUrl(awb),
      };
    },
    async label(shipment) {
      const made = await callJson('POST', '/courier/generate/label', {
        shipment_id: [Number(shipment.providerShipmentId)],
      });
      if (made.label_created !== 1 || typeof made.label_url !== 'string') {
        throw new CourierError(`Shiprocket made no label: ${String(made.response ?? made.message ?? '')}`, false);
      }
      let file: Response;
      try {
        file = await fetchImpl(made.label_url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch (error) {
        throw new CourierError('The label could not be downloaded from Shiprocket', true, { cause: error });
      }
      if (!file.ok) throw await refusal(file, 'label download failed');
      return Buffer.from(await file.arrayBuffer());
    },
    async cancel(shipment: BookedShipment) {
      await call('POST', '/orders/cancel', { ids: [Number(shipment.providerOrderId)] });
    },
    async track(awb) {
      const body = obj(obj(await callJson('GET', `/courier/track/awb/${encodeURIComponent(awb)}`)).tracking_data);
      const scans = Array.isArray(body.shipment_track_activities) ? body.shipment_track_activities : [];
      const events: CourierEvent[] = [];
      for (const raw of scans) {
        const scan = obj(raw);
        const status = shiprocketStatus(scan['sr-status'], scan['sr-status-label']);
        const at = shiprocketTime(scan.date);
        if (!status || !at) continue;
        events.push({
          eventId: eventIdOf(awb, scan['sr-status'], at),
          awb,
          status,
          at,
          location: typeof scan.location === 'string' && scan.location !== 'NA' ? scan.location : null,
          description: typeof scan.activity === 'string' ? scan.activity.trim() : String(scan['sr-status-label']),
        });
      }
      return events.sort((a, b) => a.at.getTime() - b.at.getTime());
    },
    verifyWebhook(headers) {
      const given = headers['x-api-key'];
      return Boolean(config.webhookToken) && typeof given === 'string' && tokensEqual(given, config.webhookToken!);
    },
    parseWebhook(input) {
      const body = obj(input);
      const awb = body.awb === undefined || body.awb === null ? '' : String(body.awb);
      const code = body.shipment_status_id ?? body.current_status_id;
      const status = shiprocketStatus(code, body.shipment_status ?? body.current_status);
      const at = shiprocketTime(body.current_timestamp);
      if (!awb || !status || !at) return null;
      const scans = Array.isArray(body.scans) ? body.scans.map(obj) : [];
      const last = scans[scans.length - 1];
      return {
        eventId: eventIdOf(awb, code, at),
        awb,
        status,
        at,
        location: typeof last?.location === 'string' ? last.location : null,
        description: String(body.current_status ?? body.shipment_status ?? status),
      };
    },
    async resolveFailedDelivery(shipment, action: NdrAction) {
      const body =
        action.type === 'reattempt'
          ? { action: 're-attempt', comments: 'The customer asked for another attempt' }
          : action.type === 'change_address'
            ? {
                action: 're-attempt',
                comments: 'The customer gave a new address or phone number',
                address1: action.address.line1,
                address2: [action.address.line2, action.address.city, action.address.state, action.address.pin]
                  .filter(Boolean)
                  .join(', '),
                phone: action.address.phone,
              }
            : { action: 'return', comments: 'The customer cancelled the order' };
      await call('POST', `/ndr/${encodeURIComponent(shipment.awb)}/action`, body);
    },
  };
}
