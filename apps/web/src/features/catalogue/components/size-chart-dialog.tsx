import { useState } from 'react';
import { SIZE_CHART, SIZE_CHART_UNITS, measureIn, type SizeChartUnit } from '@shop/shared';
import { Dialog } from '../../../components/ui/dialog';

/** The size chart, in inches or centimetres as the shopper picks (inches first, as the garments are measured). */
export function SizeChartDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [unit, setUnit] = useState<SizeChartUnit>('in');
  const m = (inches: number) => measureIn(inches, unit);
  return (
    <Dialog open={open} onClose={onClose} title="Size chart" size="lg">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink-soft">
          Our tees are cut oversized: roomy through the body with dropped shoulders. Take your usual size for the
          intended loose fit, or one size down for a closer fit. Measurements are of the garment.
        </p>
        <div role="radiogroup" aria-label="Units" className="grid w-fit grid-cols-2 gap-1 rounded-full bg-paper p-1">
          {(Object.keys(SIZE_CHART_UNITS) as SizeChartUnit[]).map((option) => (
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
              {SIZE_CHART_UNITS[option]}
            </label>
          ))}
        </div>
        {/* Fits a 360 px phone; with larger text it scrolls, and the scroll cue shows there is more. */}
        <div className="scroll-cue overflow-x-auto" tabIndex={0} role="region" aria-label="Size chart table">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Garment measurements in {SIZE_CHART_UNITS[unit].toLowerCase()}</caption>
            <thead>
              <tr className="border-b border-line text-ink-soft">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Size
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Chest
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Length
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Shoulder
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Fits body chest
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
        <p className="text-xs text-muted">
          Wrong size? Exchanges for size issues can be requested within 7 days of delivery.
        </p>
      </div>
    </Dialog>
  );
}
