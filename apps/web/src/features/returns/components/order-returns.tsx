import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RETURN_TEXTS } from '@shop/shared';
import { useScreenTexts } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { myReturnsQuery } from '../api/returns';
import { ReturnDialog } from './return-dialog';
import { ReturnSummary } from './return-summary';

/** On a delivered order: its returns, and "Return or exchange" (the server decides the window). */
export function OrderReturns({ order }: { order: { _id: string; orderNumber: string; status: string } }) {
  const delivered = order.status === 'delivered';
  const returns = useQuery({ ...myReturnsQuery(), enabled: delivered });
  const [open, setOpen] = useState(false);
  const texts = useScreenTexts('returns', RETURN_TEXTS);
  if (!delivered) return null;
  const mine = returns.data?.returns.filter((ret) => ret.orderId === order._id) ?? [];
  return (
    <div className="flex flex-col gap-3 border-t border-line px-4 py-3 sm:px-5">
      {mine.map((ret) => (
        <ReturnSummary key={ret._id} ret={ret} />
      ))}
      <div className="flex justify-end">
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          {texts.button}
        </Button>
      </div>
      {open ? (
        <ReturnDialog orderId={order._id} orderNumber={order.orderNumber} open={open} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  );
}
