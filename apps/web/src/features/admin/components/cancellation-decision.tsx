import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  CANCELLATION_ADMIN_TEXTS,
  CANCELLATION_TEXTS,
  DeclineCancellationBody,
  hasOpenCancellationRequest,
  type Order,
} from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { toast, toastError } from '../../../lib/toast';
import { useDecideCancellation } from '../api/dashboard';

type NoteForm = z.input<typeof DeclineCancellationBody>;

/**
 * Approve or decline a customer's open cancellation request. Approving asks for a confirmation
 * (the order is cancelled and a paid one refunded); declining asks for the reason the customer reads.
 */
export function CancellationDecision({ order }: { order: Order }) {
  const [dialog, setDialog] = useState<'approve' | 'decline' | null>(null);
  const { approve, decline } = useDecideCancellation();
  const form = useForm<NoteForm, unknown, z.output<typeof DeclineCancellationBody>>({
    resolver: zodResolver(DeclineCancellationBody),
    defaultValues: { note: '' },
  });

  if (!hasOpenCancellationRequest(order)) return null;
  const busy = approve.isPending || decline.isPending;
  const close = () => {
    form.reset();
    setDialog(null);
  };

  const confirmApprove = () =>
    approve.mutate(order._id, {
      onSuccess: () => toast.success(CANCELLATION_TEXTS.approvedToast),
      onError: (error) => toastError(error, CANCELLATION_ADMIN_TEXTS.approveFailed),
      onSettled: close,
    });

  const submitDecline = form.handleSubmit(({ note }) =>
    decline.mutate(
      { id: order._id, note },
      {
        onSuccess: () => {
          toast.success(CANCELLATION_TEXTS.declinedToast);
          close();
        },
        onError: (error) => toastError(error, CANCELLATION_ADMIN_TEXTS.declineFailed),
      },
    ),
  );

  return (
    <div className="mt-2 flex gap-2">
      <Button size="sm" variant="danger" onClick={() => setDialog('approve')} disabled={busy}>
        {CANCELLATION_ADMIN_TEXTS.approve}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setDialog('decline')} disabled={busy}>
        {CANCELLATION_ADMIN_TEXTS.decline}
      </Button>
      <ConfirmDialog
        open={dialog === 'approve'}
        title={CANCELLATION_ADMIN_TEXTS.approveTitle}
        message={CANCELLATION_ADMIN_TEXTS.approveConfirm(order.orderNumber, order.paymentStatus === 'paid')}
        confirmLabel={CANCELLATION_ADMIN_TEXTS.approve}
        pendingLabel={CANCELLATION_ADMIN_TEXTS.approving}
        pending={approve.isPending}
        onConfirm={confirmApprove}
        onCancel={close}
      />
      <Dialog open={dialog === 'decline'} onClose={close} title={CANCELLATION_ADMIN_TEXTS.declineTitle} size="sm">
        <form onSubmit={submitDecline} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-ink-soft">{CANCELLATION_ADMIN_TEXTS.declineLead(order.orderNumber)}</p>
          <TextAreaField
            label={CANCELLATION_ADMIN_TEXTS.noteLabel}
            error={form.formState.errors.note?.message}
            maxLength={500}
            {...form.register('note')}
          />
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={close} disabled={decline.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="primary"
              pending={decline.isPending}
              pendingText={CANCELLATION_ADMIN_TEXTS.declining}
            >
              {CANCELLATION_ADMIN_TEXTS.decline}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
