import { createRequire } from 'node:module';
import path from 'node:path';
import { openSync, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { UQC, shopDocumentDate } from '@shop/shared';
import type { TaxDocumentLine } from '../../db/schema/index.ts';
import type { TaxDocumentImages } from './invoices.renderer.ts';
import type { CreditNoteRow, InvoiceRow } from './invoices.repository.ts';
import { formatPaise, rupeesInWords } from './invoices.tax.ts';

/**
 * Noto Sans (OFL) from its npm package: it has the rupee sign and the Latin letters of Indian names;
 * pdfkit embeds only the glyphs used, so a document stays small.
 */
const fontDir = path.dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans/package.json'));
const FONT = path.join(fontDir, '400Regular/NotoSans_400Regular.ttf');
const FONT_BOLD = path.join(fontDir, '700Bold/NotoSans_700Bold.ttf');

/** Words laid out per font that are remembered; past it the memory starts again. */
const LAID_OUT_WORDS = 5_000;

/**
 * Remembers how `font` lays out each word across documents. pdfkit lays text out word by word and
 * remembers words only within one document, while every invoice repeats most of its words (the
 * headings, the seller, the columns): laying them out again (OpenType shaping) was most of the
 * time a PDF took. pdfkit scales the positions of a run in place, so each caller gets its own copy
 * of them; the glyphs are shared, as pdfkit only reads them.
 */
function rememberLayouts(font: Font): Font {
  const layout = font.layout.bind(font);
  const runs = new Map<string, ReturnType<Font['layout']>>();
  const remembered = (text: string, ...options: unknown[]) => {
    // Only the plain call (no features, script or direction) is pdfkit's word-by-word one.
    if (options.some((option) => option !== undefined)) {
      return (layout as (text: string, ...rest: unknown[]) => ReturnType<Font['layout']>)(text, ...options);
    }
    let run = runs.get(text);
    if (!run) {
      if (runs.size >= LAID_OUT_WORDS) runs.clear();
      run = layout(text);
      runs.set(text, run);
    }
    const copy = Object.create(Object.getPrototypeOf(run) as object) as typeof run;
    return Object.assign(copy, run, { positions: run.positions.map((position) => ({ ...position })) });
  };
  return Object.assign(font, { layout: remembered });
}

/**
 * Each font is read and parsed once per thread and shared by every document, with the layouts of
 * the words it has set (see rememberLayouts): parsing its tables again for each document was most
 * of the time a PDF took. Every document still embeds its own subset of the glyphs it uses.
 */
let fonts: { body: PDFKit.Mixins.PDFFontSource; bold: PDFKit.Mixins.PDFFontSource } | undefined;
function parsedFonts() {
  // pdfkit takes a parsed fontkit font where its types only name files and bytes.
  const parsed = (file: string) => rememberLayouts(openSync(file) as Font) as unknown as PDFKit.Mixins.PDFFontSource;
  fonts ??= { body: parsed(FONT), bold: parsed(FONT_BOLD) };
  return fonts;
}

type Column = { title: string; width: number; align?: 'left' | 'right' };

/** '2.5 %': a rate as the document prints it. */
export const percent = (rate: number) => `${rate} %`;

/** The taxable value and taxes of a document's lines per GST rate, in rate order. */
function taxPerRate(lines: readonly TaxDocumentLine[]) {
  const rates = new Map<number, { rate: number; taxable: number; cgst: number; sgst: number; igst: number }>();
  for (const line of lines) {
    const sum = rates.get(line.rate) ?? { rate: line.rate, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    rates.set(line.rate, sum);
    sum.taxable += line.taxablePaise;
    sum.cgst += line.cgstPaise;
    sum.sgst += line.sgstPaise;
    sum.igst += line.igstPaise;
  }
  return [...rates.values()].sort((a, b) => a.rate - b.rate);
}

const LOGO_BOX: [number, number] = [150, 48];
const SIGNATURE_BOX: [number, number] = [150, 48];

/**
 * The tax invoice (or the credit note cancelling it) as a PDF, with what a GST invoice to a consumer
 * must show (rule 46 of the CGST Rules): seller's name, address and GSTIN; number and date; buyer's
 * name and addresses with state and state code; per line the description, HSN or SAC, quantity and
 * its unit (UQC), value, discount, taxable value, and the CGST and SGST (or IGST) rate and amount;
 * tax per rate; totals in figures and words; reverse charge; and the signature of the authorised
 * signatory. The owner's logo heads it. Signatory and logo are the ones frozen in the document.
 */
export function renderTaxDocument(
  kind: 'invoice' | 'creditNote',
  document: InvoiceRow | CreditNoteRow,
  invoice: InvoiceRow,
  images: TaxDocumentImages = {},
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 36,
    info: {
      Title: `${kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${document.number}`,
      Author: document.seller.name,
    },
  });
  const { body, bold } = parsedFonts();
  pdf.registerFont('body', body);
  pdf.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = 36;
  const width = pdf.page.width - 72;
  const intra = document.placeOfSupplyCode === document.seller.stateCode;

  const headTop = pdf.y;
  if (images.logo) pdf.image(Buffer.from(images.logo), left, headTop, { fit: LOGO_BOX });
  pdf
    .font('bold')
    .fontSize(16)
    .text(kind === 'invoice' ? 'TAX INVOICE' : 'CREDIT NOTE', left, headTop, { width, align: 'center' });
  pdf
    .font('body')
    .fontSize(8)
    .text(kind === 'invoice' ? 'Original for recipient' : 'Issued against the tax invoice below', { align: 'center' });
  if (images.logo) pdf.y = Math.max(pdf.y, headTop + LOGO_BOX[1]);
  pdf.moveDown(0.8);

  const top = pdf.y;
  pdf
    .font('bold')
    .fontSize(10)
    .text(document.seller.name, left, top, { width: width / 2 - 10 });
  pdf.font('body').fontSize(9);
  for (const line of document.seller.addressLines) pdf.text(line, { width: width / 2 - 10 });
  pdf.text(`GSTIN: ${document.seller.gstin ?? ''}`);
  pdf.text(`State: ${document.seller.state} (code ${document.seller.stateCode})`);
  const sellerBottom = pdf.y;

  const right = left + width / 2 + 10;
  pdf
    .font('bold')
    .fontSize(10)
    .text(kind === 'invoice' ? `Invoice no.: ${document.number}` : `Credit note no.: ${document.number}`, right, top);
  pdf
    .font('body')
    .fontSize(9)
    .text(`Date: ${shopDocumentDate(document.issuedAt)}`, right);
  if (kind === 'creditNote')
    pdf.text(`Against invoice ${invoice.number} of ${shopDocumentDate(invoice.issuedAt)}`, right);
  pdf.text(`Place of supply: ${document.placeOfSupply} (code ${document.placeOfSupplyCode})`, right);
  pdf.text('Tax is payable on reverse charge: No', right);
  pdf.y = Math.max(sellerBottom, pdf.y) + 10;

  const partyTop = pdf.y;
  const party = (title: string, x: number) => {
    pdf
      .font('bold')
      .fontSize(9)
      .text(title, x, partyTop, { width: width / 2 - 10 });
    pdf.font('body').text(document.buyer.name, { width: width / 2 - 10 });
    for (const line of document.buyer.addressLines) pdf.text(line, { width: width / 2 - 10 });
    pdf.text(`State: ${document.buyer.state} (code ${document.buyer.stateCode})`, { width: width / 2 - 10 });
    return pdf.y;
  };
  const bottom = Math.max(party('Billed to', left), party('Delivered to', right));
  pdf.y = bottom + 12;

  const columns: Column[] = [
    { title: 'Description', width: intra ? 102 : 142 },
    { title: 'HSN/SAC', width: 42 },
    { title: 'Qty', width: 22, align: 'right' },
    { title: 'Unit', width: 24 },
    // A line shows what it was priced at, what the discount took off and the value taxed on the rest.
    { title: 'Gross', width: 52, align: 'right' },
    { title: 'Discount', width: 46, align: 'right' },
    { title: 'Taxable value', width: 56, align: 'right' },
    // Each tax with its own rate above its amount: CGST 2.5 % and SGST 2.5 %, or IGST 5 %.
    ...(intra
      ? [
          { title: 'CGST', width: 50, align: 'right' as const },
          { title: 'SGST', width: 50, align: 'right' as const },
        ]
      : [{ title: 'IGST', width: 60, align: 'right' as const }]),
    { title: 'Total', width: 0, align: 'right' },
  ];
  const fixed = columns.reduce((sum, c) => sum + c.width, 0);
  columns[columns.length - 1]!.width = width - fixed;

  const row = (cells: string[], font: 'body' | 'bold') => {
    const y = pdf.y;
    let x = left;
    let height = 0;
    pdf.font(font).fontSize(8);
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      const options = { width: column.width - 4, align: column.align ?? 'left' };
      height = Math.max(height, pdf.heightOfString(cell, options));
      pdf.text(cell, x + 2, y, options);
      x += column.width;
    });
    pdf.y = y + height + 4;
    pdf
      .moveTo(left, pdf.y - 2)
      .lineTo(left + width, pdf.y - 2)
      .lineWidth(0.3)
      .stroke();
  };

  row(
    columns.map((c) => c.title),
    'bold',
  );
  for (const line of document.lines) {
    row(
      [
        line.description,
        line.hsn,
        String(line.quantity),
        UQC[line.kind],
        formatPaise(line.grossPaise ?? line.unitPricePaise * line.quantity),
        formatPaise(line.discountPaise ?? 0),
        formatPaise(line.taxablePaise),
        ...(intra
          ? [
              `${percent(line.rate / 2)}\n${formatPaise(line.cgstPaise)}`,
              `${percent(line.rate / 2)}\n${formatPaise(line.sgstPaise)}`,
            ]
          : [`${percent(line.rate)}\n${formatPaise(line.igstPaise)}`]),
        formatPaise(line.totalPaise),
      ],
      'body',
    );
  }
  row(
    [
      'Total',
      '',
      '',
      '',
      '',
      '',
      formatPaise(document.taxablePaise),
      ...(intra
        ? [formatPaise(document.cgstPaise), formatPaise(document.sgstPaise)]
        : [formatPaise(document.igstPaise)]),
      formatPaise(document.totalPaise),
    ],
    'bold',
  );

  pdf.moveDown(0.5);
  pdf.font('body').fontSize(9);
  // Tax per rate, each tax with its rate: what the buyer and an officer check the lines against.
  // Printed once: the table's Total row already carries the document's taxable value and taxes.
  for (const r of taxPerRate(document.lines)) {
    pdf.text(
      intra
        ? `Taxable value at ${percent(r.rate)}: ${formatPaise(r.taxable)}    CGST ${percent(r.rate / 2)}: ${formatPaise(r.cgst)}    SGST ${percent(r.rate / 2)}: ${formatPaise(r.sgst)}`
        : `Taxable value at ${percent(r.rate)}: ${formatPaise(r.taxable)}    IGST ${percent(r.rate)}: ${formatPaise(r.igst)}`,
      left,
    );
  }
  pdf
    .font('bold')
    .fontSize(10)
    .text(`${kind === 'invoice' ? 'Invoice total' : 'Credit note total'}: ${formatPaise(document.totalPaise)}`);
  pdf
    .font('body')
    .fontSize(9)
    .text(`Amount in words: ${rupeesInWords(document.totalPaise)}`);
  // A part-paid cash-on-delivery order: the token paid online, and what the courier collects.
  if ('paidOnlinePaise' in document && document.paidOnlinePaise) {
    pdf.text(
      `Paid online: ${formatPaise(document.paidOnlinePaise)}    Due on delivery: ${formatPaise(document.totalPaise - document.paidOnlinePaise)}`,
    );
  }
  pdf.text(`Prices include GST. Unit of quantity: ${UQC.goods} (pieces); ${UQC.fee} for services.`);

  // The signature block, right-aligned: for the seller, the signature, the signatory's name.
  const signatory = document.issuer?.signatoryName;
  const blockHeight = 14 + SIGNATURE_BOX[1] + 6 + (signatory ? 12 : 0) + 12;
  pdf.moveDown(1.5);
  if (pdf.y + blockHeight > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
  pdf.text(`For ${document.seller.name}`, left, pdf.y, { width, align: 'right' });
  const signatureTop = pdf.y + 4;
  if (images.signature) {
    pdf.image(Buffer.from(images.signature), left + width - SIGNATURE_BOX[0], signatureTop, {
      fit: SIGNATURE_BOX,
      align: 'right',
      valign: 'bottom',
    });
  }
  pdf.y = signatureTop + SIGNATURE_BOX[1] + 6;
  if (signatory) pdf.font('bold').text(signatory, left, pdf.y, { width, align: 'right' });
  pdf.font('body').text('Authorised signatory', left, pdf.y, { width, align: 'right' });

  pdf.end();
  return done;
}
