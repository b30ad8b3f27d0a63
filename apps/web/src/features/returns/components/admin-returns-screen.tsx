import { useState } from 'react';
import {
  CUSTOMER_PHOTO_TEXTS,
  REFUND_DESTINATION_LABELS,
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_SCREEN_TEXTS,
  RETURN_STATUSES,
  RETURN_STATUS_LABELS,
  RETURN_TEXTS,
  formatInr,
  returnAdminChoices,
  type Return,
  type ReturnAdminTarget,
  type ReturnStatus,
} from '@shop/shared';
import { AdminSection } from '../../../components/ui/admin-section';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PageMeta } from '../../../components/ui/page-meta';
import { Pagination } from '../../../components/ui/pagination';
import { LoadFailed, Loading, PageHeading, Skeleton, StateMessage } from '../../../components/ui/status';
import { toast, toastError } from '../../../lib/toast';
import { PhotoStrip } from '../../customer-photos';
import { RefundSplitList } from '../../payments';
import { useRetryReturnRefund, useReturns, useUpdateReturnStatus } from '../api/returns';
import { ReplacementParcel } from './replacement-parcel';
import { ReturnDocumentLinks } from './return-documents';
import { ReturnSettingsPanel } from './return-settings';
import { ReturnStatsPanel } from './return-stats';

