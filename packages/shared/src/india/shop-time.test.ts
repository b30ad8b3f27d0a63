import { describe, expect, it } from 'vitest';
import { shopDateInWords, shopDay, shopDayTime, shopDocumentDate } from './shop-time.ts';

describe("dates in India's time zone", () => {
  // 00:30 on 2 December in India is still 1 December in UTC.
  const justAfterMidnight = new Date('2026-12-01T19:00:00Z');

  it('prints the day in India, not the UTC one, in each format', () => {
    expect(shopDay(justAfterMidnight)).toBe('2026-12-02');
    expect(shopDayTime(justAfterMidnight)).toBe('2026-12-02 00:30');
    expect(shopDocumentDate(justAfterMidnight)).toBe('02-12-2026');
    expect(shopDateInWords(justAfterMidnight)).toBe('2 Dec 2026');
  });

  it('keeps the evening before midnight on its own day', () => {
    const lateEvening = new Date('2026-12-01T18:29:00Z');
    expect(shopDayTime(lateEvening)).toBe('2026-12-01 23:59');
  });
});
