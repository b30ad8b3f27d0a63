import { useState } from 'react';
import { SIZE_CHART, SIZE_CHART_UNITS, SIZE_HELP_TEXTS, measureIn, type SizeChartUnit } from '@shop/shared';
import { Dialog } from '../../../components/ui/dialog';
import { useScreenTexts } from '../../../lib/i18n';

/** The size chart, in inches or centimetres as the shopper picks (inches first, as the garments are measured). */
export function SizeChartDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [unit, setUnit] = useState<SizeChartUnit>('in');
  const m = (inches: number) => measureIn(inches, unit);
  const texts = useScreenTexts('sizeHelp', SIZE_HELP_TEXTS);
  const unitNames: Record<SizeChartUnit, string> = { in: texts.inches, cm: texts.centimetres };
  return (
    <Dialog open={open} onClose={onClose} title={texts.chartTitle} size="lg">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink-soft">{texts.chartLead}</p>
        <div
          role="radiogroup"
          aria-label={texts.units}
          className="grid w-fit grid-cols-2 gap-1 rounded-full bg-paper p-1"
        >
          {SIZE_CHART_UNITS.map((option) => (
            <label
              key={option}
              className={`cursor-pointer rounded-full px-4 py-1.5 text-center text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand ${
                unit === option ? 'bg-ink text-white' : 'text-ink-soft'
              }`}
            >
              <input
                type="radio"
                name="size-chart-unit"
                value={option}
                checked={unit === option}
                onChange={() => setUnit(option)}
                className="sr-only"
              />
              {unitNames[option]}
            </label>
          ))}
        </div>
        {/* Fits a 360 px phone; with larger text it scrolls, and the scroll cue shows there is more. */}
        <div className="scroll-cue overflow-x-auto" tabIndex={0} role="region" aria-label={texts.chartTable}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{texts.caption(unitNames[unit].toLowerCase())}</caption>
            <thead>
              <tr className="border-b border-line text-ink-soft">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {texts.size}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {texts.chest}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {texts.length}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {texts.shoulder}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {texts.fitsBodyChest}
                </th>
              </tr>
            </thead>
            <tbody>
              {SIZE_CHART.map((row) => (
                <tr key={row.size} className="border-b border-line last:border-0">
                  <th scope="row" className="py-2.5 pr-3 font-semibold">
                    {row.size}
                  </th>
                  <td className="py-2.5 pr-3">{m(row.chest)}</td>
                  <td className="py-2.5 pr-3">{m(row.length)}</td>
                  <td className="py-2.5 pr-3">{m(row.shoulder)}</td>
                  <td className="py-2.5">
                    {m(row.fits.min)}–{m(row.fits.max)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-xs text-muted">{texts.exchangeNote}</p>
      </div>
    </Dialog>
  );
}
