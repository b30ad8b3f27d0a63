import { useState } from 'react';
import { Download } from 'lucide-react';
import { GSTR1_TABLES, GSTR1_TABLE_NAMES, GSTR1_TEXTS, parseGstPeriod, type Gstr1Table } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { AdminSection } from '../../../components/ui/admin-section';
import { toastError } from '../../../lib/toast';
import { downloadGstr1Csv } from '../api/invoice-settings';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const istToday = () => new Date(Date.now() + IST_OFFSET_MS);
const currentMonth = () => istToday().toISOString().slice(0, 7);

/** The quarters of the financial year, newest first: this one and the seven before ('2026-27-Q1'). */
function recentQuarters(count = 8): string[] {
  const today = istToday();
  const month = today.getUTCMonth() + 1;
  let start = month >= 4 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  let quarter = month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4;
  const quarters: string[] = [];
  for (let i = 0; i < count; i++) {
    quarters.push(`${start}-${String((start + 1) % 100).padStart(2, '0')}-Q${quarter}`);
    quarter -= 1;
    if (quarter === 0) {
      quarter = 4;
      start -= 1;
    }
  }
  return quarters;
}

/** The GSTR-1 tables of a month or a quarter, each a CSV for the GST portal's offline tool. */
export function Gstr1Downloads() {
  const [filing, setFiling] = useState<'month' | 'quarter'>('month');
  const [month, setMonth] = useState(currentMonth);
  const quarters = recentQuarters();
  const [quarter, setQuarter] = useState(quarters[0]!);
  const [downloading, setDownloading] = useState<Gstr1Table | null>(null);
  const period = parseGstPeriod(filing === 'month' ? month : quarter);

  const download = async (table: Gstr1Table) => {
    if (!period) return;
    setDownloading(table);
    try {
      await downloadGstr1Csv(table, period.period);
    } catch (error) {
      toastError(error, GSTR1_TEXTS.downloadFailed);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <AdminSection
      title="GSTR-1 returns"
      description="Invoices less credit notes issued in the period, table by table, for the GST portal's offline tool."
    >
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label="Filing"
            value={filing}
            onChange={(event) => setFiling(event.target.value as 'month' | 'quarter')}
            className="w-40"
          >
            <option value="month">Monthly</option>
            <option value="quarter">Quarterly</option>
          </SelectField>
          {filing === 'month' ? (
            <TextField
              label="Return month"
              type="month"
              value={month}
              max={currentMonth()}
              onChange={(event) => setMonth(event.target.value)}
              className="w-44"
            />
          ) : (
            <SelectField
              label="Return quarter"
              value={quarter}
              onChange={(event) => setQuarter(event.target.value)}
              className="w-full sm:w-80"
            >
              {quarters.map((q) => (
                <option key={q} value={q}>
                  {parseGstPeriod(q)!.label}
                </option>
              ))}
            </SelectField>
          )}
        </div>
        <p className="text-sm text-muted" aria-live="polite">
          {period ? `Period: ${period.label}` : 'Pick a month.'}
        </p>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {GSTR1_TABLE_NAMES.map((table) => (
            <li key={table}>
              <Button
                variant="secondary"
                className="w-full justify-start"
                onClick={() => void download(table)}
                disabled={!period || (downloading !== null && downloading !== table)}
                pending={downloading === table}
                pendingText="Downloading..."
              >
                <Download className="size-4" aria-hidden />
                {GSTR1_TABLES[table].title}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </AdminSection>
  );
}
