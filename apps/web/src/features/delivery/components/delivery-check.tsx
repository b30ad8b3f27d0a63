import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Truck } from 'lucide-react';
import { DELIVERY_PIN_SESSION_KEY, INDIA_MESSAGES, PIN_CODE_PATTERN, type DeliveryAnswer } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { deliveryQuery } from '../api/check-pin';

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
/** 'Fri, 4 Dec' from '2026-12-04'. */
export const deliveryDay = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T00:00:00Z`));

export function deliverySummary(answer: DeliveryAnswer): string {
  if (!answer.serviceable) return INDIA_MESSAGES.pinNotServiceable;
  const cod = answer.cod ? 'Cash on delivery available' : INDIA_MESSAGES.codNotAvailablePin;
  return `Delivery by ${deliveryDay(answer.expectedDelivery.to)} · ${cod}`;
}

/** The PIN last checked in this browser session (reused at checkout). */
export function rememberedPin(): string {
  try {
    return sessionStorage.getItem(DELIVERY_PIN_SESSION_KEY) ?? '';
  } catch {
    return '';
  }
}

/** "Check delivery" on the product page: a PIN in, the promise (or why not) out. */
export function DeliveryCheck() {
  const [input, setInput] = useState(rememberedPin);
  const [pin, setPin] = useState(() => (PIN_CODE_PATTERN.test(rememberedPin()) ? rememberedPin() : ''));
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
              {query.data.district}, {query.data.state} {query.data.pin}
            </span>
            {deliverySummary(query.data)}
          </span>
        ) : null}
      </p>
    </form>
  );
}
