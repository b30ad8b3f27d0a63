import { z } from 'zod';
import { FIT_HEIGHT_CM, FIT_PREFERENCES, FIT_WEIGHT_KG, type FitFinderAnswers } from './fit-finder.ts';
import { FIT_FINDER_MESSAGES as M } from './size-help-page.texts.ts';

const whole = (range: { min: number; max: number }, missing: string, notWhole: string, outside: string) =>
  z.coerce
    .number({ error: missing })
    .int({ message: notWhole })
    .min(range.min, { message: outside })
    .max(range.max, { message: outside });

/** The fit finder's three answers (the form parses with it; the device keeps the parsed values). */
export const FitFinderInput = z.object({
  heightCm: whole(FIT_HEIGHT_CM, M.heightMissing, M.heightWhole, M.heightRange),
  weightKg: whole(FIT_WEIGHT_KG, M.weightMissing, M.weightWhole, M.weightRange),
  fit: z.enum(FIT_PREFERENCES, { error: M.fitMissing }),
}) satisfies z.ZodType<FitFinderAnswers>;
export type FitFinderInput = z.infer<typeof FitFinderInput>;
