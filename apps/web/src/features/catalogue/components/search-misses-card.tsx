import { Link } from 'react-router';
import { SCREEN, withQuery } from '@shop/shared';
import { AdminSection } from '../../../components/ui/admin-section';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSearchMisses } from '../api/search-misses';

/** How many of the searches that found nothing the dashboard lists. */
const SHOWN = 10;

/**
 * The owner's word on what shoppers looked for and did not find: each search as its words were
 * read, how often and when last, most frequent first; each opens the search page to try it.
 */
export function SearchMissesCard() {
  const misses = useSearchMisses();
  const shown = (misses.data?.misses ?? []).slice(0, SHOWN);
  return (
    <AdminSection title={SCREEN.searchMissesTitle} description={SCREEN.searchMissesDescription}>
      {misses.isError ? (
        <p className="text-sm text-danger">{misses.error.message}</p>
      ) : misses.isPending ? null : shown.length === 0 ? (
        <p className="text-sm text-ink-soft">{SCREEN.searchMissesEmpty}</p>
      ) : (
        <table className="w-full text-left text-sm" aria-label={SCREEN.searchMissesTitle}>
          <thead className="text-muted">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Search
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                Times
              </th>
              <th scope="col" className="py-1 font-medium">
                Last seen
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((miss) => (
              <tr key={miss.term} className="border-t border-line">
                <td className="py-2 pr-3 wrap-anywhere">
                  <Link to={withQuery(paths.search, { q: miss.term })} className="font-semibold underline">
                    {miss.term}
                  </Link>
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{miss.count}</td>
                <td className="py-2 text-ink-soft">{formatDateTime(miss.lastSeen)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminSection>
  );
}
