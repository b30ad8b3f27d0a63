import { ShieldCheck } from 'lucide-react';
import {
  ALERT_CHANNELS,
  LANGUAGE_TAGS,
  MY_ACCOUNT_PAGE_TEXTS,
  STOCK_ALERT_TEXTS,
  type AlertConsent,
  type Language,
} from '@shop/shared';
import { useLanguage, useScreenTexts, useTranslateMessage } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { LoadFailed, Loading, Skeleton } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { toast, toastError } from '../../../lib/toast';
import { useMyConsents, useWithdrawConsent } from '../api/stock-alerts';

const dateFormats = new Map<Language, Intl.DateTimeFormat>();
/** When a consent was given or withdrawn, to the minute on the shop's clock, in the page's language. */
function consentTime(iso: string, language: Language): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(`${LANGUAGE_TAGS[language]}-u-nu-latn`, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    });
    dateFormats.set(language, format);
  }
  return format.format(new Date(iso));
}

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
  const texts = useScreenTexts('myAccountPage', MY_ACCOUNT_PAGE_TEXTS);
  const language = useLanguage();
  const name = channel === 'email' ? texts.emailChannel : STOCK_ALERT_TEXTS.channelNames[channel];
  const at = (iso: string) => <time dateTime={iso}>{consentTime(iso, language)}</time>;
  const inForce = consent && !consent.withdrawnAt;
  return (
    <li className="flex flex-col gap-2 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold">
          {name}:{' '}
          <span className={inForce ? 'text-success' : 'text-ink-soft'}>
            {inForce ? texts.agreed : consent ? texts.withdrawn : texts.notAgreed}
          </span>
        </p>
        {consent ? (
          <>
            <blockquote className="mt-1 border-l-2 border-line pl-3 text-sm text-ink-soft">
              {consent.wording}
            </blockquote>
            <p className="mt-1 text-xs text-muted">
              {texts.agreedOn} {at(consent.grantedAt)}
              {consent.withdrawnAt ? (
                <>
                  {texts.withdrawnOn} {at(consent.withdrawnAt)}
                </>
              ) : null}
            </p>
          </>
        ) : (
          <p className="text-sm text-ink-soft">{texts.tickNextTime}</p>
        )}
      </div>
      {inForce ? (
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 self-start"
          pending={withdrawing}
          pendingText={texts.withdrawing}
          onClick={onWithdraw}
          aria-label={texts.withdrawConsentBy(name)}
        >
          {texts.withdraw}
        </Button>
      ) : null}
    </li>
  );
}

/** My Account's consents to alerts, per channel: the words agreed to, when, and Withdraw. */
export function MyAlertConsents() {
  const consents = useMyConsents();
  const withdraw = useWithdrawConsent();
  const texts = useScreenTexts('myAccountPage', MY_ACCOUNT_PAGE_TEXTS);
  const translate = useTranslateMessage();
  return (
    <section aria-labelledby="alert-consents-title" className="flex flex-col gap-1">
      <h3 id="alert-consents-title" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck className="size-5 text-brand-strong" aria-hidden />
        {texts.yourConsent}
      </h3>
      <p className="text-sm text-ink-soft">{texts.consentLead}</p>
      {consents.isPending ? (
        <Loading className="flex flex-col gap-3" label={texts.loadingConsent}>
          <Skeleton className="h-16" />
        </Loading>
      ) : consents.isError ? (
        <LoadFailed onRetry={() => void consents.refetch()}>
          {errorMessage(consents.error, translate(STOCK_ALERT_TEXTS.consentsFailed))}
        </LoadFailed>
      ) : (
        <ul aria-label={texts.consentPerChannel} className="divide-y divide-line">
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
