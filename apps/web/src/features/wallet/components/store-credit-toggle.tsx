import { WALLET_TEXTS, formatInr, paiseToRupees, rupeesToPaise } from '@shop/shared';
import { storeCreditApplied } from '../api/store-credit-applied';
import { useWallet } from '../api/wallet';

/**
 * "Use my store credit" at checkout, shown only when there is some: the server takes what the
 * balance covers as part of the payment (the total and its invoice stay whole).
 */
export function StoreCreditToggle({
  checked,
  onChange,
  total,
  online,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  total: number;
  online: boolean;
}) {
  const wallet = useWallet();
  const balance = wallet.data?.balance ?? 0;
  if (balance <= 0) return null;
  // The server's rule, mirrored: credit pays all it covers; short of the whole of an online order,
  // it leaves at least the provider's smallest payment (one rupee) online.
  const applied = storeCreditApplied(balance, total, online);
  const due = paiseToRupees(rupeesToPaise(total) - rupeesToPaise(applied));
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="store-credit-title">
      <h2 id="store-credit-title" className="mb-3 text-xl font-bold">
        {WALLET_TEXTS.heading}
      </h2>
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input
          type="checkbox"
          className="size-5"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          {WALLET_TEXTS.use} ({formatInr(balance)} available)
        </span>
      </label>
      {checked ? (
        <p className="mt-2 text-sm text-ink-soft" data-testid="store-credit-due">
          {due === 0
            ? WALLET_TEXTS.paidInFull(formatInr(applied))
            : WALLET_TEXTS.applied(formatInr(applied), formatInr(due), online)}
        </p>
      ) : null}
    </section>
  );
}
