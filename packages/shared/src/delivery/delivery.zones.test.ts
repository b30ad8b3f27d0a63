import { describe, expect, it } from 'vitest';
import { PROCESSING_BUSINESS_DAYS } from '../constants.ts';
import { DELIVERY_PROMISE, DELIVERY_ZONE_DAYS } from './delivery.zones.ts';

describe('the delivery promise', () => {
  it('counts the packing days and the days on the road that every order date is computed from', () => {
    const { metro, rest_of_india: rest } = DELIVERY_ZONE_DAYS;
    expect(DELIVERY_PROMISE).toBe(
      `Ships in ${PROCESSING_BUSINESS_DAYS.min}–${PROCESSING_BUSINESS_DAYS.max} business days, then arrives in ` +
        `${metro.min}–${metro.max} working days in metro cities, ${rest.min}–${rest.max} across the rest of India.`,
    );
  });
});
