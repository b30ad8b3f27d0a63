// Two folders of one tree importing each other, through files that form no circle of their own.
import { shipmentLabel } from '../shipping/shipment.ts';

export const orderLabel = (id: string): string => `order ${id}, ${shipmentLabel(id)}`;
