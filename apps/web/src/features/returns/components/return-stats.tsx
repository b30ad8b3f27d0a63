import { RETURN_REASON_LABELS, RETURN_SCREEN_TEXTS } from '@shop/shared';
import { AdminSection } from '../../../components/ui/admin-section';
import { LoadFailed, Loading, Skeleton } from '../../../components/ui/status';
import { useReturnStats } from '../api/returns';

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/** Return rate by product and size with why each came back, and the reasons overall: which sizes run small or big. */
export function ReturnStatsPanel() {
  const stats = useReturnStats();
  return (
    <AdminSection title={RETURN_SCREEN_TEXTS.statsHeading}>
      {stats.isPending ? (
        <Loading className="flex flex-col gap-2" label="Loading figures">
          <Skeleton className="h-20" />
        </Loading>
      ) : stats.isError ? (
        <LoadFailed onRetry={() => void stats.refetch()}>{stats.error.message}</LoadFailed>
      ) : stats.data.bySize.length === 0 ? (
        <p className="text-sm text-ink-soft">{RETURN_SCREEN_TEXTS.noStats}</p>
      ) : (
        <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
          <div
            className="overflow-x-auto"
            role="region"
            aria-label={`${RETURN_SCREEN_TEXTS.statsHeading} table`}
            tabIndex={0}
          >
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-ink-soft">
                  <th className="py-2 pr-3 font-medium">Product</th>
                  <th className="py-2 pr-3 font-medium">Size</th>
                  <th className="py-2 pr-3 text-right font-medium">Delivered</th>
                  <th className="py-2 pr-3 text-right font-medium">Returned</th>
                  <th className="py-2 text-right font-medium">Rate</th>
                </tr>
              </thead>
              <tbody>
                {stats.data.bySize.slice(0, 20).map((row) => (
                  <tr key={`${row.productName}-${row.size}`} className="border-t border-line">
                    <td className="py-2 pr-3">
                      {row.productName}
                      {row.reasons && row.reasons.length > 0 ? (
                        <span className="block text-xs text-ink-soft">
                          {row.reasons
                            .map((reason) => `${RETURN_REASON_LABELS[reason.reason]} ×${reason.count}`)
                            .join(', ')}
                        </span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-3">{row.size}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{row.sold}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{row.returned}</td>
                    <td className="py-2 text-right tabular-nums">{percent(row.rate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div>
            <h3 className="mb-2 text-sm font-semibold">{RETURN_SCREEN_TEXTS.reasonsHeading}</h3>
            <ul className="flex flex-col gap-1 text-sm">
              {stats.data.reasons.map((row) => (
                <li key={row.reason} className="flex justify-between">
                  <span>{RETURN_REASON_LABELS[row.reason]}</span>
                  <span className="tabular-nums">{row.count}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </AdminSection>
  );
}
