import { ShieldCheck } from 'lucide-react';
import { ALERT_CHANNELS, STOCK_ALERT_TEXTS, type AlertConsent } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { LoadFailed, Loading, Skeleton } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { toast, toastError } from '../../../lib/toast';
import { useMyConsents, useWithdrawConsent } from '../api/stock-alerts';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const at = (iso: string) => <time dateTime={iso}>{dateFormat.format(new Date(iso))}</time>;

function ConsentRow({
  channel,
  consent,
  withdrawing,
  onWithdraw,
}: {
  channel: (typeof ALERT_CHANNELS)[number];
  consent: AlertConsent | undefined;
  withdrawing: boolean;
  onWithdraw: () => void;
}) {
  const name = STOCK_ALERT_TEXTS.channelNames[channel];
  const inForce = consent && !consent.withdrawnAt;
  return (
    <li className="flex flex-col gap-2 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold">
          {name}:{' '}
          <span className={inForce ? 'text-success' : 'text-ink-soft'}>
            {inForce ? 'Agreed' : consent ? 'Withdrawn' : 'Not agreed'}
          </span>
        </p>
        {consent ? (
          <>
            <blockquote className="mt-1 border-l-2 border-line pl-3 text-sm text-ink-soft">
              {consent.wording}
            </blockquote>
            <p className="mt-1 text-xs text-muted">
              Agreed on {at(consent.grantedAt)}
              {consent.withdrawnAt ? <>; withdrawn on {at(consent.withdrawnAt)}</> : null}
            </p>
          </>
        ) : (
          <p className="text-sm text-ink-soft">Tick it when you next ask for an alert.</p>
        )}
      </div>
      {inForce ? (
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 self-start"
          pending={withdrawing}
          pendingText="Withdrawing..."
          onClick={onWithdraw}
          aria-label={`Withdraw consent to alerts by ${name}`}
        >
          Withdraw
        </Button>
      ) : null}
    </li>
  );
}

/** My Account's consents to alerts, per channel: the words agreed to, when, and Withdraw. */
export function MyAlertConsents() {
  const consents = useMyConsents();
  const withdraw = useWithdrawConsent();
  return (
    <section aria-labelledby="alert-consents-title" className="flex flex-col gap-1">
      <h3 id="alert-consents-title" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck className="size-5 text-brand-strong" aria-hidden />
        Your consent
      </h3>
      <p className="text-sm text-ink-soft">
        We alert you only on the channels you agreed to, at most once a day. Withdraw at any time; no alert goes after.
      </p>
      {consents.isPending ? (
        <Loading className="flex flex-col gap-3" label="Loading your consent">
          <Skeleton className="h-16" />
        </Loading>
      ) : consents.isError ? (
        <LoadFailed onRetry={() => void consents.refetch()}>
          {errorMessage(consents.error, STOCK_ALERT_TEXTS.consentsFailed)}
        </LoadFailed>
      ) : (
        <ul aria-label="Your consent per channel" className="divide-y divide-line">
          {ALERT_CHANNELS.map((channel) => (
            <ConsentRow
              key={channel}
              channel={channel}
              consent={consents.data.consents.find((c) => c.channel === channel)}
              withdrawing={withdraw.isPending && withdraw.variables === channel}
              onWithdraw={() =>
                withdraw.mutate(channel, {
                  onSuccess: (message) => toast.success(message || STOCK_ALERT_TEXTS.consentWithdrawn(channel)),
                  onError: (error) => toastError(error, STOCK_ALERT_TEXTS.withdrawFailed),
                })
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
