import { SCREEN } from '@shop/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** The shared delete dialog: 'Delete {type}', its question, and 'Deleting...' while pending. */
export function DeleteDialog({
  type,
  message,
  open,
  pending,
  onConfirm,
  onCancel,
}: {
  type: string;
  message?: string;
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={SCREEN.deleteTitle(type)}
      message={message ?? SCREEN.deleteConfirm(type)}
      confirmLabel="Confirm"
      pendingLabel={SCREEN.deleting}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
