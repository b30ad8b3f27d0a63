import { DELIVERY_WORKING_DAYS, PROCESSING_BUSINESS_DAYS } from '@shop/shared';

const DAY_MS = 24 * 60 * 60 * 1000;
/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const isBusinessDay = (day: number) => day >= 1 && day <= 5; // Monday to Friday
const isWorkingDay = (day: number) => day !== 0; // Monday to Saturday: couriers deliver on Saturdays

/** Moves `date` forward by `count` days that pass `counts`, starting with the next day. */
function addDays(date: Date, count: number, counts: (weekday: number) => boolean): Date {
  let current = date;
  let left = count;
  while (left > 0) {
    current = new Date(current.getTime() + DAY_MS);
    if (counts(current.getUTCDay())) left -= 1;
  }
  return current;
}

/**
 * The date promised to the shopper (decision record 0031): from the day the order is placed (in
 * India), the longest processing time in business days (Mon-Fri), then the longest delivery time
 * in working days (Mon-Sat). Answered as noon IST of that date, so every time zone shows the same day.
 */
export function expectedDeliveryDate(placedAt: Date): Date {
  const istMidnight = new Date(Math.floor((placedAt.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS);
  const processed = addDays(istMidnight, PROCESSING_BUSINESS_DAYS.max, isBusinessDay);
  const delivered = addDays(processed, DELIVERY_WORKING_DAYS.max, isWorkingDay);
  return new Date(delivered.getTime() + 12 * 60 * 60 * 1000 - IST_OFFSET_MS);
}
