import type { OrderStatus } from '@shop/shared';

export type StatusTone = 'yellow' | 'green' | 'red';

/** The colour of each order status, wherever one is shown: open yellow, on its way or arrived green, cancelled red. */
export const ORDER_STATUS_TONES: Readonly<Record<OrderStatus, StatusTone>> = {
  pending: 'yellow',
  awaiting_confirmation: 'yellow',
  processing: 'yellow',
  shipped: 'green',
  delivered: 'green',
  cancelled: 'red',
};
