/** What the rest of the API may use of the invoices module. */
export { invoicesModule } from './invoices.module.ts';
export {
  creditNoteNumbers,
  documentAttachment,
  invoiceLineDescription,
  issueCreditNote,
  issueInvoice,
  issueReplacementInvoice,
  issueReturnCreditNote,
  invoiceNumbers,
  reissueInvoice,
  type Seller,
} from './invoices.service.ts';
