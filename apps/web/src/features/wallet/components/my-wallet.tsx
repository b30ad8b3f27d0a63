import { WALLET_REASON_LABELS, WALLET_TEXTS, formatInr } from '@shop/shared';
import { LoadFailed, Loading, Skeleton, StateMessage } from '../../../components/ui/status';
import { useWallet } from '../api/wallet';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** My Account's Store Credit tab: the balance and every movement of the ledger. */
export function MyWallet() {
  const wallet = useWallet();
  if (wallet.isPending) {
    return (
      <Loading className="flex flex-col gap-3" label="Loading store credit">
        <Skeleton className="h-16" />
      </Loading>
    );
  }
  if (wallet.isError) return <LoadFailed onRetry={() => void wallet.refetch()}>{wallet.error.message}</LoadFailed>;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-ink-soft">
        {WALLET_TEXTS.balance}:{' '}
        <strong className="text-2xl text-ink" aria-label="Store credit balance">
          {formatInr(wallet.data.balance)}
        </strong>
      </p>
      {wallet.data.entries.length === 0 ? (
        <StateMessage>{WALLET_TEXTS.empty}</StateMessage>
      ) : (
        <ul className="flex flex-col divide-y divide-line text-sm" aria-label="Store credit history">
          {wallet.data.entries.map((entry) => (
            <li key={entry._id} className="flex items-center justify-between gap-3 py-2">
              <span>
                <span className="block">{WALLET_REASON_LABELS[entry.reason]}</span>
                <span className="text-ink-soft">{dateFormat.format(new Date(entry.createdAt))}</span>
              </span>
              <span className={`font-semibold tabular-nums ${entry.amount > 0 ? 'text-success' : ''}`}>
                {entry.amount > 0 ? '+' : ''}
                {formatInr(entry.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
