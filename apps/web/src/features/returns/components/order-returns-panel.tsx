import {
  RETURN_REASON_LABELS,
  RETURN_SCREEN_TEXTS,
  RETURN_STATUS_LABELS,
  formatInr,
  REFUND_DESTINATION_LABELS,
} from '@shop/shared';
import { AdminSection } from '../../../components/ui/admin-section';
import { LoadFailed, Loading, Skeleton } from '../../../components/ui/status';
import { useOrderReturns } from '../api/returns';
import { RefundState } from './admin-returns-screen';
import { ReplacementParcel } from './replacement-parcel';
import { ReturnDocumentLinks } from './return-documents';

/**
 * The owner's order page: the order's returns and exchanges, each with its state, what comes back,
 * where the refund is, and the replacement parcel with its AWB. Nothing when the order has none.
 */
export function OrderReturnsPanel({ orderId }: { orderId: string }) {
  const returns = useOrderReturns(orderId);
  if (returns.isPending) {
    return (
      <Loading className="flex flex-col gap-2" label="Loading returns">
        <Skeleton className="h-16" />
      </Loading>
    );
  }
  if (returns.isError) return <LoadFailed onRetry={() => void returns.refetch()}>{returns.error.message}</LoadFailed>;
  if (returns.data.returns.length === 0) return null;
  return (
    <AdminSection title={RETURN_SCREEN_TEXTS.ordersReturns}>
      <ul className="flex flex-col divide-y divide-line text-sm" aria-label={RETURN_SCREEN_TEXTS.ordersReturns}>
        {returns.data.returns.map((ret) => (
          <li key={ret._id} className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0">
            <p className="font-semibold">{RETURN_STATUS_LABELS[ret.status]}</p>
            <ul className="flex flex-col gap-0.5 text-ink-soft">
              {ret.lines.map((line) => (
                <li key={line._id} className="wrap-anywhere">
                  {line.productName} ({line.colorName}) · Qty {line.quantity} ·{' '}
                  {line.exchangeSize
                    ? `Size ${line.size} for ${line.exchangeSize}`
                    : `Size ${line.size}, refund ${formatInr(line.amount)}`}{' '}
                  · {RETURN_REASON_LABELS[line.reason]}
                </li>
              ))}
            </ul>
            {ret.refundAmount > 0 ? (
              <p>
                {formatInr(ret.refundAmount)} to {REFUND_DESTINATION_LABELS[ret.refundTo]}
                {ret.fee > 0 ? ` (fee ${formatInr(ret.fee)})` : ''}
              </p>
            ) : null}
            <RefundState ret={ret} />
            {ret.replacementInvoiceNumber ? <p>{RETURN_SCREEN_TEXTS.replacementFree}</p> : null}
            <ReturnDocumentLinks ret={ret} />
            <ReplacementParcel ret={ret} />
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}
