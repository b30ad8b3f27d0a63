import { ArrowDown } from 'lucide-react';
import { th } from './admin-section';

/** A column header that sorts the table (descending: the most first) when pressed. */
export function SortHeader<T extends string>({
  label,
  value,
  current,
  onSort,
  className = '',
}: {
  label: string;
  value: T;
  current: T;
  onSort: (value: T) => void;
  className?: string;
}) {
  const active = value === current;
  return (
    <th scope="col" aria-sort={active ? 'descending' : 'none'} className={`${th} ${className}`}>
      <button
        type="button"
        onClick={() => onSort(value)}
        className={`inline-flex items-center gap-1 uppercase tracking-wide hover:text-ink ${active ? 'text-ink' : ''}`}
        aria-label={`Sort by ${label}`}
        aria-pressed={active}
      >
        {label}
        <ArrowDown className={`size-3.5 ${active ? 'opacity-100' : 'opacity-30'}`} aria-hidden />
      </button>
    </th>
  );
}
