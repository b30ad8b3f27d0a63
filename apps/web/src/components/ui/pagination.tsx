import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

const LAYOUT = {
  /** Under a product grid: centred, with room above. */
  centred: 'mt-10 justify-center gap-4',
  /** Under a table: the buttons at its edges. */
  spread: 'mt-4 justify-between gap-3',
} as const;

/** Previous / page x of y / next; nothing when everything fits on one page. */
export function Pagination({
  page,
  totalPages,
  onPage,
  label = 'Pages',
  layout = 'centred',
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label?: string;
  layout?: keyof typeof LAYOUT;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className={`flex items-center ${LAYOUT[layout]}`}>
      <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft className="size-4" aria-hidden />
        Previous
      </Button>
      <p className="text-sm text-ink-soft" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
        Next
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}
