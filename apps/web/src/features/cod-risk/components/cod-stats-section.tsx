import type { CodStats } from '@shop/shared';
import { AdminSection, td, th } from '../../../components/ui/admin-section';
import { LoadFailed } from '../../../components/ui/status';
import { useCodStats } from '../api/cod-risk';

const pct = (share: number) => `${Math.round(share * 100)} %`;

function RateTable({ caption, rows, keyLabel }: { caption: string; rows: CodStats['byState']; keyLabel: string }) {
  const right = `${th} text-right`;
  return (
    <div className="min-w-0">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              {keyLabel}
            </th>
            <th scope="col" className={right}>
              <abbr title="Share of orders paid cash on delivery" className="no-underline">
                COD
              </abbr>
            </th>
            <th scope="col" className={right}>
              <abbr title="Of the orders asked to confirm, the share confirmed" className="no-underline">
                Confirmed
              </abbr>
            </th>
            <th scope="col" className={right}>
              <abbr title="Cash-on-delivery parcels returned to origin" className="no-underline">
                RTO
              </abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className={td} colSpan={4}>
                No COD orders yet
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key}>
                <td className={td}>{row.key}</td>
                <td className={`${td} text-right tabular-nums`}>
                  {pct(row.codShare)} <span className="text-xs text-muted max-sm:hidden">of {row.orders}</span>
                </td>
                <td className={`${td} text-right tabular-nums`}>
                  {row.asked === 0 ? '—' : pct(row.confirmationRate)}{' '}
                  <span className="text-xs text-muted max-sm:hidden">of {row.asked}</span>
                </td>
                <td className={`${td} text-right tabular-nums`}>
                  {pct(row.returnRate)} <span className="text-xs text-muted max-sm:hidden">of {row.codOrders}</span>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** COD share, confirmation rate and return-to-origin rate of the last 90 days, overall and by state and PIN prefix. */
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
          <p className="text-xs text-muted">
            COD: share of orders paid cash on delivery. Confirmed: of the orders asked to confirm and answered. RTO:
            cash-on-delivery parcels returned to origin.
          </p>
          <div className="grid gap-6 lg:grid-cols-2">
            <RateTable caption="By state" keyLabel="State" rows={stats.data.byState} />
            <RateTable caption="By PIN prefix" keyLabel="PIN prefix" rows={stats.data.byPinPrefix} />
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted">Loading…</p>
      )}
    </AdminSection>
  );
}
