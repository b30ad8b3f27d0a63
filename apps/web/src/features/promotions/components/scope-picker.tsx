import { useId, useState } from 'react';
import { fieldControlClass } from '../../../components/ui/field';

type Option = { _id: string; name: string };

/** How many names the picker lists at once; typing narrows the list. */
const SHOWN = 60;

/**
 * Which products (or colours) a promotion is for: none ticked means all of them. A filter box
 * narrows a long catalogue; what is ticked stays ticked while the filter changes.
 */
export function ScopePicker({
  label,
  options,
  selected,
  onChange,
  allLabel,
}: {
  label: string;
  options: readonly Option[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  allLabel: string;
}) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const words = filter.trim().toLowerCase();
  const matching = options.filter((option) => option.name.toLowerCase().includes(words));
  // What is ticked comes first, so it can always be unticked.
  const shown = [
    ...matching.filter((option) => selected.includes(option._id)),
    ...matching.filter((option) => !selected.includes(option._id)),
  ].slice(0, SHOWN);
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((chosen) => chosen !== id));
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 sm:col-span-2">
      <legend className="text-sm font-medium text-ink">{label}</legend>
      <p className="text-xs text-muted" aria-live="polite">
        {selected.length === 0 ? allLabel : `${selected.length} chosen`}
        {selected.length > 0 ? (
          <button type="button" className="ml-2 underline" onClick={() => onChange([])}>
            Clear
          </button>
        ) : null}
      </p>
      <label htmlFor={filterId} className="sr-only">
        Filter {label.toLowerCase()}
      </label>
      <input
        id={filterId}
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder="Type to filter"
        className={fieldControlClass}
      />
      <div className="max-h-44 overflow-y-auto rounded-[var(--radius-control)] border border-line-strong bg-card p-2">
        {shown.length === 0 ? <p className="p-2 text-sm text-muted">Nothing matches.</p> : null}
        {shown.map((option) => (
          <label key={option._id} className="flex min-h-11 items-center gap-2 px-1 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={selected.includes(option._id)}
              onChange={(event) => toggle(option._id, event.target.checked)}
            />
            {option.name}
          </label>
        ))}
        {matching.length > SHOWN ? (
          <p className="p-2 text-xs text-muted">{matching.length - SHOWN} more: type to narrow the list.</p>
        ) : null}
      </div>
    </fieldset>
  );
}
