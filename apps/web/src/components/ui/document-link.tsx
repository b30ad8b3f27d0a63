import { FileText } from 'lucide-react';
import { API_BASE_PATH } from '@shop/shared';

/**
 * A link that downloads one of the shop's PDFs (an invoice, a credit note): `path` is the API path,
 * `label` what it is, `number` the document's number (read by screen readers, or shown too).
 */
export function DocumentLink({
  path,
  label,
  number,
  showNumber = false,
}: {
  path: string;
  label: string;
  number: string;
  showNumber?: boolean;
}) {
  return (
    <a
      href={`${API_BASE_PATH}${path}`}
      download
      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold underline underline-offset-4"
    >
      <FileText className="size-4 shrink-0" aria-hidden />
      {label} <span className={showNumber ? 'font-normal' : 'sr-only'}>{number}</span>
    </a>
  );
}
