import { formatInr } from '@shop/shared';
import { AdminSection } from '../../../components/ui/admin-section';
import { useDiscountPerDay } from '../api/admin';

const DAYS_SHOWN = 14;

/** Discount given per day (IST) over the last two weeks, as bars: the owner's dashboard and the promotions screen show it. */
export function DiscountPerDayCard() {
  const days = useDiscountPerDay();
  const shown = (days.data ?? []).slice(-DAYS_SHOWN);
  const most = Math.max(1, ...shown.map((d) => d.discount));
  const total = shown.reduce((sum, d) => sum + d.discount, 0);
  return (
    <AdminSection title="Discount given per day" description={`Last ${DAYS_SHOWN} days: ${formatInr(total)} in all.`}>
      {days.isError ? (
        <p className="text-sm text-danger">{days.error.message}</p>
      ) : (
        <ol className="flex h-36 items-end gap-1" aria-label="Discount given per day">
          {shown.map((d) => (
            <li key={d.day} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
              <span className="sr-only">
                {d.day}: {formatInr(d.discount)} over {d.orders} orders
              </span>
              <div
                aria-hidden
                title={`${d.day}: ${formatInr(d.discount)}`}
                className="w-full rounded-t bg-brand"
                style={{ height: `${Math.max(2, (d.discount / most) * 100)}%` }}
              />
              <span aria-hidden className="text-[10px] text-muted">
                {d.day.slice(8)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </AdminSection>
  );
}
