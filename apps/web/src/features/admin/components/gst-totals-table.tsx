import { formatInr, type GstSummary, type GstTotals } from '@shop/shared';
import { td } from '../../../components/ui/admin-section';
import { AdminTable } from '../../../components/ui/admin-table';

const AMOUNTS = ['taxable', 'cgst', 'sgst', 'igst', 'total'] as const satisfies readonly (keyof GstTotals)[];

function AmountCells({ totals, strong = false }: { totals: GstTotals; strong?: boolean }) {
  return (
    <>
      <td className={`${td} text-right tabular-nums`}>{totals.documents}</td>
      {AMOUNTS.map((key) => (
        <td key={key} className={`${td} text-right whitespace-nowrap tabular-nums ${strong ? 'font-bold' : ''}`}>
          {formatInr(totals[key])}
        </td>
      ))}
    </>
  );
}

/** One row per place of supply (state and its GST code), then the month's totals. */
export function GstTotalsTable({ summary }: { summary: GstSummary }) {
  return (
    <AdminTable
      label="GST by place of supply"
      minWidth="min-w-[48rem]"
      columns={[
        { label: 'Place of supply' },
        { label: 'Documents', align: 'right' },
        { label: 'Taxable value', align: 'right' },
        { label: 'CGST', align: 'right' },
        { label: 'SGST', align: 'right' },
        { label: 'IGST', align: 'right' },
        { label: 'Total', align: 'right' },
      ]}
    >
      {summary.byState.map((row) => (
        <tr key={row.stateCode}>
          <th scope="row" className={`${td} text-left font-medium`}>
            {row.state} <span className="text-muted">({row.stateCode})</span>
          </th>
          <AmountCells totals={row} />
        </tr>
      ))}
      <tr className="bg-paper">
        <th scope="row" className={`${td} text-left font-bold`}>
          Total
        </th>
        <AmountCells totals={summary.totals} strong />
      </tr>
    </AdminTable>
  );
}
