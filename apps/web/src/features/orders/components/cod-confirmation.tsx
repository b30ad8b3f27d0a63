import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { COD_TEXTS, COD_UI_TEXTS, type CodConfirmAction, type Order } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useLanguage, useScreenTexts, useTranslateMessage } from '../../../lib/i18n';
import { useConfirmCodOrder } from '../../cod-risk';
import { ordersKeys } from '../api/orders-keys';
import { formatDeadline } from '../order-display';

/**
 * A cash-on-delivery order that waits for the shopper's yes, where the shopper looks at it (the
 * thank-you page, the order in My Account): the deadline, Confirm, and Cancel after a second tap.
 * The signed-in owner answers as the mailed link does; the server checks the order is theirs.
 */
export function CodConfirmation({ order, className = '' }: { order: Order; className?: string }) {
  const queryClient = useQueryClient();
  const answer = useConfirmCodOrder();
  const [askingCancel, setAskingCancel] = useState(false);
  const texts = useScreenTexts('codPanel', COD_UI_TEXTS);
  const translate = useTranslateMessage();
  const language = useLanguage();
  const waiting = order.codConfirmation;
  if (!waiting && !answer.isSuccess) return null;

  const send = (action: CodConfirmAction) =>
    answer.mutate(
      { orderId: order._id, action },
      { onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }) },
    );

  if (answer.isSuccess) {
    const confirmed = answer.data.action === 'confirm';
    return (
      <p role="status" className={`flex items-start gap-2 text-sm ${className}`}>
        {confirmed ? (
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
        ) : (
          <XCircle className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
        )}
        <span className="min-w-0 flex-1 font-medium">
          {translate(confirmed ? COD_TEXTS.confirmed : COD_TEXTS.cancelled)}
        </span>
      </p>
    );
  }
  if (!waiting) return null;
  const deadline = formatDeadline(waiting.confirmBy, language);

  return (
    <section className={`flex flex-col gap-3 bg-warning-soft/60 text-sm ${className}`} aria-label={texts.awaitingTitle}>
      <div className="flex items-start gap-2">
        <Clock className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ink">{texts.awaitingTitle}</p>
          <p className="text-ink-soft">
            {waiting.byTap ? texts.awaitingLead(deadline) : texts.awaitingByPaying(deadline)}
          </p>
        </div>
      </div>
      {askingCancel ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
          <p className="font-medium text-ink sm:mr-auto">{texts.cancelQuestion(order.orderNumber)}</p>
          <Button variant="secondary" onClick={() => setAskingCancel(false)} disabled={answer.isPending}>
            {texts.keepOrder}
          </Button>
          <Button
            variant="danger"
            pending={answer.isPending}
            pendingText={texts.cancelling}
            onClick={() => send('cancel')}
          >
            {texts.cancelYes}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setAskingCancel(true)} disabled={answer.isPending}>
            {texts.cancelButton}
          </Button>
          {waiting.byTap ? (
            <Button pending={answer.isPending} pendingText={texts.confirming} onClick={() => send('confirm')}>
              {texts.confirmButton}
            </Button>
          ) : null}
        </div>
      )}
      {answer.isError ? (
        <p role="alert" className="font-medium text-danger">
          {errorMessage(answer.error, texts.confirmFailed)}
        </p>
      ) : null}
    </section>
  );
}
