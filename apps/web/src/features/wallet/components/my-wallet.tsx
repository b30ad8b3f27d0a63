import { formatDate, formatInr, MY_ACCOUNT_PAGE_TEXTS, type WalletReason } from '@shop/shared';
import { useLanguage, useScreenTexts } from '../../../lib/i18n';
import { LoadFailed, Loading, Skeleton, StateMessage } from '../../../components/ui/status';
import { useWallet } from '../api/wallet';

/** My Account's Store Credit tab: the balance and every movement of the ledger. */
export function MyWallet() {
  const wallet = useWallet();
  const texts = useScreenTexts('myAccountPage', MY_ACCOUNT_PAGE_TEXTS);
  const language = useLanguage();
  const reasons: Record<WalletReason, string> = {
    'return-credit': texts.reasonReturnCredit,
    'order-payment': texts.reasonOrderPayment,
    'order-cancelled': texts.reasonOrderCancelled,
  };
  if (wallet.isPending) {
    return (
      <Loading className="flex flex-col gap-3" label={texts.loadingCredit}>
        <Skeleton className="h-16" />
      </Loading>
    );
  }
  if (wallet.isError) return <LoadFailed onRetry={() => void wallet.refetch()}>{wallet.error.message}</LoadFailed>;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-ink-soft">
        {texts.balance}:{' '}
        <strong className="text-2xl text-ink" aria-label={texts.creditBalance}>
          {formatInr(wallet.data.balance)}
        </strong>
      </p>
      {wallet.data.entries.length === 0 ? (
        <StateMessage>{texts.creditEmpty}</StateMessage>
      ) : (
        <ul className="flex flex-col divide-y divide-line text-sm" aria-label={texts.creditHistory}>
          {wallet.data.entries.map((entry) => (
            <li key={entry._id} className="flex items-center justify-between gap-3 py-2">
              <span>
                <span className="block">{reasons[entry.reason]}</span>
                <span className="text-ink-soft">{formatDate(entry.createdAt, language)}</span>
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
