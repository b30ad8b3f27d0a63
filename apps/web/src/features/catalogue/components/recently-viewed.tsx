import { Link } from 'react-router';
import { formatInr } from '@shop/shared';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../lib/i18n';
import { useTakenOver } from '../../../lib/take-over';
import { useRecentlyViewed } from '../recently-viewed';

/** The products this device looked at lately (not `exclude`, the one on screen), as a strip of small cards. */
export function RecentlyViewed({ exclude, className = '' }: { exclude?: string; className?: string }) {
  // What only this device knows shows once the app has taken the server's page over.
  const takenOver = useTakenOver();
  const seen = useRecentlyViewed().filter((p) => p.id !== exclude);
  const texts = useTexts().storefront;
  if (!takenOver || seen.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-title" className={className}>
      <h2 id="recently-viewed-title" className="mb-4 text-xl font-bold">
        {texts.recentlyViewed}
      </h2>
      <ul className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        {seen.map((product) => (
          <li key={product.id} className="w-32 shrink-0 sm:w-40">
            <Link to={paths.product(product.id)} className="group flex flex-col gap-2">
              <div className="aspect-[4/5] overflow-hidden rounded-[var(--radius-control)] bg-paper">
                <ResponsiveImage image={product.image} alt="" sizes="160px" />
              </div>
              <span className="text-sm leading-snug font-semibold wrap-anywhere group-hover:underline">
                {product.name}
              </span>
              {product.price !== null ? (
                <span className="text-sm text-ink-soft">{formatInr(product.price)}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
