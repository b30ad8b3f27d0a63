import { FIT_VERDICTS, type FitVerdict, PRODUCT_PAGE_TEXTS } from '@shop/shared';
import { useFitVerdictLabels } from '../review-texts';
import { useScreenTexts } from '../../../lib/i18n';

/** The review form's optional "How did it fit?": three choices, and Skip to give none. */
export function FitChoice({
  value,
  onChange,
}: {
  value: FitVerdict | null;
  onChange: (fit: FitVerdict | null) => void;
}) {
  const texts = useScreenTexts('productPage', PRODUCT_PAGE_TEXTS);
  const labels = useFitVerdictLabels();
  const options: [FitVerdict | null, string][] = [
    ...FIT_VERDICTS.map((v): [FitVerdict, string] => [v, labels[v]]),
    [null, texts.skip],
  ];
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">
        {texts.howDidItFit} <span className="font-normal text-muted">{texts.optional}</span>
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
