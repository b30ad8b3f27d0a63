import { useId, useState } from 'react';
import {
  FUNNEL_DAY_CHOICES,
  FUNNEL_PATH_LABELS,
  FUNNEL_PATH_SHORT_LABELS,
  FUNNEL_STEPS,
  FUNNEL_STEP_LABELS,
  FUNNEL_TEXTS,
  type FunnelDay,
  type FunnelPathFigures,
  type FunnelStep,
} from '@shop/shared';
import { BarChart } from '../../../components/charts/bar-chart';
import { plural } from '../../../components/charts/chart-figure';
import { AdminSection, TableFrame, td, th } from '../../../components/ui/admin-section';
import { Skeleton } from '../../../components/ui/status';
import { useFunnel } from '../api/get-funnel';

const dayLabel = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
/** An IST calendar day (YYYY-MM-DD) as 'Tue, 23 Nov'; read at UTC noon so no browser zone can shift it. */
const longDay = (date: string) => dayLabel.format(new Date(`${date}T12:00:00Z`));

/** '−25%' of the step before lost; '–' where nobody reached the step before. */
const dropOffText = (percent: number | null) =>
  percent === null ? '–' : percent === 0 ? '0%' : `−${percent.toLocaleString('en-IN')}%`;

const dropOffOf = (figures: FunnelPathFigures, step: FunnelStep) => (step === 'view' ? null : figures.dropOff[step]);

/** One way to an order: its steps as bars, then each step's shoppers and what the step before lost. */
function PathFunnel({ figures }: { figures: FunnelPathFigures }) {
  const id = useId();
  const title = FUNNEL_PATH_LABELS[figures.path];
  const bars = FUNNEL_STEPS.map((step) => ({ label: FUNNEL_STEP_LABELS[step].short, value: figures.counts[step] }));
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3" data-testid={`funnel-${figures.path}`}>
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      <div className="relative">
        <BarChart bars={bars} unit="shoppers" labelWidth={84} />
      </div>
      <table className="w-full text-left text-sm" aria-label={`${title}: shoppers and drop-off per step`}>
        <thead className="text-muted">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Step
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Shoppers
            </th>
            <th scope="col" className="py-1 text-right font-medium whitespace-nowrap">
              Drop-off
            </th>
          </tr>
        </thead>
        <tbody>
          {FUNNEL_STEPS.map((step) => (
            <tr key={step} className="border-t border-line">
              <th scope="row" className="py-2 pr-3 font-normal">
                {FUNNEL_STEP_LABELS[step].long}
              </th>
              <td className="py-2 pr-3 text-right font-semibold tabular-nums">
                {figures.counts[step].toLocaleString('en-IN')}
              </td>
              <td className="py-2 text-right text-ink-soft tabular-nums">
                {step === 'view' ? '' : dropOffText(dropOffOf(figures, step))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Every day with a shopper in it, newest first, one row per path. */
function PerDayTable({ days }: { days: FunnelDay[] }) {
  const shown = [...days].reverse().filter((day) => day.paths.some((p) => p.counts.view + p.counts.add > 0));
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer rounded-[var(--radius-control)] py-1 font-medium text-brand-strong">
        {FUNNEL_TEXTS.perDay}
      </summary>
      <div className="mt-2">
        <TableFrame label={`${FUNNEL_TEXTS.title} per day`} minWidth="min-w-[36rem]">
          <thead>
            <tr>
              <th scope="col" className={th}>
                Day
              </th>
              <th scope="col" className={th}>
                Way
              </th>
              {FUNNEL_STEPS.map((step) => (
                <th key={step} scope="col" className={`${th} text-right`}>
                  {FUNNEL_STEP_LABELS[step].short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.flatMap((day) =>
              day.paths.map((figures) => (
                <tr key={`${day.date}-${figures.path}`}>
                  <th scope="row" className={`${td} font-medium`}>
                    {longDay(day.date)}
                  </th>
                  <td className={td}>{FUNNEL_PATH_LABELS[figures.path]}</td>
                  {FUNNEL_STEPS.map((step) => (
                    <td key={step} className={`${td} text-right tabular-nums`}>
                      {figures.counts[step]}
                      {step === 'view' ? null : (
                        <span className="block text-xs text-muted">{dropOffText(dropOffOf(figures, step))}</span>
                      )}
                    </td>
                  ))}
                </tr>
              )),
            )}
          </tbody>
        </TableFrame>
      </div>
    </details>
  );
}

/**
 * The owner's shopper funnel: for the days picked, how many shoppers viewed a product, added it,
 * opened checkout, placed an order and had it confirmed, by the cart and by the buy-now sheet, with
 * what each step lost; per day one click away.
 */
export function FunnelCard() {
  const [days, setDays] = useState<number>(FUNNEL_DAY_CHOICES[0].days);
  const funnel = useFunnel(days);
  const selectId = useId();
  const total = funnel.data?.total ?? [];
  const views = total[0]?.counts.view ?? 0;
  const placed = total.reduce((sum, p) => sum + p.counts.placed, 0);
  const picked = FUNNEL_DAY_CHOICES.find((choice) => choice.days === days)!;
  return (
    <AdminSection
      title={FUNNEL_TEXTS.title}
      description={FUNNEL_TEXTS.description}
      actions={
        <label htmlFor={selectId} className="flex items-center gap-2 text-sm">
          <span className="text-muted">Days</span>
          <select
            id={selectId}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            className="min-h-10 rounded-[var(--radius-control)] border border-line bg-card px-2"
          >
            {FUNNEL_DAY_CHOICES.map((choice) => (
              <option key={choice.days} value={choice.days}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      }
    >
      {funnel.isError ? (
        <p className="text-sm text-danger">{funnel.error.message}</p>
      ) : funnel.isPending ? (
        <Skeleton className="h-64" />
      ) : total.every((p) => FUNNEL_STEPS.every((step) => p.counts[step] === 0)) ? (
        <p className="text-sm text-ink-soft">{FUNNEL_TEXTS.empty}</p>
      ) : (
        <div className="flex flex-col gap-5">
          <p className="text-sm" aria-live="polite">
            {picked.label}: {plural(views, 'shopper')} viewed a product; {plural(placed, 'shopper')} placed an order (
            {total.map((p) => `${p.counts.placed} by ${FUNNEL_PATH_SHORT_LABELS[p.path]}`).join(', ')}).
          </p>
          <div className="grid gap-6 lg:grid-cols-2">
            {total.map((figures) => (
              <PathFunnel key={figures.path} figures={figures} />
            ))}
          </div>
          <PerDayTable days={funnel.data.days} />
          <p className="text-xs text-muted">{FUNNEL_TEXTS.note}</p>
        </div>
      )}
    </AdminSection>
  );
}
