/** Money: integer paise in the database, rupees in the API, INR with Indian digit grouping in the UI. */

const inrWhole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const inrPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `formatInr(123456)` is '₹1,23,456'; fractional rupees keep their paise ('₹499.50'). */
export function formatInr(rupees: number): string {
  return Number.isInteger(rupees) ? inrWhole.format(rupees) : inrPaise.format(rupees);
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}
