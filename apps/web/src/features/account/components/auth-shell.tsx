import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { STORE } from '@shop/shared';
import { paths } from '../../../config/paths';
import { PageMeta } from '../../../components/ui/page-meta';
import { useAuthTexts } from '../auth-texts';

function Wordmark({ className = '' }: { className?: string }) {
  return (
    <span className={`font-display text-2xl font-bold tracking-tight ${className}`}>
      Story<span className="text-brand">Fit</span>
    </span>
  );
}

/** Back to Shop: the way out of every bare account screen. */
export function BackToShop() {
  const texts = useAuthTexts();
  return (
    <Link
      to={paths.home}
      className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-semibold text-ink-soft hover:text-ink"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {texts.backToShop}
    </Link>
  );
}

/**
 * The frame of /auth, /verify and /reset-password (no shared header or footer): the brand on one
 * side, the form card on the other; stacked on phones.
 */
export function AuthShell({
  title,
  heading,
  lead,
  children,
  footer,
}: {
  title: string;
  heading: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const texts = useAuthTexts();
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <PageMeta title={title} />
      <aside className="relative hidden flex-col justify-between overflow-hidden bg-ink p-12 text-white lg:flex">
        <Link to={paths.home} aria-label={texts.storeHome(STORE.name)}>
          <Wordmark className="text-3xl" />
        </Link>
        <div className="relative z-10 flex max-w-md flex-col gap-5">
          <p className="text-sm font-semibold tracking-[0.2em] text-brand uppercase">{STORE.tagline}</p>
          <p className="font-display text-5xl leading-tight font-bold">{texts.shellHeading}</p>
          <p className="text-white/70">{texts.shellLead}</p>
        </div>
        <p className="text-sm text-white/50">
          {texts.shellFooter} · {STORE.supportEmail}
        </p>
        <div
          aria-hidden
          className="pointer-events-none absolute -right-24 -bottom-24 size-96 rounded-full bg-brand/25 blur-3xl"
        />
      </aside>
      <div className="flex flex-col px-4 py-6 sm:px-8">
        <div className="flex items-center justify-between gap-4">
          <Link to={paths.home} aria-label={texts.storeHome(STORE.name)} className="lg:invisible">
            <Wordmark />
          </Link>
          <BackToShop />
        </div>
        <div className="flex flex-1 items-center justify-center py-8">
          <div className="card w-full max-w-md p-6 sm:p-8">
            <h1 className="text-3xl font-bold">{heading}</h1>
            {lead ? <p className="mt-2 text-ink-soft">{lead}</p> : null}
            <div className="mt-6">{children}</div>
          </div>
        </div>
        {footer ? <div className="pb-2 text-center text-sm text-muted">{footer}</div> : null}
      </div>
    </div>
  );
}
