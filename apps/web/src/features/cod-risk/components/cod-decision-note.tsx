import { useState } from 'react';
import { COD_OUTCOME_LABELS, COD_TEXTS, COD_UI_TEXTS, formatInr, type Order } from '@shop/shared';
import { AdminSection } from '../../../components/ui/admin-section';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast, toastError } from '../../../lib/toast';
import { useCodDecision, useRefusedAtDoor } from '../api/cod-risk';

/**
 * "Refused at door" for a shipped COD parcel no courier reports back, asked for once more first.
 * The mutation is the parent's: this button goes once the order is cancelled, and a mutation's
 * own callbacks (the toast) run only while the component that holds it is still there.
 */
function RefusedAtDoor({
  order,
  refused,
  size,
  className,
}: {
  order: Order;
  refused: ReturnType<typeof useRefusedAtDoor>;
  size?: 'sm';
  className?: string;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button size={size} variant="secondary" className={className} onClick={() => setAsking(true)}>
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
  );
}

/**
 * On the owner's order row: why this cash-on-delivery order was offered as it was (loaded when
 * opened), and for a shipped one the "Refused at door" action when no courier reports it.
 */
export function CodDecisionNote({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
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
      {order.status === 'shipped' ? <RefusedAtDoor order={order} refused={refused} size="sm" /> : null}
    </div>
  );
}

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );

/**
 * On the owner's order page: how cash on delivery was offered for this order and why, in the
 * words the shopper read at checkout, its confirmation, and "Refused at door" for a shipped COD
 * parcel no courier reports back. Orders placed online say nothing here.
 */
export function CodDecisionPanel({ order }: { order: Order }) {
  const decision = useCodDecision(order._id, true);
  const refused = useRefusedAtDoor();
  if (decision.isPending || decision.data === null || decision.isError) return null;
  const { outcome, reasons, confirmBy, confirmedAt, tokenAmount } = decision.data;
  return (
    <AdminSection title={COD_UI_TEXTS.decisionTitle}>
      <div className="flex flex-col gap-3 text-sm" data-testid="cod-decision">
        <p className="font-semibold">{COD_OUTCOME_LABELS[outcome]}</p>
        <ul className="list-disc pl-5 text-ink-soft">
          {reasons.map((reason) => (
            <li key={reason.code}>{reason.text}</li>
          ))}
        </ul>
        {tokenAmount !== null ? <p className="text-ink-soft">Token {formatInr(tokenAmount)} paid online</p> : null}
        {confirmedAt ? (
          <p className="text-success">Confirmed {when(confirmedAt)}</p>
        ) : confirmBy && order.status === 'awaiting_confirmation' ? (
          <p className="text-ink-soft">Waiting for the customer until {when(confirmBy)}</p>
        ) : null}
        {order.paymentMethod === 'online' ? <p className="text-ink-soft">{COD_UI_TEXTS.switchedToOnline}</p> : null}
        {order.paymentMethod === 'cod' && order.status === 'shipped' ? (
          <>
            <p className="text-ink-soft">{COD_UI_TEXTS.refusedAtDoorHint}</p>
            <RefusedAtDoor order={order} refused={refused} className="self-start" />
          </>
        ) : null}
      </div>
    </AdminSection>
  );
}
