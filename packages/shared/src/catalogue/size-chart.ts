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
  fits: string;
}[] = [
  { size: 'M', chest: 44, length: 28, shoulder: 21, fits: '38-40' },
  { size: 'L', chest: 46, length: 29, shoulder: 22, fits: '40-42' },
  { size: 'XL', chest: 48, length: 30, shoulder: 23, fits: '42-44' },
  { size: 'XXL', chest: 50, length: 31, shoulder: 24, fits: '44-46' },
];
