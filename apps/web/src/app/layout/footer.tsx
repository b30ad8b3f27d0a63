import { Link } from 'react-router';
import { Camera, Mail, MessageCircle } from 'lucide-react';
import { STORE } from '@shop/shared';
import { paths } from '../../config/paths';
import { Logo } from './header';

const SUPPORT_LINKS = [
  { to: paths.contact, label: 'Contact us' },
  { to: paths.shipping, label: 'Shipping policy' },
  { to: paths.privacy, label: 'Privacy policy' },
  { to: paths.refund, label: 'Refund & returns' },
  { to: paths.terms, label: 'Terms & conditions' },
];

export function Footer() {
  return (
    <footer className="mt-16 bg-ink pb-24 text-white/80 md:pb-0">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-3">
        <div className="flex flex-col gap-3">
          <Logo className="text-white" />
          <p className="max-w-xs text-sm">Oversized T-shirts made in India, each with a story. {STORE.tagline}.</p>
        </div>
        <nav aria-label="Support">
          <h2 className="mb-3 text-sm font-semibold tracking-[0.14em] text-white">SUPPORT</h2>
          <ul className="flex flex-col gap-2 text-sm">
            {SUPPORT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold tracking-[0.14em] text-white">STAY IN TOUCH</h2>
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <a
                href={STORE.instagramUrl}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-2 hover:text-white"
              >
                <Camera className="size-4" aria-hidden /> Instagram
              </a>
            </li>
            <li>
              <a
                href={STORE.whatsappUrl}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-2 hover:text-white"
              >
                <MessageCircle className="size-4" aria-hidden /> Chat on WhatsApp
              </a>
            </li>
            <li>
              <a href={`mailto:${STORE.supportEmail}`} className="inline-flex items-center gap-2 hover:text-white">
                <Mail className="size-4" aria-hidden /> {STORE.supportEmail}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-5 text-xs text-white/60">
          © {new Date().getFullYear()} {STORE.name}. Made in {STORE.address.city}, India.
        </p>
      </div>
    </footer>
  );
}

/** The floating link to the shop's social page, bottom left. */
export function FloatingSocial() {
  return (
    <a
      href={STORE.instagramUrl}
      target="_blank"
      rel="noreferrer"
      aria-label={`${STORE.name} on Instagram`}
      className="fixed bottom-20 left-4 z-30 grid size-12 place-items-center rounded-full bg-brand text-white shadow-lg hover:bg-brand-strong md:bottom-6"
    >
      <Camera className="size-5" aria-hidden />
    </a>
  );
}
