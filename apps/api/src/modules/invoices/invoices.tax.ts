import { APPAREL_RATE_THRESHOLD_PAISE, GST_RATES, HSN_TSHIRTS } from '@shop/shared';

/**
 * The tax engine: pure arithmetic in paise, no database. Shop prices include GST, so every amount
 * here is split out of a price the shopper already paid (decision record 0080).
 */

export type TaxRate = (typeof GST_RATES)[keyof typeof GST_RATES];

/**
 * The rate of one piece sold at `unitPricePaise` including tax. The lower rate only holds while the
 * value before tax stays within the threshold: value = price / 1.05 ≤ ₹2,500, i.e. a price of at
 * most ₹2,625. Above that the higher rate applies, including the band ₹2,625–₹2,950 where neither
 * rate is self-consistent (the seller never pays less tax than the goods may owe).
 */
export function apparelRate(unitPricePaise: number): TaxRate {
  const lowerLimit = (APPAREL_RATE_THRESHOLD_PAISE * (100 + GST_RATES.lower)) / 100;
  return unitPricePaise <= lowerLimit ? GST_RATES.lower : GST_RATES.higher;
}

/** The value before tax inside a tax-inclusive amount, rounded to the paisa. */
export function taxableOf(grossPaise: number, rate: number): number {
  return Math.round((grossPaise * 100) / (100 + rate));
}

export type TaxLineInput = {
  description: string;
  hsn?: string;
  quantity: number;
  /** Price of one piece, tax included, before any discount. */
  unitPricePaise: number;
  /** The line's share of the order's discount: the line is sold (and taxed) at its price less this. */
  discountPaise?: number;
};

export type TaxLine = {
  description: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  /** Price × quantity, before the discount. */
  grossPaise: number;
  discountPaise: number;
  /** Price of one piece before tax (shown; the line's taxable value is computed on the whole line). */
  unitTaxablePaise: number;
  taxablePaise: number;
  rate: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  kind: 'goods' | 'fee';
};

export type TaxTotals = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

export type TaxedOrder = { intraState: boolean; lines: TaxLine[]; totals: TaxTotals };

/**
 * CGST (and SGST, its equal) of a tax-inclusive amount sold within the seller's state: the half of
 * the tax contained in it, `amount × (rate / 2) / (100 + rate)`, rounded to the paisa once and
 * used for both halves. The taxable value is what is left (`amount − 2 × half`), so it takes the
 * odd paisa an uneven tax would have given one half (decision record 0225).
 */
export function intraStateHalf(grossPaise: number, rate: number): number {
  return Math.round((grossPaise * rate) / (2 * (100 + rate)));
}

/**
 * Splits one tax-inclusive line: within the seller's state CGST and SGST, always the same paise
 * (the taxable value takes the odd paisa); IGST otherwise.
 */
function splitLine(
  input: {
    description: string;
    hsn: string;
    quantity: number;
    unitPricePaise: number;
    discountPaise?: number | undefined;
    kind: TaxLine['kind'];
  },
  rate: number,
  intraState: boolean,
): TaxLine {
  const grossPaise = input.unitPricePaise * input.quantity;
  const discountPaise = input.discountPaise ?? 0;
  const totalPaise = grossPaise - discountPaise;
  const half = intraState ? intraStateHalf(totalPaise, rate) : 0;
  const taxablePaise = intraState ? totalPaise - 2 * half : taxableOf(totalPaise, rate);
  return {
    ...input,
    grossPaise,
    discountPaise,
    unitTaxablePaise: taxableOf(Math.round(totalPaise / input.quantity), rate),
    taxablePaise,
    rate,
    cgstPaise: half,
    sgstPaise: half,
    igstPaise: intraState ? 0 : totalPaise - taxablePaise,
    totalPaise,
  };
}

/** SAC of courier / goods transport services, shown on fee lines. */
const SAC_DELIVERY = '996812';

/**
 * Taxes an order. Each goods line takes the rate of its pieces. The delivery and cash-on-delivery
 * fees are part of a composite supply whose principal supply is the goods, so they take the goods'
 * rate; when one order mixes rates they take the highest rate in the order. Rounding happens per
 * line and every line's parts add up to its price, so the totals equal the order total exactly.
 */
export function taxOrder(
  goods: TaxLineInput[],
  fees: { description: string; amountPaise: number }[],
  intraState: boolean,
): TaxedOrder {
  // A discounted piece is taxed on what it was sold for: its slab follows its discounted value.
  const lines = goods.map((line) =>
    splitLine(
      { ...line, hsn: line.hsn ?? HSN_TSHIRTS, kind: 'goods' },
      apparelRate((line.unitPricePaise * line.quantity - (line.discountPaise ?? 0)) / line.quantity),
      intraState,
    ),
  );
  const feeRate = lines.reduce((max, line) => Math.max(max, line.rate), 0) || GST_RATES.lower;
  for (const fee of fees) {
    if (fee.amountPaise <= 0) continue;
    lines.push(
      splitLine(
        { description: fee.description, hsn: SAC_DELIVERY, quantity: 1, unitPricePaise: fee.amountPaise, kind: 'fee' },
        feeRate,
        intraState,
      ),
    );
  }
  const totals = lines.reduce<TaxTotals>(
    (sum, line) => ({
      taxablePaise: sum.taxablePaise + line.taxablePaise,
      cgstPaise: sum.cgstPaise + line.cgstPaise,
      sgstPaise: sum.sgstPaise + line.sgstPaise,
      igstPaise: sum.igstPaise + line.igstPaise,
      totalPaise: sum.totalPaise + line.totalPaise,
    }),
    { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 },
  );
  return { intraState, lines, totals };
}

// ---------------------------------------------------------------------------------------------
// Amounts in words, Indian numbering (thousand, lakh, crore).

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 ? `${tens}-${ONES[n % 10]}` : tens;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** `numberInWords(134900)` is 'One Lakh Thirty-Four Thousand Nine Hundred'. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Cannot spell ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** `rupeesInWords(134900)` is 'One Thousand Three Hundred Forty-Nine Rupees Only'. */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const unit = rupees === 1 ? 'Rupee' : 'Rupees';
  if (!rest) return `${numberInWords(rupees)} ${unit} Only`;
  return `${numberInWords(rupees)} ${unit} and ${numberInWords(rest)} Paise Only`;
}

/** '₹1,23,456.70': rupees with lakh grouping and always two decimals, as invoices print them. */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = String(Math.floor(abs / 100));
  const last3 = rupees.slice(-3);
  const head = rupees.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}` : last3;
  return `${sign}₹${grouped}.${String(abs % 100).padStart(2, '0')}`;
}
