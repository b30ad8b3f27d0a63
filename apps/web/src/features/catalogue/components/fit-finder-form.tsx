import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FIT_PREFERENCE_LABELS, FIT_PREFERENCES, FitFinderInput, type FitPreference } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { fromText } from '../../../lib/forms';

const FIT_HINTS: Record<FitPreference, string> = {
  relaxed: 'Easy, a little closer',
  oversized: 'The drop-shoulder cut as designed',
  'extra-oversized': 'Boxy and long, a size looser',
};

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

  return (
    <form onSubmit={form.handleSubmit(onAnswer)} noValidate className="flex flex-col gap-4" aria-label="Fit finder">
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Height (cm)"
          inputMode="numeric"
          placeholder="e.g. 172"
          error={errors.heightCm?.message}
          {...form.register('heightCm')}
        />
        <TextField
          label="Weight (kg)"
          inputMode="numeric"
          placeholder="e.g. 68"
          error={errors.weightKg?.message}
          {...form.register('weightKg')}
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">How do you like it to fit?</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {FIT_PREFERENCES.map((option) => (
            <label
              key={option}
              className={`flex cursor-pointer flex-col rounded-[var(--radius-control)] border px-3 py-2.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${
                fit === option ? 'border-ink bg-ink text-white' : 'border-line bg-card hover:border-ink'
              }`}
            >
              <input type="radio" value={option} className="sr-only" {...form.register('fit')} />
              <span className="text-sm font-semibold">{FIT_PREFERENCE_LABELS[option]}</span>
              <span className={`text-xs ${fit === option ? 'text-white/80' : 'text-muted'}`}>{FIT_HINTS[option]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit">Find my size</Button>
    </form>
  );
}
