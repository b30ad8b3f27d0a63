import { API, RETURN_SCREEN_TEXTS, type Return } from '@shop/shared';
import { DocumentLink } from '../../../components/ui/document-link';
import { useScreenTexts } from '../../../lib/i18n';

/** A return's credit note and an exchange's replacement invoice as downloads, once issued. */
export function ReturnDocumentLinks({ ret }: { ret: Return }) {
  const texts = useScreenTexts('returnScreen', RETURN_SCREEN_TEXTS);
  if (!ret.creditNoteNumber && !ret.replacementInvoiceNumber) return null;
  return (
    <p className="flex flex-wrap gap-x-5">
      {ret.creditNoteNumber ? (
        <DocumentLink
          path={API.returns.creditNote(ret._id)}
          label={texts.downloadCreditNote}
          number={ret.creditNoteNumber}
          showNumber
        />
      ) : null}
      {ret.replacementInvoiceNumber ? (
        <DocumentLink
          path={API.returns.replacementInvoice(ret._id)}
          label={texts.downloadReplacementInvoice}
          number={ret.replacementInvoiceNumber}
          showNumber
        />
      ) : null}
    </p>
  );
}
