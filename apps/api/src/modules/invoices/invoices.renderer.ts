import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { Piscina } from 'piscina';
import type { TaxDocumentIssuer } from '../../db/schema/index.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { readStoredImage } from './invoices.images.ts';
import type { CreditNoteRow, InvoiceRow } from './invoices.repository.ts';

export type TaxDocumentKind = 'invoice' | 'creditNote';
/** The pictures a document prints (PNG bytes), read from storage before it is drawn. */
export type TaxDocumentImages = { logo?: Uint8Array; signature?: Uint8Array };
export type TaxDocumentJob = {
  kind: TaxDocumentKind;
  document: InvoiceRow | CreditNoteRow;
  invoice: InvoiceRow;
  images: TaxDocumentImages;
};

/** Draws tax documents as PDFs away from the thread that answers requests. */
export type TaxDocumentRenderer = {
  render(kind: TaxDocumentKind, document: InvoiceRow | CreditNoteRow, invoice: InvoiceRow): Promise<Buffer>;
  /** Waits for the documents asked for; the drawing thread, shared by the process, stops when idle. */
  close(): Promise<void>;
};

/** Bytes of signature and logo pictures kept in memory: a few shop pictures, each a few tens of KB. */
const IMAGE_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * The one drawing thread of the process (piscina, started on the first document and stopped
 * when idle), shared by every renderer the process makes: a server makes one, a test worker one
 * per test file. Starting the thread and parsing its fonts costs about a second of processor, so
 * a thread of its own per app paid that again in every test file (docs/decisions/0254). An idle
 * thread holds no reference that keeps the process alive, so nothing needs to stop it.
 */
let drawingThread: Piscina<TaxDocumentJob, Uint8Array> | undefined;
function drawingPool() {
  drawingThread ??= new Piscina<TaxDocumentJob, Uint8Array>({
    filename: new URL('./invoices.pdf.worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 30_000,
  });
  return drawingThread;
}

/**
 * A PDF took pdfkit about 150 ms of CPU while each document parsed its fonts, and still takes about
 * 5 ms once they are parsed (invoices.pdf.ts). Drawn on the main thread, every confirmation mail
 * held up every other request for that long; the drawing thread draws them instead, at the lowest
 * priority, so that it takes a core only when the requests and the database leave one.
 * The document's signature and logo (frozen in it as storage keys, decision 0226) are read here
 * and handed to the worker; their files are named by content, so a read is kept for good.
 */
export function createTaxDocumentRenderer(deps: { storage: Storage; log: FastifyBaseLogger }): TaxDocumentRenderer {
  /** The documents this renderer has asked for and not had yet: closing waits for them. */
  const drawing = new Set<Promise<unknown>>();
  const pictures = new LRUCache<string, Buffer>({ maxSize: IMAGE_CACHE_BYTES, sizeCalculation: (b) => b.length || 1 });

  const picture = async (key: string | null | undefined): Promise<Uint8Array | undefined> => {
    if (!key) return undefined;
    const cached = pictures.get(key);
    if (cached) return cached;
    const bytes = await readStoredImage(deps.storage, key);
    if (!bytes) {
      // The document is still drawn (the signatory's name prints), without the picture storage lost.
      deps.log.error({ key }, 'A picture an issued document prints is missing from storage');
      return undefined;
    }
    pictures.set(key, bytes);
    return bytes;
  };
  const imagesOf = async (issuer: TaxDocumentIssuer | null): Promise<TaxDocumentImages> => {
    const [logo, signature] = await Promise.all([picture(issuer?.logoKey), picture(issuer?.signatureKey)]);
    return { ...(logo ? { logo } : {}), ...(signature ? { signature } : {}) };
  };

  return {
    async render(kind, document, invoice) {
      const images = await imagesOf(document.issuer);
      const run = drawingPool().run({ kind, document, invoice, images });
      drawing.add(run);
      try {
        const bytes = await run;
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } finally {
        drawing.delete(run);
      }
    },
    async close() {
      await Promise.allSettled(drawing);
    },
  };
}
