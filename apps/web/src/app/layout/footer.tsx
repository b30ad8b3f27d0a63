import { Link } from 'react-router';
import { Camera, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { shippingAddressLines, STORE, type ShopTexts } from '@shop/shared';
import { paths } from '../../config/paths';
import { useLocalisedPath, useTexts } from '../../lib/i18n';
import { LanguageSwitch } from '../language';
import { Logo } from './header';

/** The footer's support links. */
export const supportLinks = (texts: ShopTexts['storefront']) =>
  [
    { to: paths.contact, label: texts.footerContact },
    { to: paths.shipping, label: texts.footerShipping },
    { to: paths.privacy, label: texts.footerPrivacy },
    { to: paths.refund, label: texts.footerRefund },
    { to: paths.terms, label: texts.footerTerms },
  ] as const;

const shopLinks = (texts: ShopTexts['storefront']) =>
  [
    { to: paths.products, label: texts.footerAllTees },
    { to: paths.search, label: texts.search },
    { to: paths.about, label: texts.footerOurStory },
    { to: paths.faq, label: texts.footerFaq },
  ] as const;

const linkClass = 'rounded-sm text-white/80 transition-colors hover:text-white hover:underline underline-offset-4';
const headingClass = 'mb-4 text-xs font-semibold tracking-[0.18em] text-white';

/** A titled column of footer links (its title is the label in capitals). */
function LinkColumn({ label, links }: { label: string; links: readonly { to: string; label: string }[] }) {
  const localised = useLocalisedPath();
  return (
    <nav aria-label={label}>
      <h2 className={headingClass}>{label.toUpperCase()}</h2>
      <ul className="flex flex-col gap-2.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={localised(link.to)} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const a = STORE.address;
  const texts = useTexts().storefront;
  return (
    <footer className="mt-16 bg-ink text-white/80">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr] lg:py-16">
        <div className="flex flex-col gap-4">
          <Logo className="text-white" />
          <p className="max-w-xs text-sm leading-relaxed">
            {texts.footerBlurb} <em className="not-italic">{texts.footerTagline}</em>
          </p>
          <address className="flex gap-2 text-sm leading-relaxed not-italic">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{shippingAddressLines(a).slice(0, 3).join(', ')}</span>
          </address>
        </div>
        <LinkColumn label={texts.footerShop} links={shopLinks(texts)} />
        <LinkColumn label={texts.footerSupport} links={supportLinks(texts)} />
        <div>
          <h2 className={headingClass}>{texts.footerStayInTouch.toUpperCase()}</h2>
          <ul className="flex flex-col gap-2.5 text-sm">
            <li>
              <a
                href={STORE.instagramUrl}
                target="_blank"
                rel="noreferrer"
                className={`inline-flex items-center gap-2 ${linkClass}`}
              >
                <Camera className="size-4" aria-hidden /> Instagram
                <span className="sr-only">{texts.opensInNewTab}</span>
              </a>
            </li>
            <li>
              <a
                href={STORE.whatsappUrl}
                target="_blank"
                rel="noreferrer"
                className={`inline-flex items-center gap-2 ${linkClass}`}
              >
                <MessageCircle className="size-4" aria-hidden /> {texts.chatOnWhatsApp}
                <span className="sr-only">{texts.opensInNewTab}</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${STORE.supportEmail}`} className={`inline-flex items-center gap-2 ${linkClass}`}>
                <Mail className="size-4" aria-hidden /> {STORE.supportEmail}
              </a>
            </li>
            <li>
              <a href={STORE.phoneHref} className={`inline-flex items-center gap-2 ${linkClass}`}>
                <Phone className="size-4" aria-hidden /> {STORE.phone}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-xs text-white/70 sm:flex-row sm:items-center sm:justify-between">
          <p>{texts.madeIn(new Date().getFullYear(), STORE.name, a.city)}</p>
          <p>{texts.pricesInRupees}</p>
          <LanguageSwitch className="-ml-3 self-start text-white/80 hover:text-white sm:ml-0" />
        </div>
      </div>
    </footer>
  );
}

/**
 * The round link to the shop's social page at the bottom left. It floats on the footer's top edge
 * (in the footer's top margin) instead of the viewport, so it never covers a price, a button or the
 * phone's bottom bar.
 */
export function FloatingSocial() {
  return (
    <div className="relative h-0">
      <a
        href={STORE.instagramUrl}
        target="_blank"
        rel="noreferrer"
        aria-label={`${STORE.name} on Instagram (opens in a new tab)`}
        title={`${STORE.name} on Instagram`}
        data-testid="floating-social"
        className="absolute top-10 left-4 grid size-12 place-items-center rounded-full bg-brand text-white shadow-[var(--shadow-raised)] transition-colors hover:bg-brand-strong lg:left-6"
      >
        <Camera className="size-5" aria-hidden />
      </a>
    </div>
  );
}
