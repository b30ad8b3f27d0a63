/** The worker thread's task (see invoices.renderer.ts): one tax document, drawn as a PDF. */
import os from 'node:os';
import { renderTaxDocument } from './invoices.pdf.ts';
import type { TaxDocumentJob } from './invoices.renderer.ts';

// The thread draws at the lowest priority: a confirmation's invoice can wait a few milliseconds,
// the orders being answered beside it and their database work cannot. On two cores it competed
// with PostgreSQL for the second one (docs/decisions/0253). Linux keeps a priority per thread, so
// this lowers only this one; elsewhere it would lower the whole server, and is not done.
if (process.platform === 'linux') os.setPriority(os.constants.priority.PRIORITY_LOW);

export default function drawTaxDocument({ kind, document, invoice, images }: TaxDocumentJob): Promise<Buffer> {
  return renderTaxDocument(kind, document, invoice, images);
}
