import { describe, expect, it } from 'vitest';
import { SIZES } from '../constants.ts';
import {
  defaultExchangeSize,
  RETURN_FEE_RUPEES,
  RETURN_STATUSES,
  RETURN_TRANSITIONS,
  returnAdminChoices,
  returnFeeRupees,
  returnFitAdvice,
  withinReturnWindow,
} from './returns.lifecycle.ts';

describe('the return table', () => {
  it('ends in accepted, refused, rejected or expired, and never goes back', () => {
    const order = ['requested', 'approved', 'received', 'accepted'];
    for (const from of RETURN_STATUSES) {
      for (const to of RETURN_TRANSITIONS[from]) {
        if (order.includes(from) && order.includes(to)) expect(order.indexOf(to)).toBeGreaterThan(order.indexOf(from));
      }
    }
    for (const final of ['accepted', 'refused', 'rejected', 'expired'] as const)
      expect(RETURN_TRANSITIONS[final]).toEqual([]);
  });

  it('leaves expiry to the shop: the owner never picks it', () => {
    for (const status of RETURN_STATUSES) expect(returnAdminChoices(status)).not.toContain('expired');
    expect(returnAdminChoices('requested')).toEqual(['approved', 'rejected']);
  });
});

describe('the return fee', () => {
  it('is charged once on refund lines, waived when they are all defective and for exchanges', () => {
    expect(returnFeeRupees([{ reason: 'too_small', exchangeSize: 'L' }])).toBe(0);
    expect(returnFeeRupees([{ reason: 'changed_mind' }, { reason: 'too_big' }])).toBe(RETURN_FEE_RUPEES);
    expect(returnFeeRupees([{ reason: 'defective' }])).toBe(0);
  });
});

describe('the window', () => {
  it('is 7 days from delivery, to the millisecond', () => {
    const delivered = new Date('2026-11-01T10:00:00Z');
    expect(withinReturnWindow(delivered, 7, new Date('2026-11-08T10:00:00Z'))).toBe(true);
    expect(withinReturnWindow(delivered, 7, new Date('2026-11-08T10:00:00.001Z'))).toBe(false);
  });
});

describe('the fit finder advice from returns', () => {
  it('points up for a size sent back too small and down for one too big', () => {
    const notes = [
      { size: 'M', reason: 'too_small' as const, units: 5 },
      { size: 'XL', reason: 'too_big' as const, units: 3 },
    ];
    expect(returnFitAdvice('M', notes, SIZES)).toBe(
      'Most who returned M found it too small: if you are between sizes, take L.',
    );
    expect(returnFitAdvice('XL', notes, SIZES)).toBe(
      'Most who returned XL found it too big: if you are between sizes, take L.',
    );
    expect(returnFitAdvice('L', notes, SIZES)).toBeNull();
  });
});

describe('the size an exchange starts on', () => {
  it('is one up when the tee was too small, one down when too big, else the nearest to the size bought', () => {
    expect(defaultExchangeSize('L', 'too_small', ['M', 'XL', 'XXL'])).toBe('XL');
    expect(defaultExchangeSize('L', 'too_small', ['XXL', 'M'])).toBe('XXL');
    expect(defaultExchangeSize('L', 'too_big', ['M', 'XL'])).toBe('M');
    // Nothing larger to be had: the nearest size, not a smaller one first.
    expect(defaultExchangeSize('XXL', 'too_small', ['M', 'XL'])).toBe('XL');
    expect(defaultExchangeSize('L', 'not_as_pictured', ['M', 'XL'])).toBe('XL');
    expect(defaultExchangeSize('M', 'too_small', [])).toBe('');
  });
});
