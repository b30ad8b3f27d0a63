import { z } from 'zod';
import { FIT_HEIGHT_CM, FIT_PREFERENCES, FIT_WEIGHT_KG, type FitFinderAnswers } from './fit-finder.ts';

const whole = (label: string, unit: string, range: { min: number; max: number }) =>
  z.coerce
    .number({ error: `Enter your ${label} in ${unit}` })
    .int({ message: `Enter your ${label} in whole ${unit}` })
    .min(range.min, {
      message: `${label[0]!.toUpperCase()}${label.slice(1)} must be ${range.min}–${range.max} ${unit}`,
    })
    .max(range.max, {
      message: `${label[0]!.toUpperCase()}${label.slice(1)} must be ${range.min}–${range.max} ${unit}`,
    });

/** The fit finder's three answers (the form parses with it; the device keeps the parsed values). */
export const FitFinderInput = z.object({
  heightCm: whole('height', 'cm', FIT_HEIGHT_CM),
  weightKg: whole('weight', 'kg', FIT_WEIGHT_KG),
  fit: z.enum(FIT_PREFERENCES, { error: 'Choose how loose you like it' }),
}) satisfies z.ZodType<FitFinderAnswers>;
export type FitFinderInput = z.infer<typeof FitFinderInput>;
