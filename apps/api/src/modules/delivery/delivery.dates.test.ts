import { describe, expect, it } from 'vitest';
import { expectedDeliveryDate, expectedDeliveryWindow, istDay } from './delivery.dates.ts';

describe('expected delivery date', () => {
  it('adds 3 business days of processing (Mon-Fri), then 7 working days of delivery (Mon-Sat)', () => {
    // Monday 6 Jan 2025, 10:00 IST -> processed Thu 9 Jan -> delivered Fri 17 Jan (noon IST)
    expect(expectedDeliveryDate(new Date('2025-01-06T04:30:00Z')).toISOString()).toBe('2025-01-17T06:30:00.000Z');
  });

  it('skips the weekend while processing and Sundays while delivering', () => {
    // Friday 10 Jan 2025, 20:00 IST -> processed Wed 15 Jan -> delivered Thu 23 Jan
    expect(expectedDeliveryDate(new Date('2025-01-10T14:30:00Z')).toISOString()).toBe('2025-01-23T06:30:00.000Z');
  });

  it('counts from the day in India, not in UTC', () => {
    // Sunday 5 Jan 20:00 UTC is already Monday 6 Jan 01:30 in India
    expect(expectedDeliveryDate(new Date('2025-01-05T20:00:00Z')).toISOString()).toBe('2025-01-17T06:30:00.000Z');
  });

  it('gives a window per zone: 2+4 to 3+7 days across India, 2+1 to 3+2 in the same city, 2+6 to 3+10 in the north-east', () => {
    const monday = new Date('2025-01-06T04:30:00Z');
    const elsewhere = expectedDeliveryWindow(monday);
    expect([istDay(elsewhere.from), istDay(elsewhere.to)]).toEqual(['2025-01-13', '2025-01-17']);
    const city = expectedDeliveryWindow(monday, 'same_city');
    expect([istDay(city.from), istDay(city.to)]).toEqual(['2025-01-09', '2025-01-11']);
    const far = expectedDeliveryWindow(monday, 'north_east_islands');
    expect([istDay(far.from), istDay(far.to)]).toEqual(['2025-01-15', '2025-01-21']);
  });
});
