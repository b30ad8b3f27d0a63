import type { Size } from './catalogue.schemas.ts';

/**
 * Garment measurements of the oversized cut, in inches (chest is the garment's width x 2), and
 * the body chest each size is cut for. The size chart shows it; the fit finder reads it.
 */
export const SIZE_CHART: readonly {
  size: Size;
  chest: number;
  length: number;
  shoulder: number;
  fits: { min: number; max: number };
}[] = [
  { size: 'M', chest: 44, length: 28, shoulder: 21, fits: { min: 38, max: 40 } },
  { size: 'L', chest: 46, length: 29, shoulder: 22, fits: { min: 40, max: 42 } },
  { size: 'XL', chest: 48, length: 30, shoulder: 23, fits: { min: 42, max: 44 } },
  { size: 'XXL', chest: 50, length: 31, shoulder: 24, fits: { min: 44, max: 46 } },
];

/** The units the size chart is read in: the chart is measured in inches, centimetres are worked out from it. */
export const SIZE_CHART_UNITS = ['in', 'cm'] as const;
export type SizeChartUnit = (typeof SIZE_CHART_UNITS)[number];

/** A chart measurement in the unit asked for: inches as measured, centimetres to the whole centimetre. */
export const measureIn = (inches: number, unit: SizeChartUnit): number =>
  unit === 'in' ? inches : Math.round(inches * 2.54);
