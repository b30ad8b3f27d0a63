import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { CONTACT_PAGE_TEXTS, shippingAddressLines, STORE } from '@shop/shared';
import { useScreenTexts } from '../../../lib/i18n';

const rowClass = 'flex gap-3';
const iconClass = 'mt-0.5 grid size-9 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-strong';

/** /contact: the store's address and the ways to reach support. */
export function StoreDetails() {
  const a = STORE.address;
  const texts = useScreenTexts('contactPage', CONTACT_PAGE_TEXTS);
  return (
    <section aria-labelledby="store-details-title" className="card flex flex-col gap-5 p-6">
      <h2 id="store-details-title" className="text-xl font-bold">
        {texts.visitOrReach}
      </h2>
      <div className={rowClass}>
        <span className={iconClass}>
          <MapPin className="size-4" aria-hidden />
        </span>
        <div>
          <h3 className="font-sans text-sm font-semibold tracking-normal">{texts.storeAddress}</h3>
          <address className="text-sm leading-relaxed text-ink-soft not-italic">
            {[STORE.name, ...shippingAddressLines(a)].map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
      </div>
      <div className={rowClass}>
        <span className={iconClass}>
          <Phone className="size-4" aria-hidden />
        </span>
        <div>
          <h3 className="font-sans text-sm font-semibold tracking-normal">{texts.phone}</h3>
          <a href={STORE.phoneHref} className="text-sm text-ink-soft underline-offset-4 hover:text-ink hover:underline">
            {STORE.phone}
          </a>
        </div>
      </div>
      <div className={rowClass}>
        <span className={iconClass}>
          <Mail className="size-4" aria-hidden />
        </span>
        <div>
          <h3 className="font-sans text-sm font-semibold tracking-normal">{texts.emailSupport}</h3>
          <a
            href={`mailto:${STORE.supportEmail}`}
            className="text-sm text-ink-soft underline-offset-4 hover:text-ink hover:underline"
          >
            {STORE.supportEmail}
          </a>
        </div>
      </div>
      <div className={rowClass}>
        <span className={iconClass}>
          <MessageCircle className="size-4" aria-hidden />
        </span>
        <div>
          <h3 className="font-sans text-sm font-semibold tracking-normal">{texts.chat}</h3>
          <a
            href={STORE.whatsappUrl}
            target="_blank"
            rel="noreferrer"
            className="text-sm text-ink-soft underline-offset-4 hover:text-ink hover:underline"
          >
            {texts.whatsAppUs}
            <span className="sr-only">{texts.opensInNewTab}</span>
          </a>
        </div>
      </div>
      <div className={rowClass}>
        <span className={iconClass}>
          <Clock className="size-4" aria-hidden />
        </span>
        <div>
          <h3 className="font-sans text-sm font-semibold tracking-normal">{texts.supportHours}</h3>
          <p className="text-sm text-ink-soft">{texts.hours}</p>
        </div>
      </div>
    </section>
  );
}
