import { FIT_VERDICT_LABELS, FIT_VERDICTS, type FitVerdict } from '@shop/shared';

/** The review form's optional "How did it fit?": three choices, and Skip to give none. */
export function FitChoice({
  value,
  onChange,
}: {
  value: FitVerdict | null;
  onChange: (fit: FitVerdict | null) => void;
}) {
  const options: [FitVerdict | null, string][] = [
    ...FIT_VERDICTS.map((v): [FitVerdict, string] => [v, FIT_VERDICT_LABELS[v]]),
    [null, 'Skip'],
  ];
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">
        How did it fit? <span className="font-normal text-muted">(optional)</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map(([option, label]) => {
          const checked = value === option;
          return (
            <label
              key={label}
              className={`relative inline-flex min-h-9 cursor-pointer items-center rounded-full border px-3 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${
                checked ? 'border-ink bg-ink text-white' : 'border-line bg-card hover:border-ink'
              }`}
            >
              <input type="radio" name="fit" className="sr-only" checked={checked} onChange={() => onChange(option)} />
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
