import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Truck } from 'lucide-react';
import { PIN_CODE_PATTERN, PRODUCT_PAGE_TEXTS, type DeliveryAnswer, type ScreenTexts } from '@shop/shared';
import { DELIVERY_PIN_SESSION_KEY } from '../../../config/settings';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useLanguage, useScreenTexts } from '../../../lib/i18n';
import { useTakenOver } from '../../../lib/take-over';
import { deliveryQuery } from '../api/check-pin';
import { deliverySummary, rememberedPin } from './delivery-summary';

type Texts = ScreenTexts['productPage'];
const zoneLabel = (zone: DeliveryAnswer['zone'], texts: Texts) =>
  ({
    same_city: texts.zoneSameCity,
    same_state: texts.zoneSameState,
    metro: texts.zoneMetro,
    rest_of_india: texts.zoneRestOfIndia,
    north_east_islands: texts.zoneRemote,
  })[zone];

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
  const texts = useScreenTexts('productPage', PRODUCT_PAGE_TEXTS);
  const language = useLanguage();

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
        {texts.checkDelivery}
      </label>
      <div className="flex gap-2">
        <input
          id="delivery-pin"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={texts.enterPin}
          value={input}
          onChange={(event) => setInput(event.target.value.replace(/\D/g, ''))}
          aria-invalid={invalid}
          aria-describedby="delivery-result"
          className="h-11 w-36 rounded-[var(--radius-control)] border border-line bg-card px-3 text-base"
        />
        <Button type="submit" variant="secondary" pending={query.isFetching} pendingText={texts.checking}>
          {texts.check}
        </Button>
      </div>
      <p id="delivery-result" className="min-h-5 text-sm" aria-live="polite">
        {invalid ? (
          <span className="text-danger">{texts.pinInvalid}</span>
        ) : query.isError ? (
          <span className="text-danger">{errorMessage(query.error, texts.pinUnknown)}</span>
        ) : query.data ? (
          <span className={query.data.serviceable ? 'text-ink' : 'text-danger'}>
            <span className="block text-ink-soft">
              {query.data.district}, {query.data.state} {query.data.pin} · {zoneLabel(query.data.zone, texts)}
            </span>
            {deliverySummary(query.data, texts, language)}
          </span>
        ) : null}
      </p>
    </form>
  );
}
