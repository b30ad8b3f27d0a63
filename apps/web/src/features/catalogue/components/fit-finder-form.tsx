import { useState } from 'react';
import { FIT_PREFERENCE_LABELS, FIT_PREFERENCES, FitFinderInput, type FitPreference } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';

const FIT_HINTS: Record<FitPreference, string> = {
  relaxed: 'Easy, a little closer',
  oversized: 'The drop-shoulder cut as designed',
  'extra-oversized': 'Boxy and long, a size looser',
};

type Errors = Partial<Record<keyof FitFinderInput, string>>;

/** Height, weight and preferred fit, parsed with the shared schema before a size is worked out. */
export function FitFinderForm({
  initial,
  onAnswer,
}: {
  initial: FitFinderInput | null;
  onAnswer: (answer: FitFinderInput) => void;
}) {
  const [height, setHeight] = useState(initial ? String(initial.heightCm) : '');
  const [weight, setWeight] = useState(initial ? String(initial.weightKg) : '');
  const [fit, setFit] = useState<FitPreference>(initial?.fit ?? 'oversized');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = FitFinderInput.safeParse({
      heightCm: height.trim() || undefined,
      weightKg: weight.trim() || undefined,
      fit,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof FitFinderInput] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    onAnswer(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Fit finder">
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Height (cm)"
          name="height"
          inputMode="numeric"
          placeholder="e.g. 172"
          value={height}
          onChange={(event) => setHeight(event.target.value)}
          error={errors.heightCm}
        />
        <TextField
          label="Weight (kg)"
          name="weight"
          inputMode="numeric"
          placeholder="e.g. 68"
          value={weight}
          onChange={(event) => setWeight(event.target.value)}
          error={errors.weightKg}
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
              <input
                type="radio"
                name="fit"
                value={option}
                checked={fit === option}
                onChange={() => setFit(option)}
                className="sr-only"
              />
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
