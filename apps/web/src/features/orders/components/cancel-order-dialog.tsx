import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type z } from 'zod';
import { CancelOrderBody, ERROR_FALLBACK, ORDERS_PAGE_TEXTS, SUCCESS, type Order } from '@shop/shared';
import { useScreenTexts } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { toast, toastError } from '../../../lib/toast';
import { useRequestCancellation } from '../api/cancel-order';

const ReasonForm = CancelOrderBody.pick({ reason: true });
type ReasonForm = z.input<typeof ReasonForm>;

/** Asks for the reason of a cancellation request; an empty reason is refused before sending. */
export function CancelOrderDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const cancel = useRequestCancellation();
  const texts = useScreenTexts('ordersPage', ORDERS_PAGE_TEXTS);
  const form = useForm<ReasonForm, unknown, z.output<typeof ReasonForm>>({
    resolver: zodResolver(ReasonForm),
    defaultValues: { reason: '' },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(({ reason }) => {
    if (!order) return;
    cancel.mutate(
      { orderId: order._id, reason },
      {
        onSuccess: () => {
          toast.success(SUCCESS.cancellationRequested);
          close();
        },
        onError: (error) => toastError(error, ERROR_FALLBACK.requestCancellation),
      },
    );
  });

  return (
    <Dialog
      open={order !== null}
      onClose={close}
      title={order ? texts.cancelOrderNumber(order.orderNumber) : texts.cancelOrder}
      size="md"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-ink-soft">{texts.cancelLead}</p>
        <TextAreaField
          label={texts.cancelReason}
          error={form.formState.errors.reason?.message}
          maxLength={500}
          {...form.register('reason')}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={cancel.isPending}>
            {texts.keepOrder}
          </Button>
          <Button type="submit" variant="danger" pending={cancel.isPending} pendingText={texts.submitting}>
            {texts.requestCancellation}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
