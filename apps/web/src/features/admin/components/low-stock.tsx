import { ChevronRight } from 'lucide-react';
import { DASHBOARD_TEXTS, type LowStockRow } from '@shop/shared';
import { FALLBACK_IMAGE } from '../../../components/ui/responsive-image';
import { useLowStock } from '../api/charts';
import { AdminSection, td } from '../../../components/ui/admin-section';
import { AdminTable, QueryList } from '../../../components/ui/admin-table';
import { LowStockThreshold } from './low-stock-threshold';

function UnitsLeft({ quantity }: { quantity: number }) {
  return quantity === 0 ? (
    <span className="inline-flex rounded-full bg-danger-soft px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-danger">
      Sold out
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-warning-soft px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-warning tabular-nums">
      {quantity} left
    </span>
  );
}

/** Sizes with their photo, product and colour, and the units left. */
function SizesTable({ label, rows }: { label: string; rows: LowStockRow[] }) {
  return (
    <AdminTable
      label={label}
      minWidth="min-w-[20rem]"
      columns={[{ label: 'Product' }, { label: 'Size' }, { label: 'Units', align: 'right' }]}
    >
      {rows.map((row) => (
        <tr key={`${row.variantId}:${row.size}`}>
          <td className={td}>
            <div className="flex items-center gap-3">
              <img
                src={row.image?.url ?? FALLBACK_IMAGE}
                alt=""
                loading="lazy"
                width={40}
                height={50}
                className="h-12.5 w-10 shrink-0 rounded-[var(--radius-control)] bg-paper object-cover"
              />
              <div>
                <p className="font-medium">{row.productName}</p>
                <p className="text-xs text-muted">{row.colorName}</p>
              </div>
            </div>
          </td>
          <td className={`${td} font-semibold`}>{row.size}</td>
          <td className={`${td} text-right`}>
            <UnitsLeft quantity={row.quantity} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Sizes at or under the shop's low-stock threshold, fewest units first, and the threshold itself. */
export function LowStock() {
  const stock = useLowStock();
  return (
    <AdminSection
      title="Low stock"
      description={
        stock.data
          ? `${stock.data.total} ${stock.data.total === 1 ? 'size has' : 'sizes have'} ${stock.data.threshold} or fewer units.`
          : 'Sizes about to sell out.'
      }
      actions={stock.data ? <LowStockThreshold threshold={stock.data.threshold} /> : null}
    >
      <QueryList
        query={stock}
        isEmpty={(data) => data.sizes.length === 0}
        empty={DASHBOARD_TEXTS.noLowStock(stock.data?.threshold ?? 0)}
      >
        {(data) => {
          // Sizes still selling come first: they can be restocked before they run out. The sold-out
          // ones (a demo shop has dozens) wait behind their count, so they never bury the rest.
          const selling = data.sizes.filter((row) => row.quantity > 0);
          const soldOut = data.sizes.filter((row) => row.quantity === 0);
          return (
            <>
              {selling.length > 0 ? (
                <SizesTable label="Low stock" rows={selling} />
              ) : (
                <p className="text-sm text-muted">{DASHBOARD_TEXTS.noneRunningLow}</p>
              )}
              {soldOut.length > 0 ? (
                <details className="group mt-4 rounded-[var(--radius-control)] border border-line">
                  <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 text-sm font-semibold">
                    <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden />
                    {DASHBOARD_TEXTS.soldOutSizes(soldOut.length)}
                  </summary>
                  <div className="border-t border-line p-2">
                    <SizesTable label="Sold out" rows={soldOut} />
                  </div>
                </details>
              ) : null}
              {data.total > data.sizes.length ? (
                <p className="mt-3 text-xs text-muted">
                  Showing the {data.sizes.length} sizes with the fewest units of {data.total}.
                </p>
              ) : null}
            </>
          );
        }}
      </QueryList>
    </AdminSection>
  );
}
