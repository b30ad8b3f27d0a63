import {
  ADMIN_STATUS_TARGETS,
  CANCELLATION_WINDOW_HOURS,
  FINAL_ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type AdminStatusTarget,
} from '../constants.ts';
import { CANCELLATION_TEXTS, ORDER_SERVER_MESSAGES } from './orders.texts.ts';
import type { Order, OrderStatus, PaymentMethod, PaymentStatus } from './orders.schemas.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The part of an order the customer's cancellation rule reads. */
export type CancellableOrder = {
  status: OrderStatus;
  createdAt: string | Date;
  cancellationRequest: { requested: boolean };
};

/**
 * Why the customer may not ask to cancel this order, or null when they may: once, while it is
 * pending or processing, within 24 hours of placing it, never after shipping.
 */
export function cancellationRequestRefusal(order: CancellableOrder, now: Date | number = Date.now()): string | null {
  if (order.status === 'cancelled') return ORDER_SERVER_MESSAGES.cancelAlreadyCancelled;
  if (order.status === 'delivered') return ORDER_SERVER_MESSAGES.cancelDelivered;
  if (order.status === 'shipped') return ORDER_SERVER_MESSAGES.cancelShipped;
  if (order.cancellationRequest.requested) return ORDER_SERVER_MESSAGES.cancelAlreadyRequested;
  const placed = new Date(order.createdAt).getTime();
  if (new Date(now).getTime() - placed >= CANCELLATION_WINDOW_HOURS * HOUR_MS) {
    return ORDER_SERVER_MESSAGES.cancelWindowOver(CANCELLATION_WINDOW_HOURS);
  }
  return null;
}

export const canCustomerRequestCancellation = (order: CancellableOrder, now: Date | number = Date.now()) =>
  cancellationRequestRefusal(order, now) === null;

/** The payment part of an order the admin's choices depend on. */
export type PaymentState = { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus };

/**
 * The statuses the admin may pick for an order in `status`: the declared table, and for an online
 * order that is not paid only cancelling (it must not ship before the money arrived).
 */
export function adminStatusChoices(status: OrderStatus, payment?: PaymentState): readonly AdminStatusTarget[] {
  const allowed = ORDER_TRANSITIONS[status];
  if (payment && payment.paymentMethod === 'online' && payment.paymentStatus !== 'paid') {
    return allowed.filter((target) => target === 'cancelled');
  }
  return allowed;
}

/** Why the admin may not move this order to `target`, or null when the lifecycle allows it. */
export function adminStatusRefusal(
  order: { orderNumber: number | string; status: OrderStatus } & PaymentState,
  target: AdminStatusTarget,
): string | null {
  const ref = `Order #${order.orderNumber}`;
  if (FINAL_ORDER_STATUSES.includes(order.status)) {
    return `${ref} is already ${order.status} and can no longer be changed`;
  }
  if (order.status === target) return `${ref} is already ${target}`;
  if (!ORDER_TRANSITIONS[order.status].includes(target)) {
    return `${ref} is ${order.status} and cannot go back to ${target}`;
  }
  if (!adminStatusChoices(order.status, order).includes(target)) {
    return `${ref} has not been paid yet; it can only be cancelled`;
  }
  return null;
}

/** Every admin target, each with whether the lifecycle allows it from this order's state. */
export const adminStatusOptions = (order: { status: OrderStatus } & PaymentState) =>
  ADMIN_STATUS_TARGETS.map((target) => ({
    target,
    allowed: adminStatusChoices(order.status, order).includes(target),
  }));

/** Whether the admin still has to decide the customer's request (approve or decline). */
export const hasOpenCancellationRequest = (order: Pick<Order, 'status' | 'cancellationRequest'>) =>
  order.cancellationRequest.requested &&
  (order.cancellationRequest.outcome ?? 'open') === 'open' &&
  (order.status === 'pending' || order.status === 'processing');

/** The line the customer and the admin see about a request: requested, approved or declined with its reason. */
export function cancellationRequestLabel(order: Pick<Order, 'cancellationRequest'>): string | null {
  const request = order.cancellationRequest;
  if (!request.requested) return null;
  if (request.outcome === 'approved') return CANCELLATION_TEXTS.approved;
  if (request.outcome === 'declined') return CANCELLATION_TEXTS.declined(request.outcomeNote ?? '');
  return CANCELLATION_TEXTS.requested;
}
