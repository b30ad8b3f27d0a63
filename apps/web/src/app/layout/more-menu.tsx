import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';

/**
 * The links a header row has no room for, behind a "More" button (a disclosure: the button says
 * whether its list is open, Tab walks the links). Escape closes it and puts focus back on the
 * button; a click elsewhere, focus leaving it, choosing a link or going to another page close it.
 */
export function MoreMenu({
  links,
  className = '',
}: {
  links: readonly { to: string; label: string }[];
  className?: string;
}) {
  const { pathname } = useLocation();
  // The list belongs to the page it was opened on: going to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpenOn(null);
  const current = links.some((link) => pathname.startsWith(link.to));

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <div
      ref={root}
      className={`relative ${className}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
        className={`flex items-center gap-1 rounded-full px-2.5 py-2 text-xs font-semibold tracking-[0.1em] whitespace-nowrap transition-colors ${
          current || open ? 'bg-ink text-white' : 'text-ink-soft hover:bg-ink/5 hover:text-ink'
        }`}
      >
        MORE
        <ChevronDown className={`size-3.5 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 flex min-w-52 flex-col rounded-[var(--radius-card)] border border-line bg-card p-1.5 shadow-[var(--shadow-raised)]"
      >
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={close}
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap ${
                  isActive ? 'bg-ink/5 font-semibold text-ink' : 'text-ink-soft hover:bg-paper hover:text-ink'
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
