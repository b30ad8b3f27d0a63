import { useState } from 'react';
import { COD_OUTCOME_LABELS, COD_TEXTS, COD_UI_TEXTS, type Order } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast, toastError } from '../../../lib/toast';
import { useCodDecision, useRefusedAtDoor } from '../api/cod-risk';

/**
 * On the owner's order row: why this cash-on-delivery order was offered as it was (loaded when
 * opened), and for a shipped one the "Refused at door" action when no courier reports it.
 */
export function CodDecisionNote({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const decision = useCodDecision(order._id, open);
  const refused = useRefusedAtDoor();
  if (order.paymentMethod !== 'cod') return null;
  return (
    <div className="mt-1 flex flex-col items-start gap-1 text-xs">
      <details onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}>
        <summary className="cursor-pointer font-semibold text-ink-soft">COD decision</summary>
        {decision.data === null ? (
          <p className="text-muted">Placed before COD decisions were kept</p>
        ) : decision.data ? (
          <div className="mt-1 max-w-56">
            <p className="font-semibold">{COD_OUTCOME_LABELS[decision.data.outcome]}</p>
            <ul className="list-disc pl-4 text-ink-soft">
              {decision.data.reasons.map((reason) => (
                <li key={reason.code}>{reason.text}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </details>
      {order.status === 'shipped' ? (
        <>
          <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
            {COD_UI_TEXTS.refusedAtDoor}
          </Button>
          <ConfirmDialog
            open={asking}
            title={COD_UI_TEXTS.refusedAtDoor}
            message={COD_UI_TEXTS.refusedAtDoorQuestion(order.orderNumber)}
            confirmLabel={COD_UI_TEXTS.refusedAtDoor}
            tone="danger"
            pending={refused.isPending}
            onCancel={() => setAsking(false)}
            onConfirm={() =>
              refused.mutate(order._id, {
                onSuccess: () => {
                  toast.success(COD_TEXTS.refusedAtDoorDone);
                  setAsking(false);
                },
                onError: (error) => toastError(error, COD_UI_TEXTS.refusedFailed),
              })
            }
          />
        </>
      ) : null}
    </div>
  );
}
