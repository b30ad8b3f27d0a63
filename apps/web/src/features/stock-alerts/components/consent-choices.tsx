import { STOCK_ALERT_TEXTS, type AlertChannel, type Language, PRODUCT_PAGE_TEXTS } from '@shop/shared';
import { useScreenTexts } from '../../../lib/i18n';

/**
 * The language of the consent words shown: Hindi once the page's Hindi texts are here, English
 * until then. Sent with the alert, so the server stores the very words the shopper read.
 */
export function useConsentLanguage(): Language {
  return useScreenTexts('productPage', PRODUCT_PAGE_TEXTS) === PRODUCT_PAGE_TEXTS ? 'en' : 'hi';
}

/**
 * The channels an alert may use, each a tick box with the exact words the shopper agrees to (the
 * server records the same words). Nothing is ticked for the shopper: consent is given, not assumed.
 * WhatsApp goes to an account's number, so visitors are offered e-mail only.
 */
export function ConsentChoices({
  idPrefix,
  channels,
  onChange,
  whatsApp,
  error,
}: {
  idPrefix: string;
  channels: AlertChannel[];
  onChange: (channels: AlertChannel[]) => void;
  whatsApp: boolean;
  error?: string | undefined;
}) {
  const offered: AlertChannel[] = whatsApp ? ['whatsapp', 'email'] : ['email'];
  const toggle = (channel: AlertChannel, on: boolean) =>
    onChange(on ? [...channels.filter((c) => c !== channel), channel] : channels.filter((c) => c !== channel));
  const errorId = `${idPrefix}-consent-error`;
  const texts = useScreenTexts('productPage', PRODUCT_PAGE_TEXTS);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold">{texts.howToAlert}</legend>
      {offered.map((channel) => (
        <label key={channel} className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-[var(--color-ink)]"
            checked={channels.includes(channel)}
            onChange={(event) => toggle(channel, event.target.checked)}
          />
          <span>
            <span className="font-semibold">
              {channel === 'email' ? texts.email : STOCK_ALERT_TEXTS.channelNames[channel]}.
            </span>{' '}
            <span className="text-ink-soft">{channel === 'email' ? texts.consentEmail : texts.consentWhatsapp}</span>
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
