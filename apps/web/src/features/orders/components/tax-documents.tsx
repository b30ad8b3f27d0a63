import { API, ORDERS_PAGE_TEXTS, type Order } from '@shop/shared';
import { useScreenTexts } from '../../../lib/i18n';
import { DocumentLink } from '../../../components/ui/document-link';

/** Links to the order's GST invoice and credit note PDFs, once they are issued. */
export function TaxDocumentLinks({ order, className = '' }: { order: Order; className?: string }) {
  const texts = useScreenTexts('ordersPage', ORDERS_PAGE_TEXTS);
  if (!order.invoiceNumber && !order.creditNoteNumber) return null;
  return (
    <p className={`flex flex-wrap gap-x-5 ${className}`}>
      {order.invoiceNumber ? (
        <DocumentLink path={API.order.invoice(order._id)} label={texts.downloadInvoice} number={order.invoiceNumber} />
      ) : null}
      {order.creditNoteNumber ? (
        <DocumentLink
          path={API.order.creditNote(order._id)}
          label={texts.downloadCreditNote}
          number={order.creditNoteNumber}
        />
      ) : null}
    </p>
  );
}
