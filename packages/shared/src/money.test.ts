import { describe, expect, it } from 'vitest';
import { formatInr, paiseToRupees, rupeesToPaise } from './money.ts';

describe('formatInr', () => {
  it('groups digits the Indian way', () => {
    expect(formatInr(123456)).toBe('₹1,23,456');
    expect(formatInr(12345678)).toBe('₹1,23,45,678');
  });

  it('shows small amounts without grouping or paise', () => {
    expect(formatInr(0)).toBe('₹0');
    expect(formatInr(499)).toBe('₹499');
    expect(formatInr(1999)).toBe('₹1,999');
  });

  it('keeps paise when an amount has them', () => {
    expect(formatInr(499.5)).toBe('₹499.50');
  });
});

describe('paise conversion', () => {
  it('round-trips rupees through integer paise', () => {
    expect(rupeesToPaise(1999)).toBe(199900);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(199900)).toBe(1999);
  });
});
