import { useState } from 'react';
import { Link } from 'react-router';
import { SIZES, STOCK_HISTORY_TEXTS, STOCK_MOVEMENT_REASON_LABELS, type Size, type StockMovement } from '@shop/shared';
import { ListState } from '../../../components/ui/admin-section';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date-time';
import { useStockHistory } from '../api/stock-history';
import { AdjustStockForm } from './adjust-stock-form';

/** The colour whose history is open: its id and the name the owner knows it by ("Tee - Sage"). */
export type StockHistoryTarget = { id: string; name: string } | null;

const chip = (pressed: boolean) =>
  `min-h-11 min-w-11 shrink-0 rounded-full border px-2.5 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand ${
    pressed
      ? 'border-ink bg-ink text-paper'
      : 'border-line-strong bg-card text-ink-soft hover:border-ink hover:text-ink'
  }`;

/**
 * "Stock history" of one colour in the admin: every change of each size, newest first, with why
 * (an order placed or cancelled, a return, the courier's parcel back, an admin's edit), the order
 * it answers to (a link to the owner's order page), who asked for it and what the size held after.
 * A list rather than a table, so a phone reads it without scrolling sideways. Above it, units
 * found or gone are adjusted with their reason; `onAdjusted` lets the screen behind refresh.
 */
export function StockHistoryDialog({
  target,
  onClose,
  onAdjusted,
}: {
  target: StockHistoryTarget;
  onClose: () => void;
  onAdjusted?: () => void;
}) {
  const [size, setSize] = useState<Size | null>(null);
  const history = useStockHistory(target?.id ?? null, size);
  const movements = history.data?.pages.flatMap((page) => page.movements) ?? [];
  const close = () => {
    setSize(null);
    onClose();
  };

  return (
    <Dialog
      open={target !== null}
      onClose={close}
      title={STOCK_HISTORY_TEXTS.title(target?.name ?? '')}
      size="md"
      footer={
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
      }
    >
      <p className="mb-3 text-sm text-muted">{STOCK_HISTORY_TEXTS.lead}</p>
      {target ? (
        <AdjustStockForm
          key={`${target.id}-${size ?? 'all'}`}
          variantId={target.id}
          size={size}
          onAdjusted={onAdjusted}
        />
      ) : null}
      <div className="mb-3 flex flex-wrap gap-1.5" role="group" aria-label={STOCK_HISTORY_TEXTS.sizeGroup}>
        {([null, ...SIZES] as const).map((choice) => (
          <button
            key={choice ?? 'all'}
            type="button"
            aria-pressed={size === choice}
            onClick={() => setSize(choice)}
            className={chip(size === choice)}
          >
            {choice ?? STOCK_HISTORY_TEXTS.allSizes}
          </button>
        ))}
      </div>
      {history.isPending ? (
        <ListState>{STOCK_HISTORY_TEXTS.loading}</ListState>
      ) : history.isError ? (
        <ListState tone="error">{history.error.message}</ListState>
      ) : movements.length === 0 ? (
        <ListState>{STOCK_HISTORY_TEXTS.empty}</ListState>
      ) : (
        <>
          <ol aria-label={STOCK_HISTORY_TEXTS.open} className="divide-y divide-line border-y border-line">
            {movements.map((movement) => (
              <MovementItem key={movement._id} movement={movement} />
            ))}
          </ol>
          {history.hasNextPage ? (
            <div className="mt-3 text-center">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void history.fetchNextPage()}
                pending={history.isFetchingNextPage}
                pendingText={STOCK_HISTORY_TEXTS.loading}
              >
                {STOCK_HISTORY_TEXTS.older}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Dialog>
  );
}

function MovementItem({ movement }: { movement: StockMovement }) {
  const { change, size, reason, order, by, left, at, note } = movement;
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-3 py-3 text-sm">
      <span
        className={`min-w-12 rounded-[var(--radius-control)] px-2 py-1 text-center font-semibold tabular-nums ${
          change > 0
            ? 'bg-success-soft text-success'
            : change < 0
              ? 'bg-danger-soft text-danger'
              : 'bg-paper text-muted'
        }`}
      >
        {change > 0 ? `+${change}` : change < 0 ? `−${-change}` : '0'}
      </span>
      <div className="min-w-0">
        <p className="font-medium">
          <span className="mr-1.5 rounded border border-line px-1.5 text-xs font-semibold">{size}</span>
          {STOCK_MOVEMENT_REASON_LABELS[reason]}
          {order ? (
            <>
              {' '}
              <Link
                to={paths.adminOrder(order._id)}
                className="font-semibold underline underline-offset-4 hover:text-brand"
                aria-label={`Open order #${order.orderNumber}`}
              >
                #{order.orderNumber}
              </Link>
            </>
          ) : null}
        </p>
        {note ? <p className="break-words text-ink-soft">“{note}”</p> : null}
        <p className="text-xs break-words text-muted">
          {STOCK_HISTORY_TEXTS.by(by)} · {formatDateTime(at)}
        </p>
      </div>
      <span className="text-right text-xs whitespace-nowrap text-muted tabular-nums">
        {STOCK_HISTORY_TEXTS.left(left)}
      </span>
    </li>
  );
}
