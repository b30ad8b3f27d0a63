import { describe, expect, it } from 'vitest';
import { isFitFinderAnswers, recommendSize, type FitPreference } from './fit-finder.ts';
import { FitFinderInput } from './fit-finder.schemas.ts';
import { fitReason, SIZE_HELP_TEXTS } from './size-help-page.texts.ts';

/** [height cm, weight kg, fit] -> the size and what its one line of why turns on. */
const cases: [number, number, FitPreference, string, RegExp][] = [
  // A slim shopper: M is the smallest size and roomier than asked; the line says so.
  [165, 55, 'relaxed', 'M', /^M is our smallest: .* roomier than relaxed\.$/],
  [170, 65, 'oversized', 'M', /^M: its 44 in chest leaves about 8 in of room around your estimated 36 in chest/],
  // The same body, three preferences, three sizes: each step adds about one size of room.
  [178, 80, 'relaxed', 'M', /leaves about 4 in of room .* 40 in chest, relaxed as you like it\.$/],
  [178, 80, 'oversized', 'L', /^L: its 46 in chest leaves about 6 in/],
  [178, 80, 'extra-oversized', 'XL', /^XL: its 48 in chest leaves about 8 in/],
  [180, 90, 'oversized', 'XL', /42 in chest, oversized as you like it\.$/],
  [185, 100, 'relaxed', 'XL', /^XL: /],
  [185, 100, 'oversized', 'XXL', /^XXL: its 50 in chest leaves about 6 in/],
  // Tall and slim: the length decides, not the chest.
  [188, 72, 'relaxed', 'XL', /^XL: at 188 cm you need about 30 in of length, and XL is 30 in long\.$/],
  [195, 85, 'relaxed', 'XXL', /^XXL: at 195 cm you need about 31 in of length/],
  // Beyond the chart: the largest size, with an honest line.
  [
    185,
    100,
    'extra-oversized',
    'XXL',
    /^XXL is our largest: its 50 in chest will fit you closer than extra oversized\.$/,
  ],
  [200, 150, 'relaxed', 'XXL', /^XXL is our largest: its 50 in chest will fit you closer than relaxed\.$/],
];

describe('the fit finder recommends a size from the size chart', () => {
  it.each(cases)('%i cm, %i kg, %s -> %s', (heightCm, weightKg, fit, size, why) => {
    const recommendation = recommendSize({ heightCm, weightKg, fit });
    expect(recommendation.size).toBe(size);
    expect(fitReason(SIZE_HELP_TEXTS, recommendation)).toMatch(why);
  });

  it('never recommends a smaller size for a looser preference or a heavier body', () => {
    const order = ['M', 'L', 'XL', 'XXL'];
    for (let heightCm = 150; heightCm <= 200; heightCm += 5) {
      for (let weightKg = 45; weightKg <= 130; weightKg += 5) {
        const sizes = (['relaxed', 'oversized', 'extra-oversized'] as const).map((fit) =>
          order.indexOf(recommendSize({ heightCm, weightKg, fit }).size),
        );
        expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
        const heavier = recommendSize({ heightCm, weightKg: weightKg + 10, fit: 'oversized' }).size;
        expect(order.indexOf(heavier)).toBeGreaterThanOrEqual(sizes[1]!);
      }
    }
  });

  it('takes whole centimetres and kilograms within a human range, and one of the three fits', () => {
    expect(FitFinderInput.parse({ heightCm: '175', weightKg: '72', fit: 'oversized' })).toEqual({
      heightCm: 175,
      weightKg: 72,
      fit: 'oversized',
    });
    const refused = FitFinderInput.safeParse({ heightCm: '17', weightKg: '72.5', fit: 'tight' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['heightCm', 'Height must be 140–210 cm'],
      ['weightKg', 'Enter your weight in whole kg'],
      ['fit', 'Choose how loose you like it'],
    ]);
  });

  it('accepts kept answers only when they still fit the same ranges', () => {
    expect(isFitFinderAnswers({ heightCm: 175, weightKg: 72, fit: 'oversized' })).toBe(true);
    for (const kept of [
      null,
      'oversized',
      { heightCm: 175, weightKg: 72 },
      { heightCm: 175.5, weightKg: 72, fit: 'relaxed' },
      { heightCm: 139, weightKg: 72, fit: 'relaxed' },
      { heightCm: 175, weightKg: 161, fit: 'relaxed' },
      { heightCm: '175', weightKg: 72, fit: 'relaxed' },
      { heightCm: 175, weightKg: 72, fit: 'tight' },
    ]) {
      expect(isFitFinderAnswers(kept), JSON.stringify(kept)).toBe(false);
    }
  });
});
