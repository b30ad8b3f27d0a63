import { API, RETURN_SCREEN_TEXTS, type Return } from '@shop/shared';
import { DocumentLink } from '../../../components/ui/document-link';

/** A return's credit note and an exchange's replacement invoice as downloads, once issued. */
export function ReturnDocumentLinks({ ret }: { ret: Return }) {
  if (!ret.creditNoteNumber && !ret.replacementInvoiceNumber) return null;
  return (
    <p className="flex flex-wrap gap-x-5">
      {ret.creditNoteNumber ? (
        <DocumentLink
          path={API.returns.creditNote(ret._id)}
          label={RETURN_SCREEN_TEXTS.downloadCreditNote}
          number={ret.creditNoteNumber}
          showNumber
        />
      ) : null}
      {ret.replacementInvoiceNumber ? (
        <DocumentLink
          path={API.returns.replacementInvoice(ret._id)}
          label={RETURN_SCREEN_TEXTS.downloadReplacementInvoice}
          number={ret.replacementInvoiceNumber}
          showNumber
        />
      ) : null}
    </p>
  );
}
