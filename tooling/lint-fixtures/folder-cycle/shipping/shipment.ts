import type { OrderStatus } from '../orders/order-status.ts';

export const shipmentLabel = (id: string, status: OrderStatus = 'placed'): string => `shipment ${id} (${status})`;
