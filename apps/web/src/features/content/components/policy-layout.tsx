import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Mail, Phone } from 'lucide-react';
import { STORE } from '@shop/shared';
import { paths } from '../../../config/paths';

export const POLICY_LINKS = [
  { to: paths.shipping, label: 'Shipping Policy' },
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.refund, label: 'Refund, Return & Cancellation' },
  { to: paths.terms, label: 'Terms & Conditions' },
] as const;

/** The frame of every policy page: a heading, the policy's text, and the other policies beside it. */
export function PolicyLayout({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <>
      <div className="border-b border-line bg-card">
        <div className="container-page flex flex-col gap-3 py-10 sm:py-14">
          <p className="eyebrow">Customer care</p>
          <h1 className="text-display-sm font-bold sm:text-display-md">{title}</h1>
          <p className="max-w-2xl text-lg text-ink-soft">{lead}</p>
        </div>
      </div>
      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[1fr_18rem] lg:gap-16">
        <article className="prose-shop">{children}</article>
        <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start" aria-label="More policies">
          <nav aria-label="Policies" className="card p-2">
            <ul className="flex flex-col">
              {POLICY_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={({ isActive }) =>
                      `block rounded-[var(--radius-control)] px-4 py-3 text-sm font-medium transition-colors ${
                        isActive ? 'bg-ink text-white' : 'text-ink-soft hover:bg-paper hover:text-ink'
                      }`
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="card flex flex-col gap-3 p-5 text-sm">
            <p className="font-display text-base font-semibold">Questions?</p>
            <p className="text-ink-soft">Our support team answers every message, usually within one business day.</p>
            <a
              href={`mailto:${STORE.supportEmail}`}
              className="inline-flex items-center gap-2 font-medium underline-offset-4 hover:underline"
            >
              <Mail className="size-4" aria-hidden /> {STORE.supportEmail}
            </a>
            <a
              href={STORE.phoneHref}
              className="inline-flex items-center gap-2 font-medium underline-offset-4 hover:underline"
            >
              <Phone className="size-4" aria-hidden /> {STORE.phone}
            </a>
          </div>
        </aside>
      </div>
    </>
  );
}
