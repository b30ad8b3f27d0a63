import { describe, expect, it } from 'vitest';
import { Phone } from '../account/account.schemas.ts';
import { ContactNumber } from '../orders/orders.schemas.ts';
import { normaliseIndianMobile } from './india.ts';

describe('a phone number as people type it', () => {
  it.each([
    ['9814012345', '9814012345'],
    ['98140 12345', '9814012345'],
    ['98140-12345', '9814012345'],
    ['+91 98140 12345', '9814012345'],
    ['+91-98140-12345', '9814012345'],
    ['+919814012345', '9814012345'],
    ['919814012345', '9814012345'],
    ['0091 98140 12345', '9814012345'],
    ['098140 12345', '9814012345'],
    ['(98140) 12345', '9814012345'],
  ])('%s is stored as %s', (typed, stored) => {
    expect(normaliseIndianMobile(typed)).toBe(stored);
    expect(Phone.parse(typed)).toBe(stored);
    expect(ContactNumber.parse(typed)).toBe(stored);
  });

  it.each(['98140 1234', '+44 98140 12345', '+0 9814012345', '98140123456', '1234567890', 'phone'])(
    '%s is refused',
    (typed) => {
      expect(ContactNumber.safeParse(typed).success).toBe(false);
    },
  );

  it('a number sent as a number still counts', () => {
    expect(ContactNumber.parse(9814012345)).toBe('9814012345');
  });
});
