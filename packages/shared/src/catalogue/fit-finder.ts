import type { Size } from './catalogue.schemas.ts';
import { SIZE_CHART } from './size-chart.ts';

/** How loose the shopper likes an oversized tee. */
export const FIT_PREFERENCES = ['relaxed', 'oversized', 'extra-oversized'] as const;
export type FitPreference = (typeof FIT_PREFERENCES)[number];

/**
 * Inches of room wanted between the garment's chest and the body's, per preference: the chart's
 * own cut (each size for a 2-inch band of body chest) gives about 5; relaxed is one size closer,
 * extra oversized one size looser.
 */
export const FIT_EASE_INCHES: Record<FitPreference, number> = { relaxed: 3, oversized: 5, 'extra-oversized': 7 };

export const FIT_HEIGHT_CM = { min: 140, max: 210 } as const;
export const FIT_WEIGHT_KG = { min: 35, max: 160 } as const;

/** The fit finder's three answers, as the form parses them and the device keeps them. */
export type FitFinderAnswers = { heightCm: number; weightKg: number; fit: FitPreference };

const within = (value: unknown, range: { min: number; max: number }) =>
  typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;

/**
 * Whether answers kept on a device still hold (the form's schema checks what a shopper types;
 * this checks what comes back from storage without loading the schema library on the product page).
 */
export function isFitFinderAnswers(value: unknown): value is FitFinderAnswers {
  if (typeof value !== 'object' || value === null) return false;
  const { heightCm, weightKg, fit } = value as Record<string, unknown>;
  return (
    within(heightCm, FIT_HEIGHT_CM) &&
    within(weightKg, FIT_WEIGHT_KG) &&
    (FIT_PREFERENCES as readonly unknown[]).includes(fit)
  );
}

/**
 * Why a size was found, as numbers: the fit finder's dialog writes the line in the page's language
 * (`fitReason`, loaded with the dialog, not with the product page).
 */
export type FitWhy =
  /** The largest size, though it is short of the room or length wanted. */
  | { kind: 'largest'; by: 'chest' | 'length'; inches: number }
  /** The length decides: the size's length in inches. */
  | { kind: 'length'; heightCm: number; lengthIn: number }
  /** The smallest size, roomier than asked: inches of room. */
  | { kind: 'smallest'; room: number }
  /** The chest decides: the size's chest and the inches of room it leaves. */
  | { kind: 'chest'; chestIn: number; room: number };

export type FitRecommendation = {
  size: Size;
  fit: FitPreference;
  why: FitWhy;
  /** The estimated body chest and the length wanted, in inches (rounded), for display and tests. */
  bodyChestIn: number;
  lengthWantedIn: number;
};

const CM_PER_INCH = 2.54;
/** Room beyond the wanted ease (about two sizes) after which the smallest size is called roomier. */
const ROOMIER_THAN_ASKED_INCHES = 4;

/**
 * Body chest from height and weight: 0.4 x weight (kg) + 0.4 x height (cm) − 2, in centimetres,
 * a straight line through typical Indian adult measurements (170 cm / 65 kg ≈ 92 cm chest,
 * 180 cm / 90 kg ≈ 106 cm). A tee long enough covers about 0.16 inch per centimetre of height.
 */
export function estimateBody(heightCm: number, weightKg: number) {
  return {
    chestIn: (0.4 * weightKg + 0.4 * heightCm - 2) / CM_PER_INCH,
    lengthIn: heightCm * 0.16,
  };
}

const round = (n: number) => Math.round(n);

/**
 * The smallest size whose garment chest leaves the wanted room around the estimated body chest
 * and whose length covers the shopper's height; the largest size when none does.
 */
export function recommendSize(input: FitFinderAnswers): FitRecommendation {
  const body = estimateBody(input.heightCm, input.weightKg);
  const ease = FIT_EASE_INCHES[input.fit];
  const byChest = SIZE_CHART.find((row) => row.chest >= body.chestIn + ease);
  // Length is an estimate to the inch: a size within half an inch of it is long enough.
  const byLength = SIZE_CHART.find((row) => row.length >= round(body.lengthIn));
  const measured = { fit: input.fit, bodyChestIn: round(body.chestIn), lengthWantedIn: round(body.lengthIn) };
  const largest = SIZE_CHART[SIZE_CHART.length - 1]!;

  if (!byChest || !byLength) {
    const why: FitWhy = !byChest
      ? { kind: 'largest', by: 'chest', inches: largest.chest }
      : { kind: 'largest', by: 'length', inches: largest.length };
    return { size: largest.size, why, ...measured };
  }
  const chosen = SIZE_CHART.indexOf(byLength) > SIZE_CHART.indexOf(byChest) ? byLength : byChest;
  if (chosen === byLength && byLength !== byChest) {
    return {
      size: chosen.size,
      why: { kind: 'length', heightCm: input.heightCm, lengthIn: chosen.length },
      ...measured,
    };
  }
  const room = round(chosen.chest - body.chestIn);
  // The smallest size can leave far more room than asked for: say so rather than promise the look.
  if (chosen === SIZE_CHART[0] && room > ease + ROOMIER_THAN_ASKED_INCHES) {
    return { size: chosen.size, why: { kind: 'smallest', room }, ...measured };
  }
  return { size: chosen.size, why: { kind: 'chest', chestIn: chosen.chest, room }, ...measured };
}
