import { Piscina } from 'piscina';
import type { CreditNoteRow, InvoiceRow } from './invoices.repository.ts';

export type TaxDocumentKind = 'invoice' | 'creditNote';
export type TaxDocumentJob = { kind: TaxDocumentKind; document: InvoiceRow | CreditNoteRow; invoice: InvoiceRow };

/** Draws tax documents as PDFs away from the thread that answers requests. */
export type TaxDocumentRenderer = {
  render(kind: TaxDocumentKind, document: InvoiceRow | CreditNoteRow, invoice: InvoiceRow): Promise<Buffer>;
  close(): Promise<void>;
};

/**
 * A PDF takes pdfkit about 150 ms of CPU (the font is parsed and subset each time). Drawn on the
 * main thread, every confirmation mail held up every other request for that long; a worker thread
 * (piscina, one thread, started on the first document and stopped when idle) draws them instead.
 */
export function createTaxDocumentRenderer(): TaxDocumentRenderer {
  const pool = new Piscina<TaxDocumentJob, Uint8Array>({
    filename: new URL('./invoices.pdf.worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 30_000,
  });
  return {
    async render(kind, document, invoice) {
      const bytes = await pool.run({ kind, document, invoice });
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: () => pool.destroy(),
  };
}
