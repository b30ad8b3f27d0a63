import { RETURN_WINDOW_DAYS } from '../constants.ts';
import type { Twin } from '../i18n/languages.ts';
import { FIT_HEIGHT_CM, FIT_WEIGHT_KG, type FitRecommendation } from './fit-finder.ts';

/**
 * The product page's two size dialogs, the fit finder and the size chart: their own words, the
 * finder's line of why and its form's messages. A module of its own, loaded with the dialogs when
 * a shopper first opens one, not with the product page (docs/decisions/0318).
 */
export const SIZE_HELP_TEXTS = {
  // The fit finder.
  fitLead:
    'Tell us your height, weight and how loose you like it; we compare them with the garment measurements of our size chart.',
  fitForm: 'Fit finder',
  height: 'Height (cm)',
  weight: 'Weight (kg)',
  heightExample: 'e.g. 172',
  weightExample: 'e.g. 68',
  howFit: 'How do you like it to fit?',
  relaxed: 'Relaxed',
  oversized: 'Oversized',
  extraOversized: 'Extra oversized',
  relaxedHint: 'Easy, a little closer',
  oversizedHint: 'The drop-shoulder cut as designed',
  extraOversizedHint: 'Boxy and long, a size looser',
  choose: (size: string) => `Choose ${size}`,
  soldOutIn: (size: string, colour: string) => `${size} is sold out in ${colour}: use Notify me on the page.`,
  forget: 'Forget my answers',
  remembered: 'Remembered on this device only.',
  // Its line of why (`fitReason`); `style` is the fit's name in lower case.
  largestByChest: (size: string, inches: number, style: string) =>
    `${size} is our largest: its ${inches} in chest will fit you closer than ${style}.`,
  largestByLength: (size: string, inches: number, style: string) =>
    `${size} is our largest: its ${inches} in length will fit you closer than ${style}.`,
  byLength: (size: string, heightCm: number, wantedIn: number, lengthIn: number) =>
    `${size}: at ${heightCm} cm you need about ${wantedIn} in of length, and ${size} is ${lengthIn} in long.`,
  smallest: (size: string, room: number, bodyChestIn: number, style: string) =>
    `${size} is our smallest: with about ${room} in of room around your estimated ${bodyChestIn} in chest it will be roomier than ${style}.`,
  byChest: (size: string, chestIn: number, room: number, bodyChestIn: number, style: string) =>
    `${size}: its ${chestIn} in chest leaves about ${room} in of room around your estimated ${bodyChestIn} in chest, ${style} as you like it.`,
  /** After what returns say of the size ("Most who returned M found it too small"). */
  betweenSizes: (returned: string, other: string) => `${returned}: if you are between sizes, take ${other}.`,
  returnedOnly: (returned: string) => `${returned}.`,
  // The size chart.
  chartTitle: 'Size chart',
  chartLead:
    'Our tees are cut oversized: roomy through the body with dropped shoulders. Take your usual size for the intended loose fit, or one size down for a closer fit. Measurements are of the garment.',
  units: 'Units',
  inches: 'Inches',
  centimetres: 'Centimetres',
  chartTable: 'Size chart table',
  caption: (unit: string) => `Garment measurements in ${unit}`,
  size: 'Size',
  chest: 'Chest',
  length: 'Length',
  shoulder: 'Shoulder',
  fitsBodyChest: 'Fits body chest',
  exchangeNote: `Wrong size? Exchanges for size issues can be requested within ${RETURN_WINDOW_DAYS} days of delivery.`,
} as const;

/** The fit finder form's messages (its schema's, `FitFinderInput`). */
export const FIT_FINDER_MESSAGES = {
  heightMissing: 'Enter your height in cm',
  heightWhole: 'Enter your height in whole cm',
  heightRange: `Height must be ${FIT_HEIGHT_CM.min}–${FIT_HEIGHT_CM.max} cm`,
  weightMissing: 'Enter your weight in kg',
  weightWhole: 'Enter your weight in whole kg',
  weightRange: `Weight must be ${FIT_WEIGHT_KG.min}–${FIT_WEIGHT_KG.max} kg`,
  fitMissing: 'Choose how loose you like it',
} as const;

type SizeHelpTexts = Twin<typeof SIZE_HELP_TEXTS>;

/** The fit's name as a line of why says it ("oversized as you like it"). */
export const fitStyle = (texts: SizeHelpTexts, fit: FitRecommendation['fit']) =>
  ({ relaxed: texts.relaxed, oversized: texts.oversized, 'extra-oversized': texts.extraOversized })[fit].toLowerCase();

/** The fit finder's one line of why a size was found, in the language of `texts`. */
export function fitReason(texts: SizeHelpTexts, found: FitRecommendation): string {
  const { why, size } = found;
  const style = fitStyle(texts, found.fit);
  switch (why.kind) {
    case 'largest':
      return why.by === 'chest'
        ? texts.largestByChest(size, why.inches, style)
        : texts.largestByLength(size, why.inches, style);
    case 'length':
      return texts.byLength(size, why.heightCm, found.lengthWantedIn, why.lengthIn);
    case 'smallest':
      return texts.smallest(size, why.room, found.bodyChestIn, style);
    case 'chest':
      return texts.byChest(size, why.chestIn, why.room, found.bodyChestIn, style);
  }
}
