import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apparelRate,
  formatPaise,
  intraStateHalf,
  numberInWords,
  rupeesInWords,
  taxOrder,
  taxableOf,
} from './invoices.tax.ts';
import { financialYearOf } from './invoices.numbering.ts';

const tee = (unitPricePaise: number, quantity = 1) => ({
  description: 'Story Tee (Black, size M)',
  quantity,
  unitPricePaise,
});
const delivery = (amountPaise: number) => [{ description: 'Delivery', amountPaise }];

describe('the apparel rate', () => {
  it('is 5 % up to a price of ₹2,625 (₹2,500 before tax) and 18 % above, the ₹2,625–₹2,950 band included', () => {
    expect(apparelRate(79_900)).toBe(5);
    expect(apparelRate(262_500)).toBe(5);
    expect(apparelRate(262_501)).toBe(18);
    expect(apparelRate(280_000)).toBe(18);
    expect(apparelRate(295_000)).toBe(18);
    expect(apparelRate(399_900)).toBe(18);
    expect(taxableOf(262_500, 5)).toBe(250_000);
  });
});

describe('taxing an order', () => {
  it('splits an intra-state order into CGST and SGST halves, fees at the goods rate', () => {
    const taxed = taxOrder([tee(79_900, 2)], delivery(20_000), true);
    const [goods, fee] = taxed.lines;
    expect(goods).toMatchObject({ hsn: '6109', rate: 5, totalPaise: 159_800, taxablePaise: 152_190 });
    expect(goods!.cgstPaise + goods!.sgstPaise).toBe(159_800 - 152_190);
    expect(goods!.cgstPaise).toBe(3805);
    expect(goods!.sgstPaise).toBe(3805);
    expect(goods!.igstPaise).toBe(0);
    expect(fee).toMatchObject({ kind: 'fee', rate: 5, taxablePaise: 19_048, cgstPaise: 476, sgstPaise: 476 });
    expect(taxed.totals.totalPaise).toBe(179_800);
  });

  it('gives CGST and SGST the same paise when the tax is odd: the taxable value takes the odd paisa', () => {
    // ₹799 at 5 %: ₹760.95 taxable leaves ₹38.05 of tax, which does not halve into paise.
    expect(79_900 - taxableOf(79_900, 5)).toBe(3805);
    const [line] = taxOrder([tee(79_900)], [], true).lines;
    expect(intraStateHalf(79_900, 5)).toBe(1902); // 79,900 × 2.5 / 105 = 1,902.38
    expect(line).toMatchObject({ cgstPaise: 1902, sgstPaise: 1902, taxablePaise: 76_096, totalPaise: 79_900 });
    // Out of state nothing is halved: IGST is the whole tax on the nearest taxable value.
    expect(taxOrder([tee(79_900)], [], false).lines[0]).toMatchObject({ taxablePaise: 76_095, igstPaise: 3805 });
  });

  it('halves exactly for any price, quantity, discount and rate, and every line still adds up to what was paid', () => {
    const line = fc.record({
      unitPricePaise: fc.integer({ min: 1, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
      discountShare: fc.double({ min: 0, max: 0.9, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 50_000 }), (lines, fee) => {
        const goods = lines.map((l) => ({
          ...tee(l.unitPricePaise, l.quantity),
          discountPaise: Math.floor(l.unitPricePaise * l.quantity * l.discountShare),
        }));
        const paid = goods.reduce((sum, l) => sum + l.unitPricePaise * l.quantity - l.discountPaise, 0) + fee;
        const taxed = taxOrder(goods, delivery(fee), true);
        for (const l of taxed.lines) {
          expect(l.cgstPaise).toBe(l.sgstPaise);
          expect(l.taxablePaise + l.cgstPaise + l.sgstPaise).toBe(l.totalPaise);
          // Each half is the rate's half of the taxable value, to within rounding of one paisa.
          expect(Math.abs(l.cgstPaise - (l.taxablePaise * l.rate) / 200)).toBeLessThan(1);
        }
        expect(taxed.totals.cgstPaise).toBe(taxed.totals.sgstPaise);
        expect(taxed.totals.totalPaise).toBe(paid);
        expect(taxed.totals.taxablePaise + 2 * taxed.totals.cgstPaise).toBe(paid);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 30) * 10 },
    );
  });

  it('charges IGST on an inter-state order', () => {
    const taxed = taxOrder([tee(79_900)], delivery(12_000), false);
    expect(taxed.lines.every((l) => l.cgstPaise === 0 && l.sgstPaise === 0)).toBe(true);
    expect(taxed.lines[0]).toMatchObject({ taxablePaise: 76_095, igstPaise: 3805 });
    expect(taxed.totals).toEqual({
      taxablePaise: 76_095 + 11_429,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 3805 + 571,
      totalPaise: 91_900,
    });
  });

  it('taxes a dear piece at 18 % and gives fees the highest rate of a mixed order', () => {
    const taxed = taxOrder([tee(79_900), tee(349_900)], delivery(20_000), false);
    expect(taxed.lines.map((l) => l.rate)).toEqual([5, 18, 18]);
    expect(taxed.lines[1]).toMatchObject({ taxablePaise: 296_525, igstPaise: 53_375 });
    expect(taxed.lines[2]).toMatchObject({ taxablePaise: 16_949, igstPaise: 3051 });
  });

  it('keeps every paisa: the halves are equal and the totals equal the prices paid', () => {
    for (const price of [49_901, 79_999, 129_950, 262_500, 262_501, 299_999, 1_000_001]) {
      for (const quantity of [1, 3, 7]) {
        const taxed = taxOrder([tee(price, quantity), tee(33_333)], delivery(20_000), true);
        const { totals } = taxed;
        expect(totals.totalPaise).toBe(price * quantity + 33_333 + 20_000);
        expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(totals.totalPaise);
        for (const line of taxed.lines) expect(line.cgstPaise).toBe(line.sgstPaise);
      }
    }
  });

  it('prints no fee line for a free delivery', () => {
    expect(taxOrder([tee(79_900)], delivery(0), true).lines).toHaveLength(1);
  });
});

describe('amounts in words and figures', () => {
  it('spells rupees in Indian numbering', () => {
    expect(rupeesInWords(134_900)).toBe('One Thousand Three Hundred Forty-Nine Rupees Only');
    expect(rupeesInWords(100)).toBe('One Rupee Only');
    expect(rupeesInWords(179_850)).toBe('One Thousand Seven Hundred Ninety-Eight Rupees and Fifty Paise Only');
    expect(numberInWords(12_34_56_789)).toBe(
      'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine',
    );
    expect(numberInWords(1_00_000)).toBe('One Lakh');
    expect(numberInWords(0)).toBe('Zero');
  });

  it('groups figures in lakhs with two decimals', () => {
    expect(formatPaise(12_345_670)).toBe('₹1,23,456.70');
    expect(formatPaise(79_900)).toBe('₹799.00');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(1_000_000_000)).toBe('₹1,00,00,000.00');
  });
});

describe('document numbers', () => {
  it('follow the Indian financial year in IST, April to March', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toBe('25-26'); // 23:59:59 IST, 31 March
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe('26-27'); // midnight IST, 1 April
    expect(financialYearOf(new Date('2099-12-01T00:00:00Z'))).toBe('99-00');
  });
});
