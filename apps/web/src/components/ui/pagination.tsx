import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTexts } from '../../lib/i18n';
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
  label,
  layout = 'centred',
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label?: string;
  layout?: keyof typeof LAYOUT;
}) {
  const texts = useTexts().common;
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label ?? texts.pages} className={`flex items-center ${LAYOUT[layout]}`}>
      <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft className="size-4" aria-hidden />
        {texts.previous}
      </Button>
      <p className="text-sm text-ink-soft" aria-live="polite">
        {texts.pageOf(page, totalPages)}
      </p>
      <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
        {texts.next}
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}
