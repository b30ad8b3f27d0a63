import { Link } from 'react-router';
import { BellOff } from 'lucide-react';
import { formatDate, MY_ACCOUNT_PAGE_TEXTS, STOCK_ALERT_TEXTS, type StockAlert } from '@shop/shared';
import { useLanguage, useScreenTexts, useTranslateMessage } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { LoadFailed, Loading, Skeleton, StateMessage } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { toast, toastError } from '../../../lib/toast';
import { useMyAlerts, useRemoveAlert } from '../api/stock-alerts';
import { MyAlertConsents } from './my-alert-consents';

function AlertRow({ alert, removing, onRemove }: { alert: StockAlert; removing: boolean; onRemove: () => void }) {
  const what = `${alert.productName} (${alert.colorName}, ${alert.size})`;
  const texts = useScreenTexts('myAccountPage', MY_ACCOUNT_PAGE_TEXTS);
  const language = useLanguage();
  const kind = alert.event === 'price-drop' ? texts.priceDrop : texts.backInStock;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4">
      <div className="min-w-0">
        <Link to={paths.product(alert.productId)} className="font-semibold wrap-anywhere hover:underline">
          {alert.productName}
        </Link>
        <p className="text-sm text-ink-soft">{texts.alertLine(alert.colorName, alert.size, kind)}</p>
        <p className="text-xs text-muted">
          {texts.askedOn} <time dateTime={alert.createdAt}>{formatDate(alert.createdAt, language)}</time>
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={onRemove}
        pending={removing}
        pendingText={texts.removing}
        aria-label={texts.removeAlert(kind.toLowerCase(), what)}
      >
        <BellOff className="size-4" aria-hidden />
        {texts.remove}
      </Button>
    </li>
  );
}

/** My Account's alerts: the consent they go under, then what the shopper waits for, each with Remove. */
export function MyStockAlerts() {
  const texts = useScreenTexts('myAccountPage', MY_ACCOUNT_PAGE_TEXTS);
  return (
    <div className="flex flex-col gap-8">
      <MyAlertConsents />
      <section aria-labelledby="my-alerts-title" className="flex flex-col gap-2">
        <h3 id="my-alerts-title" className="text-lg font-semibold">
          {texts.yourAlerts}
        </h3>
        <AlertList />
      </section>
    </div>
  );
}

function AlertList() {
  const alerts = useMyAlerts();
  const remove = useRemoveAlert();
  const texts = useScreenTexts('myAccountPage', MY_ACCOUNT_PAGE_TEXTS);
  const translate = useTranslateMessage();

  if (alerts.isPending) {
    return (
      <Loading className="flex flex-col gap-3" label={texts.loadingAlerts}>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </Loading>
    );
  }
  if (alerts.isError) {
    return (
      <LoadFailed onRetry={() => void alerts.refetch()}>
        {errorMessage(alerts.error, translate(STOCK_ALERT_TEXTS.fetchFailed))}
      </LoadFailed>
    );
  }
  if (alerts.data.alerts.length === 0) return <StateMessage>{translate(STOCK_ALERT_TEXTS.noAlerts)}</StateMessage>;

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink-soft">{texts.alertsLead}</p>
      <ul aria-label={texts.yourAlerts} className="divide-y divide-line">
        {alerts.data.alerts.map((alert) => (
          <AlertRow
            key={alert._id}
            alert={alert}
            removing={remove.isPending && remove.variables === alert._id}
            onRemove={() =>
              remove.mutate(alert._id, {
                onSuccess: (message) => toast.success(message || STOCK_ALERT_TEXTS.removed),
                onError: (error) => toastError(error, STOCK_ALERT_TEXTS.removeFailed),
              })
            }
          />
        ))}
      </ul>
    </div>
  );
}
