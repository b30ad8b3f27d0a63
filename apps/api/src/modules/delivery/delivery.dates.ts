import { DELIVERY_ZONE_DAYS, PROCESSING_BUSINESS_DAYS, type DeliveryZone } from '@shop/shared';

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
 * The first and last day a parcel can arrive (decision record 0031): from the day the order is
 * placed (in India), processing in business days (Mon-Fri), then delivery in working days
 * (Mon-Sat) as long as the parcel's zone from the warehouse takes (decision record 0168). Each day
 * is answered as noon IST of that date, so every time zone shows the same day.
 */
export function expectedDeliveryWindow(placedAt: Date, zone: DeliveryZone = 'rest_of_india'): { from: Date; to: Date } {
  const istMidnight = new Date(Math.floor((placedAt.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS);
  const transit = DELIVERY_ZONE_DAYS[zone];
  const at = (processing: number, delivery: number) => {
    const processed = addDays(istMidnight, processing, isBusinessDay);
    const delivered = addDays(processed, delivery, isWorkingDay);
    return new Date(delivered.getTime() + 12 * 60 * 60 * 1000 - IST_OFFSET_MS);
  };
  return { from: at(PROCESSING_BUSINESS_DAYS.min, transit.min), to: at(PROCESSING_BUSINESS_DAYS.max, transit.max) };
}

/** The date promised on an order: the last day of the window. */
export function expectedDeliveryDate(placedAt: Date, zone: DeliveryZone = 'rest_of_india'): Date {
  return expectedDeliveryWindow(placedAt, zone).to;
}

/** '2026-12-04': the IST calendar day of a moment. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