const ACTION_LABELS: Record<ReturnAdminTarget, string> = {
  approved: RETURN_SCREEN_TEXTS.approve,
  rejected: RETURN_SCREEN_TEXTS.reject,
  received: RETURN_SCREEN_TEXTS.markReceived,
  accepted: RETURN_SCREEN_TEXTS.accept,
  refused: RETURN_SCREEN_TEXTS.refuse,
};

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** /admin/returns: requests with their reasons and photos, the moves the table allows, and the figures. */
export function AdminReturnsScreen() {
  const [status, setStatus] = useState<ReturnStatus | ''>('requested');
  const [page, setPage] = useState(1);
  const returns = useReturns(status, page);
  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:py-10">
      <PageMeta title={RETURN_TEXTS.adminHeading} />
      <PageHeading lead="Approve or reject requests, mark parcels received, and pass or fail the inspection. Passing restocks the items and refunds the shopper once.">
        {RETURN_TEXTS.adminHeading}
      </PageHeading>
      <div role="tablist" aria-label="Return states" className="flex flex-wrap gap-2">
        {(['', ...RETURN_STATUSES] as const).map((tab) => (
          <button
            key={tab || 'all'}
            type="button"
            role="tab"
            aria-selected={tab === status}
            onClick={() => {
              setStatus(tab);
              setPage(1);
            }}
            className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
              tab === status ? 'border-ink bg-ink text-white' : 'border-line bg-card text-ink-soft hover:border-ink/40'
            }`}
          >
            {tab ? RETURN_STATUS_LABELS[tab].split(':')[0] : RETURN_SCREEN_TEXTS.allStatuses}
          </button>
        ))}
      </div>
      {returns.isPending ? (
        <Loading className="flex flex-col gap-4" label="Loading returns">
          <Skeleton className="h-40" />
        </Loading>
      ) : returns.isError ? (
        <LoadFailed onRetry={() => void returns.refetch()}>{returns.error.message}</LoadFailed>
      ) : returns.data.returns.length === 0 ? (
        <StateMessage>{RETURN_TEXTS.noReturns}</StateMessage>
      ) : (
        <>
          <ul className="flex flex-col gap-4" aria-label="Returns">
            {returns.data.returns.map((ret) => (
              <li key={ret._id}>
                <ReturnCard ret={ret} />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={returns.data.totalPages} onPage={setPage} />
        </>
      )}
      <ReturnSettingsPanel />
      <ReturnStatsPanel />
    </div>
  );
}

const REFUND_TONE = { pending: 'text-warning', processed: 'text-success', failed: 'text-danger' } as const;

/** The owner's way to send a failed provider refund of a return again. */
function RetryRefund({ ret }: { ret: Return }) {
  const retry = useRetryReturnRefund();
  return (
    <Button
      size="sm"
      variant="secondary"
      pending={retry.isPending}
      pendingText="Sending…"
      onClick={() =>
        retry.mutate(ret._id, {
          onSuccess: () => toast.success(RETURN_MESSAGES.refundRetried),
          onError: (error) => toastError(error, RETURN_SCREEN_TEXTS.updateFailed),
        })
      }
    >
      {RETURN_SCREEN_TEXTS.retryRefund}
    </Button>
  );
}

/**
 * Where a return's money goes: its split over what paid the order (before the inspection the
 * refunds it will make, after it each one's state, with the owner's way to send a failed one
 * again); from a server without the split, the provider refund's state, store credit given, or
 * the UPI payout and its reference.
 */
export function RefundState({ ret }: { ret: Return }) {
  if (ret.refundAmount <= 0) return null;
  const split = ret.refundSplit ?? [];
  if (split.length > 0) {
    const made = split.some((part) => part.status !== null);
    const failed = split.some((part) => part.status === 'failed');
    return (
      <div className="flex flex-col items-start gap-2" data-testid="refund-state">
        <RefundSplitList parts={split} />
        {!made && ret.refundTo === 'upi' ? <p className="text-ink-soft">{RETURN_SCREEN_TEXTS.upiAwaiting}</p> : null}
        {ret.payoutReference ? <p>{RETURN_SCREEN_TEXTS.upiPaid(ret.payoutReference)}</p> : null}
        {failed ? <RetryRefund ret={ret} /> : null}
      </div>
    );
  }
  if (ret.refund) {
    const { status } = ret.refund;
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="refund-state">
        <span className={`font-semibold ${REFUND_TONE[status]}`}>{RETURN_SCREEN_TEXTS.refundState[status]}</span>
        {ret.refund.id ? <span className="font-mono text-xs break-all text-muted">{ret.refund.id}</span> : null}
        {status === 'failed' ? <RetryRefund ret={ret} /> : null}
      </div>
    );
  }
  if (ret.status !== 'accepted') {
    return ret.refundTo === 'upi' ? <p className="text-ink-soft">{RETURN_SCREEN_TEXTS.upiAwaiting}</p> : null;
  }
  if (ret.refundTo === 'store_credit') {
    return <p className="font-semibold text-success">{RETURN_SCREEN_TEXTS.storeCreditDone}</p>;
  }
  if (ret.refundTo === 'upi' && ret.payoutReference) {
    return <p className="font-semibold text-success">{RETURN_SCREEN_TEXTS.upiPaid(ret.payoutReference)}</p>;
  }
  return null;
}

function ReturnCard({ ret }: { ret: Return }) {
  const update = useUpdateReturnStatus();
  const [note, setNote] = useState('');
  const [payoutReference, setPayoutReference] = useState('');
  const choices = returnAdminChoices(ret.status);
  const needsPayout = ret.refundTo === 'upi' && ret.refundAmount > 0 && choices.includes('accepted');

  const move = (status: ReturnAdminTarget) =>
    update.mutate(
      {
        id: ret._id,
        status,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(payoutReference.trim() ? { payoutReference: payoutReference.trim() } : {}),
      },
      {
        onSuccess: () => {
          toast.success(`Return of order #${ret.orderNumber}: ${RETURN_STATUS_LABELS[status]}`);
          setNote('');
        },
        onError: (error) => toastError(error, RETURN_SCREEN_TEXTS.updateFailed),
      },
    );

  return (
    <AdminSection
      title={`Order #${ret.orderNumber} · ${ret.customer.name}`}
      description={`${RETURN_STATUS_LABELS[ret.status]} · asked ${dateTime.format(new Date(ret.createdAt))}`}
    >
      <div className="flex flex-col gap-4 text-sm" aria-label={`Return of order #${ret.orderNumber}`}>
        <ul className="flex flex-col gap-2">
          {ret.lines.map((line) => (
            <li key={line._id} className="flex flex-col gap-1">
              <span className="font-medium">
                {line.productName} ({line.colorName}) · Size {line.size} · Qty {line.quantity}
              </span>
              <span className="text-ink-soft">
                {RETURN_REASON_LABELS[line.reason]} ·{' '}
                {line.exchangeSize
                  ? `Exchange for ${line.exchangeSize}${['requested', 'approved'].includes(ret.status) && !ret.replacementInvoiceNumber ? ' (held)' : ''}`
                  : `Refund ${formatInr(line.amount)}`}
              </span>
              <PhotoStrip
                photos={line.photos.map((url) => ({ key: url, image: { url, sources: [] } }))}
                alt={CUSTOMER_PHOTO_TEXTS.shopperPhotos(line.productName)}
                size="sm"
              />
            </li>
          ))}
        </ul>
        {ret.note ? <p className="text-ink-soft">Shopper's note: {ret.note}</p> : null}
        {ret.lines.some((line) => !line.exchangeSize) ? (
          <p>
            Refund {formatInr(ret.refundAmount)} to {REFUND_DESTINATION_LABELS[ret.refundTo]}
            {ret.upiId ? ` (${ret.upiId})` : ''}
            {ret.fee > 0 ? ` · fee ${formatInr(ret.fee)}` : ''}
          </p>
        ) : null}
        <RefundState ret={ret} />
        {ret.statusNote ? <p className="text-ink-soft">Note: {ret.statusNote}</p> : null}
        {ret.replacementInvoiceNumber ? <p>{RETURN_SCREEN_TEXTS.replacementFree}</p> : null}
        <ReturnDocumentLinks ret={ret} />
        <ReplacementParcel ret={ret} />
        {choices.length > 0 ? (
          <div className="flex flex-col gap-3">
            <TextField
              label={RETURN_SCREEN_TEXTS.noteFor}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            {needsPayout ? (
              <TextField
                label={RETURN_SCREEN_TEXTS.payoutReference}
                value={payoutReference}
                onChange={(event) => setPayoutReference(event.target.value)}
              />
            ) : null}
            <div className="flex flex-wrap gap-2">
              {choices.map((status) => (
                <Button
                  key={status}
                  size="sm"
                  variant={status === 'rejected' || status === 'refused' ? 'danger' : 'primary'}
                  disabled={update.isPending}
                  onClick={() => move(status)}
                >
                  {ACTION_LABELS[status]}
                </Button>
              ))}
            </div>
          </div>
        ) : null}
      </div>
    </AdminSection>
  );
}
