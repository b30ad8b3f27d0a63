import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FIT_PREFERENCES, FitFinderInput, PRODUCT_PAGE_TEXTS, SIZE_HELP_TEXTS, type FitPreference } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { fromText } from '../../../lib/forms';
import { useScreenTexts } from '../../../lib/i18n';

/** The three answers as typed: the shared schema reads the numbers out of the text. */
const FitFinderFields = FitFinderInput.extend({
  heightCm: fromText(FitFinderInput.shape.heightCm),
  weightKg: fromText(FitFinderInput.shape.weightKg),
});
type Typed = { heightCm: string; weightKg: string; fit: FitPreference };

/** Height, weight and preferred fit, parsed with the shared schema before a size is worked out. */
export function FitFinderForm({
  initial,
  onAnswer,
}: {
  initial: FitFinderInput | null;
  onAnswer: (answer: FitFinderInput) => void;
}) {
  const form = useForm<Typed, unknown, z.output<typeof FitFinderFields>>({
    resolver: zodResolver(FitFinderFields),
    defaultValues: {
      heightCm: initial ? String(initial.heightCm) : '',
      weightKg: initial ? String(initial.weightKg) : '',
      fit: initial?.fit ?? 'oversized',
    },
  });
  const fit = useWatch({ control: form.control, name: 'fit' });
  const { errors } = form.formState;
  const texts = useScreenTexts('sizeHelp', SIZE_HELP_TEXTS);
  const pageTexts = useScreenTexts('productPage', PRODUCT_PAGE_TEXTS);
  const fits: Record<FitPreference, { name: string; hint: string }> = {
    relaxed: { name: texts.relaxed, hint: texts.relaxedHint },
    oversized: { name: texts.oversized, hint: texts.oversizedHint },
    'extra-oversized': { name: texts.extraOversized, hint: texts.extraOversizedHint },
  };

  return (
    <form onSubmit={form.handleSubmit(onAnswer)} noValidate className="flex flex-col gap-4" aria-label={texts.fitForm}>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={texts.height}
          inputMode="numeric"
          placeholder={texts.heightExample}
          error={errors.heightCm?.message}
          {...form.register('heightCm')}
        />
        <TextField
          label={texts.weight}
          inputMode="numeric"
          placeholder={texts.weightExample}
          error={errors.weightKg?.message}
          {...form.register('weightKg')}
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{texts.howFit}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {FIT_PREFERENCES.map((option) => (
            <label
              key={option}
              className={`flex cursor-pointer flex-col rounded-[var(--radius-control)] border px-3 py-2.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${
                fit === option ? 'border-ink bg-ink text-white' : 'border-line bg-card hover:border-ink'
              }`}
            >
              <input type="radio" value={option} className="sr-only" {...form.register('fit')} />
              <span className="text-sm font-semibold">{fits[option].name}</span>
              <span className={`text-xs ${fit === option ? 'text-white/80' : 'text-muted'}`}>{fits[option].hint}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit">{pageTexts.findMySize}</Button>
    </form>
  );
}
