import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@shop/shared';
import { createTaxDocumentRenderer, type TaxDocumentRenderer } from './invoices.renderer.ts';
import invoicesRoutes from './invoices.routes.ts';
import { keptIssuer, type IssuerSource } from './invoices.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Draws invoices and credit notes as PDFs (downloads, mail attachments), off the main thread. */
    taxDocuments: TaxDocumentRenderer;
    /** The signatory and logo an invoice is issued with: the owner's settings, kept. */
    invoiceIssuer: IssuerSource;
  }
}

/**
 * The invoices module: the tax documents' renderer and issuer as ports (the orders module issues
 * an order's documents with them, in the transaction of its change), and its routes.
 */
export const invoicesModule = fp(
  async (app) => {
    const taxDocuments = createTaxDocumentRenderer({ storage: app.storage, log: app.log });
    app.decorate('taxDocuments', taxDocuments);
    app.decorate('invoiceIssuer', keptIssuer(app.keptReads));
    app.addHook('onClose', () => taxDocuments.close());
    await app.register(invoicesRoutes, { prefix: API_BASE_PATH, renderer: taxDocuments });
  },
  { name: 'invoices' },
);
