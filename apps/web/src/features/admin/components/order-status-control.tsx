import { useId, useState } from 'react';
import {
  ADMIN_STATUS_TARGETS,
  ERROR_FALLBACK,
  FINAL_ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  adminStatusChoices,
  SCREEN,
  SUCCESS,
  type AdminStatusTarget,
  type Order,
} from '@shop/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { fieldControlClass } from '../../../components/ui/field';
import { toast, toastError } from '../../../lib/toast';
import { useUpdateOrderStatus } from '../api/dashboard';

/**
 * The status dropdown of an order: processing, shipped, delivered or cancelled, each after the
 * confirmation. Disabled once delivered or cancelled; pending is never a choice, and
 * steps the server would refuse (going back) are greyed out.
 */
export function OrderStatusControl({ order }: { order: Order }) {
  const [target, setTarget] = useState<AdminStatusTarget | null>(null);
  const update = useUpdateOrderStatus();
  const id = useId();
  const final = FINAL_ORDER_STATUSES.includes(order.status);
  const allowed = adminStatusChoices(order.status, order);

  const confirm = () => {
    if (!target) return;
    update.mutate(
      { id: order._id, status: target },
      {
        onSuccess: () => toast.success(SUCCESS.orderStatusUpdated),
        onError: (error) => toastError(error, ERROR_FALLBACK.updateOrderStatus),
        onSettled: () => setTarget(null),
      },
    );
  };

  return (
    <>
      <label className="sr-only" htmlFor={id}>
        Status of order #{order.orderNumber}
      </label>
      <select
        id={id}
        value={order.status}
        disabled={final || update.isPending}
        onChange={(event) => setTarget(event.target.value as AdminStatusTarget)}
        className={`${fieldControlClass} min-h-9 w-36 py-1.5 text-sm`}
      >
        {order.status === 'pending' ? (
          <option value="pending" disabled>
            {ORDER_STATUS_LABELS.pending}
          </option>
        ) : null}
        {ADMIN_STATUS_TARGETS.map((status) => (
          <option key={status} value={status} disabled={status !== order.status && !allowed.includes(status)}>
            {ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      <ConfirmDialog
        open={target !== null}
        title="Update order status"
        message={target ? SCREEN.statusConfirm(order.orderNumber, ORDER_STATUS_LABELS[target]) : ''}
        confirmLabel="Confirm"
        pendingLabel="Updating..."
        pending={update.isPending}
        tone={target === 'cancelled' ? 'danger' : 'primary'}
        onConfirm={confirm}
        onCancel={() => setTarget(null)}
      />
    </>
  );
}
