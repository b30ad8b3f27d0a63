import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  API,
  API_BASE_PATH,
  Parcel,
  SHIPMENT_ADMIN_TEXTS,
  ShipmentAnswer,
  type CreateShipmentBody,
} from '@shop/shared';
import { request } from '../../../lib/api-client';
import { shippingKeys } from './shipping-keys';

/** The parcel the products' package defaults add up to: the create form's starting values. */
export const parcelQuery = (orderId: string) =>
  queryOptions({
    queryKey: shippingKeys.parcel(orderId),
    queryFn: () =>
      request({ method: 'get', url: API.order.parcel(orderId) }, Parcel, SHIPMENT_ADMIN_TEXTS.parcelFailed),
  });
export const useParcel = (orderId: string, enabled: boolean) => useQuery({ ...parcelQuery(orderId), enabled });

export const createShipment = ({ orderId, body }: { orderId: string; body: CreateShipmentBody }) =>
  request(
    { method: 'post', url: API.order.shipment(orderId), data: body satisfies CreateShipmentBody },
    ShipmentAnswer,
    SHIPMENT_ADMIN_TEXTS.createFailed,
  );

export const cancelShipment = (orderId: string) =>
  request({ method: 'delete', url: API.order.shipment(orderId) }, ShipmentAnswer, SHIPMENT_ADMIN_TEXTS.cancelFailed);

/** The label and packing slip PDFs, opened by the browser with the admin's session cookie. */
export const shipmentDocumentUrl = (orderId: string, kind: 'label' | 'packingSlip') =>
  `${API_BASE_PATH}${kind === 'label' ? API.order.shipmentLabel(orderId) : API.order.packingSlip(orderId)}`;
