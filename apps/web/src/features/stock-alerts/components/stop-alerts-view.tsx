import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { BellOff } from 'lucide-react';
import { STOCK_ALERT_TEXTS, STOP_ALERTS_PAGE_TEXTS, type AlertChannel } from '@shop/shared';
import { ButtonLink } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useScreenTexts, useTexts, useTranslateMessage } from '../../../lib/i18n';
import { stopAlerts } from '../api/stock-alerts';

/** Stopped on a channel, or refused with the server's words (written in the page's language at render). */
type State = { done: true; channel: AlertChannel } | { done: false; message: string } | null;

/**
 * /alerts/stop/:id?token=…: the one-tap Stop of an alert's message, no sign-in (the signed token is
 * the permission). Opening the page stops the alerts on that channel, as an unsubscribe link does:
 * stopping is what the shopper asked for, and a scanner that opens it can only stop, never start.
 */
export function StopAlertsView() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [state, setState] = useState<State>(null);
  const texts = useScreenTexts('stopAlertsPage', STOP_ALERTS_PAGE_TEXTS);
  const { storefront } = useTexts();
  const translate = useTranslateMessage();
  useEffect(() => {
    let live = true;
    stopAlerts({ consentId: id, token })
      .then(({ channel }) => live && setState({ done: true, channel }))
      .catch(
        (error: unknown) =>
          live && setState({ done: false, message: errorMessage(error, STOCK_ALERT_TEXTS.stopLinkInvalid) }),
      );
    return () => {
      live = false;
    };
  }, [id, token]);

  return (
    <div className="container-page flex justify-center py-10">
      <PageMeta title={texts.title} />
      <section className="card flex w-full max-w-md flex-col gap-4 p-6" aria-labelledby="stop-alerts-title">
        <h1 id="stop-alerts-title" className="flex items-center gap-2 text-2xl font-bold">
          <BellOff className="size-6 text-brand-strong" aria-hidden />
          {texts.title}
        </h1>
        <p role={state?.done === false ? 'alert' : 'status'} className="text-ink-soft">
          {state ? (state.done ? texts.stopped(state.channel) : translate(state.message)) : texts.waiting}
        </p>
        {state?.done ? <p className="text-sm text-ink-soft">{texts.agreeAgain}</p> : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <ButtonLink to={paths.myAccountTab('alerts')} variant="secondary">
            {storefront.myAccount}
          </ButtonLink>
          <ButtonLink to={paths.home}>{texts.backToShop}</ButtonLink>
        </div>
      </section>
    </div>
  );
}
