import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Truck } from 'lucide-react';
import { DELIVERY_ZONE_LABELS, INDIA_MESSAGES, PIN_CODE_PATTERN } from '@shop/shared';
import { DELIVERY_PIN_SESSION_KEY } from '../../../config/settings';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useTakenOver } from '../../../lib/take-over';
import { deliveryQuery } from '../api/check-pin';
import { deliverySummary, rememberedPin } from './delivery-summary';

/** "Check delivery" on the product page: a PIN in, the promise (or why not) out. */
export function DeliveryCheck() {
  // The PIN this browser session checked before fills the form until the shopper types or checks
  // another; the server rendered the form empty, so it shows once the app has taken over.
  const remembered = useTakenOver() ? rememberedPin() : '';
  const [typed, setInput] = useState<string | null>(null);
  const [checked, setPin] = useState<string | null>(null);
  const input = typed ?? remembered;
  const pin = checked ?? (PIN_CODE_PATTERN.test(remembered) ? remembered : '');
  const [invalid, setInvalid] = useState(false);
  const query = useQuery({ ...deliveryQuery(pin), enabled: Boolean(pin) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = input.trim();
    if (!PIN_CODE_PATTERN.test(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setPin(value);
    try {
      sessionStorage.setItem(DELIVERY_PIN_SESSION_KEY, value);
    } catch {
      // Storage may be off; the check still works for this page.
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <label htmlFor="delivery-pin" className="flex items-center gap-1.5 text-sm font-semibold">
        <Truck className="size-4" aria-hidden />
        Check delivery
      </label>
      <div className="flex gap-2">
        <input
          id="delivery-pin"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="Enter PIN code"
          value={input}
          onChange={(event) => setInput(event.target.value.replace(/\D/g, ''))}
          aria-invalid={invalid}
          aria-describedby="delivery-result"
          className="h-11 w-36 rounded-[var(--radius-control)] border border-line bg-card px-3 text-base"
        />
        <Button type="submit" variant="secondary" pending={query.isFetching} pendingText="Checking...">
          Check
        </Button>
      </div>
      <p id="delivery-result" className="min-h-5 text-sm" aria-live="polite">
        {invalid ? (
          <span className="text-danger">{INDIA_MESSAGES.pinInvalid}</span>
        ) : query.isError ? (
          <span className="text-danger">{errorMessage(query.error, INDIA_MESSAGES.pinUnknown)}</span>
        ) : query.data ? (
          <span className={query.data.serviceable ? 'text-ink' : 'text-danger'}>
            <span className="block text-ink-soft">
              {query.data.district}, {query.data.state} {query.data.pin} · {DELIVERY_ZONE_LABELS[query.data.zone]}
            </span>
            {deliverySummary(query.data)}
          </span>
        ) : null}
      </p>
    </form>
  );
}
