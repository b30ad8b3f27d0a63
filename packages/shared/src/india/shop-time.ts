import { SHOP_TIME_ZONE } from '../constants.ts';

/**
 * Dates as the shop's documents and exports print them: in India's time zone, whatever the
 * server's clock is set to, so an order placed at 00:30 on 2 December in India is printed as
 * 2 December (in UTC it is still 1 December).
 */
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const inWords = new Intl.DateTimeFormat('en-IN', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

function shopParts(at: Date) {
  const found = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, part.value]));
  return found as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
}

/** '2026-12-02': the calendar day in India (a spreadsheet reads it as a date). */
export function shopDay(at: Date): string {
  const p = shopParts(at);
  return `${p.year}-${p.month}-${p.day}`;
}

/** '2026-12-02 00:30': the day and time in India. */
export function shopDayTime(at: Date): string {
  const p = shopParts(at);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** '02-12-2026': the day in India as tax invoices print it. */
export function shopDocumentDate(at: Date): string {
  const p = shopParts(at);
  return `${p.day}-${p.month}-${p.year}`;
}

/** '2 Dec 2026': the day in India in words (packing slips, labels). */
export const shopDateInWords = (at: Date): string => inWords.format(at);
