import type { CodStats } from '@shop/shared';
import { AdminSection, td, th } from '../../../components/ui/admin-section';
import { LoadFailed } from '../../../components/ui/status';
import { useCodStats } from '../api/cod-risk';

const pct = (share: number) => `${Math.round(share * 100)} %`;

function RateTable({ caption, rows, keyLabel }: { caption: string; rows: CodStats['byState']; keyLabel: string }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-semibold">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={th}>
            {keyLabel}
          </th>
          <th scope="col" className={`${th} text-right`}>
            COD orders
          </th>
          <th scope="col" className={`${th} text-right`}>
            Returned
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td className={td} colSpan={3}>
              No COD orders yet
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.key}>
              <td className={td}>{row.key}</td>
              <td className={`${td} text-right`}>{row.codOrders}</td>
              <td className={`${td} text-right`}>
                {row.returned} ({pct(row.returnRate)})
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** COD share, confirmation rate and return-to-origin rates of the last 90 days. */
export function CodStatsSection() {
  const stats = useCodStats();
  return (
    <AdminSection title="Cash on delivery, last 90 days">
      {stats.isError ? (
        <LoadFailed onRetry={() => void stats.refetch()}>Could not load the COD numbers</LoadFailed>
      ) : stats.data ? (
        <div className="flex flex-col gap-6">
          <dl className="grid grid-cols-2 gap-4">
            <div>
              <dt className="text-sm text-muted">COD share of orders</dt>
              <dd className="text-2xl font-bold">{pct(stats.data.codShare)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Confirmation rate</dt>
              <dd className="text-2xl font-bold">{pct(stats.data.confirmationRate)}</dd>
            </div>
          </dl>
          <div className="grid gap-6 lg:grid-cols-2">
            <RateTable caption="Return to origin by state" keyLabel="State" rows={stats.data.byState} />
            <RateTable caption="Return to origin by PIN prefix" keyLabel="PIN prefix" rows={stats.data.byPinPrefix} />
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted">Loading…</p>
      )}
    </AdminSection>
  );
}
