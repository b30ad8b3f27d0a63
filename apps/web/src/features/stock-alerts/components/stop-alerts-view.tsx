import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { BellOff } from 'lucide-react';
import { STOCK_ALERT_TEXTS } from '@shop/shared';
import { ButtonLink } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { stopAlerts } from '../api/stock-alerts';

type State = { done: boolean; message: string } | null;

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
  useEffect(() => {
    let live = true;
    stopAlerts({ consentId: id, token })
      .then(({ channel }) => live && setState({ done: true, message: STOCK_ALERT_TEXTS.consentWithdrawn(channel) }))
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
      <PageMeta title="Stop alerts" />
      <section className="card flex w-full max-w-md flex-col gap-4 p-6" aria-labelledby="stop-alerts-title">
        <h1 id="stop-alerts-title" className="flex items-center gap-2 text-2xl font-bold">
          <BellOff className="size-6 text-brand-strong" aria-hidden />
          Stop alerts
        </h1>
        <p role={state?.done === false ? 'alert' : 'status'} className="text-ink-soft">
          {state ? state.message : 'One moment…'}
        </p>
        {state?.done ? (
          <p className="text-sm text-ink-soft">
            You can see what you agreed to, and agree again, under Alerts in My Account.
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <ButtonLink to={paths.myAccountTab('alerts')} variant="secondary">
            My Account
          </ButtonLink>
          <ButtonLink to={paths.home}>Back to the shop</ButtonLink>
        </div>
      </section>
    </div>
  );
}
