import { useState } from 'react';
import { BellRing, Check } from 'lucide-react';
import { LIST_PAGE_TEXTS, PRODUCT_PAGE_TEXTS, type AlertChannel, type Size } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useScreenTexts } from '../../../lib/i18n';
import { useMyAlerts, useMyConsents, useSubscribe } from '../api/stock-alerts';
import { ConsentChoices, useConsentLanguage } from './consent-choices';

/**
 * "Price drop alert" on a wishlisted colour and size (the wishlist is a signed-in shopper's): one
 * alert when its price goes below today's, by the channels ticked, with the size chosen in its link.
 */
export function PriceDropAlert({ variantId, size, name }: { variantId: string; size: Size | null; name: string }) {
  const mine = useMyAlerts();
  const consents = useMyConsents();
  const subscribe = useSubscribe();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<AlertChannel[] | null>(null);
  const [error, setError] = useState<string | undefined>();
  const texts = useScreenTexts('listPage', LIST_PAGE_TEXTS);
  // The alert's refusals are the product page's Notify me's (the wishlist loads that part too).
  const alertTexts = useScreenTexts('productPage', PRODUCT_PAGE_TEXTS);
  const language = useConsentLanguage();
  const inForce = (consents.data?.consents ?? []).filter((c) => !c.withdrawnAt).map((c) => c.channel);
  const channels = picked ?? inForce;
  const isSet = Boolean(
    mine.data?.alerts.some((a) => a.variantId === variantId && a.size === size && a.event === 'price-drop'),
  );

  if (isSet) {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-success">
        <Check className="size-4" aria-hidden />
        {texts.priceDropSet}
      </p>
    );
  }
  if (!open) {
    return (
      <Button
        variant="ghost"
        size="sm"
        className="self-start px-0"
        aria-expanded={false}
        aria-label={texts.priceDropAlertFor(name)}
        onClick={() => setOpen(true)}
      >
        <BellRing className="size-4" aria-hidden />
        {texts.priceDropAlert}
      </Button>
    );
  }
  const setAlert = () => {
    if (!size) return setError(texts.chooseSizeFirst);
    if (channels.length === 0) return setError(alertTexts.consentRequired);
    setError(undefined);
    subscribe.mutate(
      { variantId, size, event: 'price-drop', channels, language },
      { onError: (failure) => setError(errorMessage(failure, alertTexts.subscribeFailed)) },
    );
  };
  return (
    <div className="flex flex-col gap-3 rounded-[var(--radius-control)] border border-line p-3">
      <ConsentChoices
        idPrefix={`price-drop-${variantId}-${size ?? 'none'}`}
        channels={channels}
        onChange={(next) => {
          setPicked(next);
          if (next.length > 0) setError(undefined);
        }}
        whatsApp
        error={error}
      />
      <div className="flex gap-2">
        <Button size="sm" pending={subscribe.isPending} pendingText={texts.saving} onClick={setAlert}>
          {texts.setPriceDropAlert}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          {texts.notNow}
        </Button>
      </div>
    </div>
  );
}
