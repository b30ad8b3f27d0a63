import PDFDocument from 'pdfkit';
import { STORE, formatInr, paiseToRupees } from '@shop/shared';
import type { BookedShipment, ShipmentRequest } from './port.ts';

/** A4 width in points; a shipping label is 4 × 6 inches. */
const LABEL_SIZE: [number, number] = [288, 432];

/** Bars drawn from the AWB's characters: reads like a barcode to a person, scanned by nobody. */
function drawBars(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, height: number) {
  const codes = [...text].flatMap((char) => {
    const code = char.charCodeAt(0);
    return [1 + (code % 3), 1 + ((code >> 2) % 2), 1 + ((code >> 3) % 3), 1];
  });
  const unit = width / codes.reduce((sum, w) => sum + w, 0);
  let at = x;
  for (const [index, bar] of codes.entries()) {
    if (index % 2 === 0) doc.rect(at, y, bar * unit, height).fill('#000');
    at += bar * unit;
  }
}

/**
 * The simulated courier's shipping label: 4 × 6 inches, the AWB as text and bars, where the parcel
 * goes, where it comes from, cash to collect, weight and size. Plain PDF fonts (the label has no ₹
 * sign: "Rs." is what couriers print).
 */
export function drawLabel(booked: BookedShipment, request: ShipmentRequest): Promise<Buffer> {
  const doc = new PDFDocument({ size: LABEL_SIZE, margin: 14, info: { Title: `Label ${booked.awb}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = LABEL_SIZE[0] - 28;
  doc.font('Helvetica-Bold').fontSize(13).text(booked.courierName, { width });
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(request.direction === 'return' ? 'REVERSE PICKUP' : 'FORWARD', { width });
  drawBars(doc, booked.awb, 14, doc.y + 4, width, 46);
  doc.y += 54;
  doc.font('Helvetica-Bold').fontSize(12).text(`AWB ${booked.awb}`, { width, align: 'center' });
  doc.moveDown(0.5);
  const to = request.direction === 'return' ? 'Deliver to' : 'Ship to';
  const customer = request.customer;
  const shop = [
    STORE.name,
    STORE.address.line1,
    STORE.address.line2,
    `${STORE.address.city} ${STORE.address.postalCode}`,
  ];
  const person = [
    customer.name,
    customer.line1,
    ...(customer.line2 ? [customer.line2] : []),
    `${customer.city}, ${customer.state} ${customer.pin}`,
    `Phone ${customer.phone}`,
  ];
  const [destination, origin] = request.direction === 'return' ? [shop, person] : [person, shop];
  doc.font('Helvetica-Bold').fontSize(9).text(to, { width });
  doc.font('Helvetica').fontSize(10).text(destination.join('\n'), { width });
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(8).text('From', { width });
  doc.font('Helvetica').fontSize(8).text(origin.join('\n'), { width });
  doc.moveDown(0.4);
  const collect =
    request.collectPaise > 0
      ? `COD: collect Rs. ${formatInr(paiseToRupees(request.collectPaise)).replace('₹', '')}`
      : 'PREPAID';
  doc.font('Helvetica-Bold').fontSize(12).text(collect, { width });
  const { parcel } = request;
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(
      `Weight ${(parcel.weightGrams / 1000).toFixed(2)} kg · ${parcel.lengthCm} × ${parcel.breadthCm} × ${parcel.heightCm} cm`,
      { width },
    )
    .text(`Ref ${request.reference} · ${request.items.reduce((n, item) => n + item.units, 0)} item(s)`, { width });
  doc.end();
  return done;
}
