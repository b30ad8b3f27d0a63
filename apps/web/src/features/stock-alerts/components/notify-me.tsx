import { useState } from 'react';
import { Link } from 'react-router';
import { BellRing, Check } from 'lucide-react';
import { PRODUCT_PAGE_TEXTS, type AlertChannel, type Size } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage, hasErrorCode } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { useScreenTexts } from '../../../lib/i18n';
import { useMyAlerts, useMyConsents, useSubscribe } from '../api/stock-alerts';
import { ConsentChoices, useConsentLanguage } from './consent-choices';
import { VisitorEmailForm } from './visitor-email-form';

type Status = { tone: 'ok' | 'error'; text: string } | null;

/**
 * "Notify me" for the sold-out sizes of one colour, with the channels the shopper agrees to (the
 * ones already agreed to come ticked): one click when signed in (the account's address and
 * number), an e-mail field for visitors. `onBackInStock` runs when the server says the size has
 * come back meanwhile, so the page can show it available again.
 */
export function NotifyMe({
  variantId,
  soldOut,
  onBackInStock,
}: {
  variantId: string;
  soldOut: Size[];
  onBackInStock: () => void;
}) {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  // A signed-in shopper's alert is one tap and a visitor's asks for an e-mail first: until the
  // session's answer says which (a page paints with its data before it), the buttons wait.
  const sessionPending = useAuthStore((s) => s.isLoading);
  const mine = useMyAlerts();
  const consents = useMyConsents();
  const subscribe = useSubscribe();
  const [picked, setPicked] = useState<AlertChannel[] | null>(null);
  const [consentError, setConsentError] = useState<string | undefined>();
  const inForce = (consents.data?.consents ?? []).filter((c) => !c.withdrawnAt).map((c) => c.channel);
  const channels = picked ?? (signedIn ? inForce : []);
  const [asked, setAsked] = useState<Size[]>([]);
  const [chosen, setChosen] = useState<Size | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [emailError, setEmailError] = useState<string | undefined>();
  const texts = useScreenTexts('productPage', PRODUCT_PAGE_TEXTS);
  const language = useConsentLanguage();
  if (soldOut.length === 0) return null;

  const isSet = (size: Size) =>
    asked.includes(size) || Boolean(mine.data?.alerts.some((a) => a.variantId === variantId && a.size === size));

  const ask = (size: Size, email?: string) => {
    setStatus(null);
    setEmailError(undefined);
    if (channels.length === 0) return setConsentError(texts.consentRequired);
    setConsentError(undefined);
    subscribe.mutate(
      { variantId, size, channels, language, ...(email ? { email } : {}) },
      {
        onSuccess: () => {
          setAsked((sizes) => [...sizes, size]);
          setChosen(null);
          setStatus({ tone: 'ok', text: texts.alertSubscribed(size) });
        },
        onError: (error) => {
          if (hasErrorCode(error, 'CONFLICT')) onBackInStock();
          if (error instanceof ApiError && error.fieldErrors.email) return setEmailError(error.fieldErrors.email);
          setStatus({ tone: 'error', text: errorMessage(error, texts.subscribeFailed) });
        },
      },
    );
  };

  const pick = (size: Size) => (signedIn ? ask(size) : setChosen((current) => (current === size ? null : size)));

  return (
    <section
      aria-labelledby={`notify-${variantId}`}
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-card p-4"
    >
      <div className="flex items-start gap-3">
        <BellRing className="mt-0.5 size-5 shrink-0 text-brand-strong" aria-hidden />
        <div>
          {/* Right under the product's name (h1), so the next level down. */}
          <h2 id={`notify-${variantId}`} className="text-sm font-semibold">
            {texts.soldOut(soldOut.join(', '))}
          </h2>
          <p className="text-sm text-ink-soft">{texts.alertLead}</p>
        </div>
      </div>
      {soldOut.some((size) => !isSet(size)) ? (
        <ConsentChoices
          idPrefix={`notify-${variantId}`}
          channels={channels}
          onChange={(next) => {
            setPicked(next);
            if (next.length > 0) setConsentError(undefined);
          }}
          whatsApp={signedIn}
          error={consentError}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {soldOut.map((size) =>
          isSet(size) ? (
            <span
              key={size}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-[var(--radius-control)] bg-success-soft px-3 text-sm font-semibold text-success"
            >
              <Check className="size-4" aria-hidden />
              {texts.alertSet(size)}
            </span>
          ) : (
            <Button
              key={size}
              size="sm"
              variant={chosen === size ? 'primary' : 'secondary'}
              aria-expanded={signedIn ? undefined : chosen === size}
              pending={subscribe.isPending && subscribe.variables?.size === size}
              disabled={sessionPending}
              onClick={() => pick(size)}
            >
              {texts.notifyMeSize(size)}
            </Button>
          ),
        )}
      </div>
      {chosen && !signedIn && !isSet(chosen) ? (
        <VisitorEmailForm
          size={chosen}
          pending={subscribe.isPending}
          serverError={emailError}
          onSubmit={(email) => ask(chosen, email)}
        />
      ) : null}
      <p role="status" className="text-sm font-medium text-success empty:hidden">
        {status?.tone === 'ok' ? status.text : null}
        {status?.tone === 'ok' && signedIn ? (
          <>
            {' '}
            <Link to={paths.myAccountTab('alerts')} className="text-ink underline underline-offset-4">
              {texts.yourAlerts}
            </Link>
          </>
        ) : null}
      </p>
      {status?.tone === 'error' ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {status.text}
        </p>
      ) : null}
    </section>
  );
}
