/** The worker thread's task (see invoices.renderer.ts): one tax document, drawn as a PDF. */
import { renderTaxDocument } from './invoices.pdf.ts';
import type { TaxDocumentJob } from './invoices.renderer.ts';

export default function drawTaxDocument({ kind, document, invoice, images }: TaxDocumentJob): Promise<Buffer> {
  return renderTaxDocument(kind, document, invoice, images);
}
