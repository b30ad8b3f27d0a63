import { PAYMENT_SCREEN_TEXTS, TENDER_LABELS, formatInr, type Order } from '@shop/shared';
import { useTranslateMessage } from '../../../lib/i18n';
import { tenderLines, type TenderLine } from '../tender-lines';
import { PaidParts } from './paid-parts';

/**
 * Lines of a payment, one per tender: in `rows` each on its own line with its amount at the end
 * (summaries), `inline` on one line joined by dots ("Store credit ₹739 · Paid online ₹480").
 */
export function TenderList({
  lines,
  layout = 'inline',
  className = '',
}: {
  lines: TenderLine[];
  layout?: 'inline' | 'rows';
  className?: string;
}) {
  // The lines are the shared catalogue's words: a Hindi page shows their twins.
  const translate = useTranslateMessage();
  if (lines.length === 0) return null;
  if (layout === 'rows') {
    return (
      <ul aria-label={translate(PAYMENT_SCREEN_TEXTS.tenders)} className={`flex flex-col gap-1 ${className}`}>
        {lines.map((line) => (
          <li key={line.key} className="flex justify-between gap-4">
            <span className="text-ink-soft">{translate(line.label)}</span>
            <span className="font-medium whitespace-nowrap">{formatInr(line.amount)}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul aria-label={translate(PAYMENT_SCREEN_TEXTS.tenders)} className={className}>
      {lines.map((line, index) => (
        <li key={line.key} className="inline">
          {index > 0 ? <span aria-hidden="true"> · </span> : null}
          <span className="whitespace-nowrap">
            {translate(line.label)} {formatInr(line.amount)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A placed order's tenders and what is still due. Orders read from a server that does not list
 * tenders yet show what they carry: the store credit and a part-paid order's two parts.
 */
export function OrderTenders({
  order,
  layout = 'inline',
  className = '',
}: {
  order: Order;
  layout?: 'inline' | 'rows';
  className?: string;
}) {
  if (order.tenders) return <TenderList lines={tenderLines(order)} layout={layout} className={className} />;
  return (
    <>
      {order.storeCredit ? (
        <TenderList
          lines={[{ key: 'store_credit', label: TENDER_LABELS.store_credit, amount: order.storeCredit }]}
          layout={layout}
          className={className}
        />
      ) : null}
      <PaidParts order={order} />
    </>
  );
}
