/** What the rest of the API may use of the invoices module. */
export { default as invoicesRoutes } from './invoices.routes.ts';
export {
  creditNoteNumbers,
  documentAttachment,
  invoiceLineDescription,
  issueCreditNote,
  issueInvoice,
  issueReplacementInvoice,
  issueReturnCreditNote,
  invoiceNumbers,
  keptIssuer,
  reissueInvoice,
  type Seller,
} from './invoices.service.ts';
export { createTaxDocumentRenderer, type TaxDocumentRenderer } from './invoices.renderer.ts';
