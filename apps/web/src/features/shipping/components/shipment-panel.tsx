import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ExternalLink, FileText, Printer, XCircle } from 'lucide-react';
import {
  NDR_CHOICE_LABELS,
  SHIPMENT_ADMIN_TEXTS,
  SHIPMENT_STATUS_LABELS,
  type Order,
  type Shipment,
} from '@shop/shared';
import { AdminSection } from '../../../components/ui/admin-section';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/status';
import { formatDateTime } from '../../../lib/format-date-time';
import { toast, toastError } from '../../../lib/toast';
import { cancelShipment, shipmentDocumentUrl, useParcel } from '../api/shipment';
import { CreateShipmentForm } from './create-shipment-form';
import { ShipmentStatusBadge } from './shipment-status';
import { ShipmentTimeline } from './shipment-timeline';

/** A PDF of the order, opened in a new tab (the browser prints it from there). */
function DocumentLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className={buttonClass('secondary', 'sm')}>
      {children}
    </a>
  );
}

/** The booked parcel: AWB, courier, tracking link, status, timeline, documents, and cancelling before pickup. */
function BookedShipment({ order, shipment, onChanged }: { order: Order; shipment: Shipment; onChanged: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({ mutationFn: cancelShipment });
  const confirmCancel = () =>
    cancel.mutate(order._id, {
      onSuccess: () => {
        toast.success(SHIPMENT_ADMIN_TEXTS.cancelled);
        setConfirming(false);
        onChanged();
      },
      onError: (error) => toastError(error, SHIPMENT_ADMIN_TEXTS.cancelFailed),
    });

  return (
    <div className="flex flex-col gap-5">
      <dl className="grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">AWB</dt>
          <dd className="font-mono text-base font-semibold break-all" data-testid="admin-shipment-awb">
            {shipment.awb}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Courier</dt>
          <dd className="font-medium">{shipment.courier}</dd>
          <dd>
            <a
              href={shipment.trackingUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4"
            >
              {SHIPMENT_ADMIN_TEXTS.track}
              <ExternalLink className="size-3.5" aria-hidden />
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-muted">Status</dt>
          <dd className="mt-1">
            <ShipmentStatusBadge status={shipment.status} />
          </dd>
          <dd className="mt-1 text-xs text-muted">
            {shipment.parcel.weightGrams} g · {shipment.parcel.lengthCm}×{shipment.parcel.breadthCm}×
            {shipment.parcel.heightCm} cm
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <DocumentLink href={shipmentDocumentUrl(order._id, 'label')}>
          <Printer className="size-4" aria-hidden />
          {SHIPMENT_ADMIN_TEXTS.printLabel}
        </DocumentLink>
        <DocumentLink href={shipmentDocumentUrl(order._id, 'packingSlip')}>
          <FileText className="size-4" aria-hidden />
          {SHIPMENT_ADMIN_TEXTS.packingSlip}
        </DocumentLink>
        {shipment.status === 'created' ? (
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} className="text-danger">
            <XCircle className="size-4" aria-hidden />
            {SHIPMENT_ADMIN_TEXTS.cancel}
          </Button>
        ) : null}
      </div>
      <FailedDeliveryAnswer shipment={shipment} />
      <ShipmentTimeline shipment={shipment} />
      <ConfirmDialog
        open={confirming}
        title={SHIPMENT_ADMIN_TEXTS.cancel}
        message={SHIPMENT_ADMIN_TEXTS.cancelConfirm(shipment.awb)}
        confirmLabel={SHIPMENT_ADMIN_TEXTS.cancel}
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

/** The last failed delivery of the parcel and the answer to it: the shopper's, the owner's, or none yet. */
function FailedDeliveryAnswer({ shipment }: { shipment: Shipment }) {
  const failed = shipment.failedDelivery;
  if (!failed) return null;
  return (
    <section
      aria-label={SHIPMENT_ADMIN_TEXTS.failedDelivery}
      className="rounded-[var(--radius-control)] border border-warning/40 bg-warning-soft/40 p-3 text-sm"
    >
      <p className="font-semibold">{SHIPMENT_ADMIN_TEXTS.failedDelivery}</p>
      <p>{SHIPMENT_ADMIN_TEXTS.failedOn(formatDateTime(failed.attemptedAt))}</p>
      <p className="font-medium">
        {failed.choice
          ? SHIPMENT_ADMIN_TEXTS.failedAnswer(NDR_CHOICE_LABELS[failed.choice], failed.chosenBy !== 'owner')
          : failed.ownerDecides || !failed.answerBy
            ? SHIPMENT_ADMIN_TEXTS.failedOwnerDecides
            : SHIPMENT_ADMIN_TEXTS.failedWaiting(formatDateTime(failed.answerBy))}
      </p>
    </section>
  );
}

/** The create form once the parcel's defaults are in. */
function NewShipment({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const parcel = useParcel(order._id, true);
  if (parcel.isPending) return <Skeleton className="h-40" />;
  if (parcel.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {parcel.error.message}
      </p>
    );
  }
  return <CreateShipmentForm orderId={order._id} parcel={parcel.data} onCreated={onChanged} />;
}

/**
 * The owner's shipment card on the order page: the booked parcel, or (while the order is
 * processing) the form that books one. A cancelled shipment is noted above a fresh form.
 */
export function ShipmentPanel({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const shipment = order.shipment ?? null;
  const live = shipment && shipment.status !== 'cancelled' ? shipment : null;
  return (
    <AdminSection
      id="shipment"
      title={SHIPMENT_ADMIN_TEXTS.title}
      actions={
        live ? null : (
          <DocumentLink href={shipmentDocumentUrl(order._id, 'packingSlip')}>
            <FileText className="size-4" aria-hidden />
            {SHIPMENT_ADMIN_TEXTS.packingSlip}
          </DocumentLink>
        )
      }
    >
      {live ? (
        <BookedShipment order={order} shipment={live} onChanged={onChanged} />
      ) : (
        <div className="flex flex-col gap-4">
          {shipment ? (
            <p className="rounded-[var(--radius-control)] bg-paper px-3 py-2 text-sm text-ink-soft" role="note">
              {SHIPMENT_STATUS_LABELS.cancelled}: AWB <span className="font-mono">{shipment.awb}</span> ·{' '}
              {formatDateTime(shipment.updatedAt)}
            </p>
          ) : null}
          {order.status === 'processing' ? (
            <NewShipment order={order} onChanged={onChanged} />
          ) : (
            <p className="text-sm text-muted">{SHIPMENT_ADMIN_TEXTS.notReady}</p>
          )}
        </div>
      )}
    </AdminSection>
  );
}
