import { Link } from 'react-router';
import { BellOff } from 'lucide-react';
import { STOCK_ALERT_TEXTS, type StockAlert } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { LoadFailed, Loading, Skeleton, StateMessage } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { toast, toastError } from '../../../lib/toast';
import { useMyAlerts, useRemoveAlert } from '../api/stock-alerts';
import { MyAlertConsents } from './my-alert-consents';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

function AlertRow({ alert, removing, onRemove }: { alert: StockAlert; removing: boolean; onRemove: () => void }) {
  const what = `${alert.productName} (${alert.colorName}, ${alert.size})`;
  const kind = alert.event === 'price-drop' ? 'Price drop' : 'Back in stock';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4">
      <div className="min-w-0">
        <Link to={paths.product(alert.productId)} className="font-semibold wrap-anywhere hover:underline">
          {alert.productName}
        </Link>
        <p className="text-sm text-ink-soft">
          {alert.colorName} · Size {alert.size} · {kind}
        </p>
        <p className="text-xs text-muted">
          Asked on <time dateTime={alert.createdAt}>{dateFormat.format(new Date(alert.createdAt))}</time>
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={onRemove}
        pending={removing}
        pendingText="Removing..."
        aria-label={`Remove ${kind.toLowerCase()} alert for ${what}`}
      >
        <BellOff className="size-4" aria-hidden />
        Remove
      </Button>
    </li>
  );
}

/** My Account's alerts: the consent they go under, then what the shopper waits for, each with Remove. */
export function MyStockAlerts() {
  return (
    <div className="flex flex-col gap-8">
      <MyAlertConsents />
      <section aria-labelledby="my-alerts-title" className="flex flex-col gap-2">
        <h3 id="my-alerts-title" className="text-lg font-semibold">
          Your alerts
        </h3>
        <AlertList />
      </section>
    </div>
  );
}

function AlertList() {
  const alerts = useMyAlerts();
  const remove = useRemoveAlert();

  if (alerts.isPending) {
    return (
      <Loading className="flex flex-col gap-3" label="Loading alerts">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </Loading>
    );
  }
  if (alerts.isError) {
    return (
      <LoadFailed onRetry={() => void alerts.refetch()}>
        {errorMessage(alerts.error, STOCK_ALERT_TEXTS.fetchFailed)}
      </LoadFailed>
    );
  }
  if (alerts.data.alerts.length === 0) return <StateMessage>{STOCK_ALERT_TEXTS.noAlerts}</StateMessage>;

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink-soft">
        We alert you once when a size is back or its price drops; the alert then ends by itself.
      </p>
      <ul aria-label="Your alerts" className="divide-y divide-line">
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
