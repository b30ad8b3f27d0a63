import { SIZE_CHART } from '@shop/shared';
import { Dialog } from '../../../components/ui/dialog';

export function SizeChartDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Size chart" size="lg">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink-soft">
          Our tees are cut oversized: roomy through the body with dropped shoulders. Take your usual size for the
          intended loose fit, or one size down for a closer fit. Measurements are of the garment, in inches.
        </p>
        {/* Fits a 360 px phone; with larger text it scrolls, and the scroll cue shows there is more. */}
        <div className="scroll-cue overflow-x-auto" tabIndex={0} role="region" aria-label="Size chart table">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Garment measurements in inches</caption>
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
                  <td className="py-2.5 pr-3">{row.chest}</td>
                  <td className="py-2.5 pr-3">{row.length}</td>
                  <td className="py-2.5 pr-3">{row.shoulder}</td>
                  <td className="py-2.5">{row.fits}</td>
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
