import PDFDocument from 'pdfkit';
import { STORE, recipientOf, shippingAddressLines, shopDateInWords } from '@shop/shared';
import type { LineRow, OrderForShipping } from './shipping.repository.ts';

/**
 * The packing slip that goes in the parcel: the order number, who it goes to and their phone, and
 * each line with its size, SKU and quantity, boxes to tick while packing. No prices: the invoice
 * carries those.
 */
export function packingSlip(order: OrderForShipping, lines: readonly LineRow[], awb: string | null): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5', margin: 36, info: { Title: `Packing slip #${order.orderNumber}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 72;
  doc.font('Helvetica-Bold').fontSize(16).text(`${STORE.name} packing slip`, { width });
  doc.font('Helvetica').fontSize(11).text(`Order #${order.orderNumber}`, { width });
  doc.text(
    `Placed ${shopDateInWords(order.createdAt)} · ${order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Prepaid'}`,
    { width },
  );
  if (awb) doc.text(`AWB ${awb}`, { width });
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Ship to', { width });
  doc
    .font('Helvetica')
    .text(
      [
        recipientOf(order.shippingAddress, order.userName),
        ...shippingAddressLines(order.shippingAddress),
        `Phone ${order.contact}`,
      ].join('\n'),
      { width },
    );
  doc.moveDown();
  const columns = [
    { title: 'Item', x: 36, width: 150 },
    { title: 'Size', x: 190, width: 40 },
    { title: 'SKU', x: 232, width: 100 },
    { title: 'Qty', x: 334, width: 30 },
    { title: 'Packed', x: 366, width: 40 },
  ];
  const row = (cells: string[], bold = false) => {
    const top = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    let bottom = top;
    for (const [index, column] of columns.entries()) {
      doc.text(cells[index] ?? '', column.x, top, { width: column.width });
      bottom = Math.max(bottom, doc.y);
    }
    doc.x = 36;
    doc.y = bottom + 4;
  };
  row(
    columns.map((column) => column.title),
    true,
  );
  for (const line of lines) {
    row([
      `${line.productName} (${line.colorName})`,
      line.size,
      line.sku ? `${line.sku}-${line.size}` : '-',
      String(line.quantity),
      '[   ]',
    ]);
  }
  doc.moveDown();
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Units: ${lines.reduce((sum, line) => sum + line.quantity, 0)}`, 36, doc.y, { width });
  doc.end();
  return done;
}
