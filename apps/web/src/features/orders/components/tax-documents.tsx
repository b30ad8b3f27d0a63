import { FileText } from 'lucide-react';
import { API, API_BASE_PATH, type Order } from '@shop/shared';

/** Links to the order's GST invoice and credit note PDFs, once they are issued. */
export function TaxDocumentLinks({ order, className = '' }: { order: Order; className?: string }) {
  if (!order.invoiceNumber && !order.creditNoteNumber) return null;
  const link = 'inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold underline underline-offset-4';
  return (
    <p className={`flex flex-wrap gap-x-5 ${className}`}>
      {order.invoiceNumber ? (
        <a href={`${API_BASE_PATH}${API.order.invoice(order._id)}`} download className={link}>
          <FileText className="size-4" aria-hidden />
          Download invoice <span className="sr-only">{order.invoiceNumber}</span>
        </a>
      ) : null}
      {order.creditNoteNumber ? (
        <a href={`${API_BASE_PATH}${API.order.creditNote(order._id)}`} download className={link}>
          <FileText className="size-4" aria-hidden />
          Download credit note <span className="sr-only">{order.creditNoteNumber}</span>
        </a>
      ) : null}
    </p>
  );
}
