/** Query keys of the shipping screens. */
export const shippingKeys = {
  all: ['shipping'] as const,
  parcel: (orderId: string) => ['shipping', 'parcel', orderId] as const,
  failedDelivery: (token: string) => ['shipping', 'failed-delivery', token] as const,
};
