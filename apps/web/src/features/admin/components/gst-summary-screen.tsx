import { useState } from 'react';
import { Download } from 'lucide-react';
import { formatInr, GST_SUMMARY_TEXTS, type GstSummary } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PageMeta } from '../../../components/ui/page-meta';
import { PageHeading } from '../../../components/ui/status';
import { toastError } from '../../../lib/toast';
import { downloadGstSummaryCsv, useGstSummary } from '../api/india';
import { AdminSection } from '../../../components/ui/admin-section';
import { QueryList } from '../../../components/ui/admin-table';
import { GstTotalsTable } from './gst-totals-table';
import { Gstr1Downloads } from './gstr1-downloads';
import { InvoiceSettingsSection } from './invoice-settings-section';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
/** This month in India, as the month input wants it: '2026-11'. */
const currentMonth = () => new Date(Date.now() + IST_OFFSET_MS).toISOString().slice(0, 7);
const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * /admin/gst: a month's GST by place of supply and its documents as CSV; the GSTR-1 tables of a
 * month or quarter; the signatory, signature and logo printed on invoices.
 */
export function GstSummaryScreen() {
  const [month, setMonth] = useState(currentMonth);
  const summary = useGstSummary(month);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadGstSummaryCsv(month);
    } catch (error) {
      toastError(error, GST_SUMMARY_TEXTS.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:py-10">
      <PageMeta title="GST Summary" />
      <PageHeading lead="Invoices less credit notes, by place of supply, for the month's GST returns. The CSV lists every document.">
        GST Summary
      </PageHeading>
      <AdminSection
        title={month ? monthName(month) : 'Pick a month'}
        actions={
          <div className="flex flex-wrap items-end gap-2">
            <TextField
              label="Month"
              type="month"
              value={month}
              max={currentMonth()}
              onChange={(event) => setMonth(event.target.value)}
              className="w-44"
            />
            <Button
              variant="secondary"
              onClick={() => void download()}
              disabled={!month}
              pending={downloading}
              pendingText="Downloading..."
            >
              <Download className="size-4" aria-hidden />
              Download CSV
            </Button>
          </div>
        }
      >
        <QueryList query={summary} isEmpty={(s) => s.totals.documents === 0} empty={GST_SUMMARY_TEXTS.empty}>
          {(data) => (
            <div className="flex flex-col gap-5">
              <GstFigures summary={data} />
              <GstTotalsTable summary={data} />
            </div>
          )}
        </QueryList>
      </AdminSection>
      <Gstr1Downloads />
      <InvoiceSettingsSection />
    </div>
  );
}

function GstFigures({ summary }: { summary: GstSummary }) {
  const { totals } = summary;
  const figures = [
    { label: 'Invoices', value: String(summary.invoices) },
    { label: 'Credit notes', value: String(summary.creditNotes) },
    { label: 'Taxable value', value: formatInr(totals.taxable) },
    { label: 'GST', value: formatInr(totals.cgst + totals.sgst + totals.igst) },
    { label: 'Total', value: formatInr(totals.total) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="rounded-[var(--radius-control)] border border-line bg-paper px-4 py-3 last:col-span-2 sm:last:col-span-1"
        >
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{figure.label}</dt>
          <dd className="mt-1 text-lg font-bold tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
