import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Heart, Search, ShoppingBag, User } from 'lucide-react';
import { HEADER_COMPACT_SCROLL_PX, STORE } from '@shop/shared';
import { paths } from '../../config/paths';
import { isAdmin, useAuthStore } from '../../lib/auth-store';
import { useCartStore } from '../../features/cart';

export const NAV_LINKS = [
  { to: paths.home, label: 'HOME' },
  { to: paths.products, label: 'PRODUCTS' },
  { to: paths.about, label: 'ABOUT' },
  { to: paths.contact, label: 'CONTACT' },
] as const;

export const ADMIN_LINKS = [
  { to: paths.adminDashboard, label: 'ADMIN DASHBOARD' },
  { to: paths.adminProducts, label: 'PRODUCT MANAGEMENT' },
] as const;

function useScrolledPast(px: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return past;
}

export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      className={`font-display text-2xl font-bold tracking-tight ${className}`}
      aria-label={`${STORE.name} home`}
    >
      Story<span className="text-brand">Fit</span>
    </Link>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-xs font-semibold tracking-[0.14em] transition-colors ${isActive ? 'bg-ink text-white' : 'text-ink-soft hover:text-ink'}`;

function HeaderLinks({ admin }: { admin: boolean }) {
  return (
    <ul className="flex flex-wrap items-center gap-1">
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === paths.home} className={navLinkClass}>
            {link.label}
          </NavLink>
        </li>
      ))}
      {admin
        ? ADMIN_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={navLinkClass}>
                {link.label}
              </NavLink>
            </li>
          ))
        : null}
    </ul>
  );
}

export function CartBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="cart-count"
      className="absolute -top-1 -right-1 grid min-w-5 place-items-center rounded-full bg-brand px-1 text-[11px] font-bold leading-5 text-white"
    >
      {count}
    </span>
  );
}

/**
 * Desktop header: logo, links, search, wishlist, cart with its count and account. Past 50 px of
 * scroll it compacts and the links move beside the logo.
 */
export function Header() {
  const { user, isAuthenticated } = useAuthStore();
  const itemCount = useCartStore((s) => s.itemCount);
  const compact = useScrolledPast(HEADER_COMPACT_SCROLL_PX);
  const admin = isAdmin(user);
  const iconClass = 'relative grid size-10 place-items-center rounded-full text-ink hover:bg-ink/5';

  const icons = (
    <div className="flex items-center gap-1">
      <Link to={paths.search} className={iconClass} aria-label="Search">
        <Search className="size-5" aria-hidden />
      </Link>
      <Link to={paths.wishlist} className={iconClass} aria-label="Wishlist">
        <Heart className="size-5" aria-hidden />
      </Link>
      <Link to={paths.cart} className={iconClass} aria-label={itemCount > 0 ? `Cart, ${itemCount} items` : 'Cart'}>
        <ShoppingBag className="size-5" aria-hidden />
        <CartBadge count={itemCount} />
      </Link>
      <Link
        to={isAuthenticated ? paths.myAccount : paths.auth}
        className={iconClass}
        aria-label={isAuthenticated ? 'My account' : 'Login or sign up'}
      >
        <User className="size-5" aria-hidden />
      </Link>
    </div>
  );

  return (
    <header
      data-compact={compact}
      className={`sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur transition-shadow ${compact ? 'shadow-sm' : ''}`}
    >
      <nav aria-label="Main" className="container-page">
        {compact ? (
          <div className="hidden h-16 items-center justify-between gap-6 md:flex">
            <div className="flex items-center gap-6">
              <Logo className="text-xl" />
              <HeaderLinks admin={admin} />
            </div>
            {icons}
          </div>
        ) : (
          <div className="hidden flex-col gap-2 py-4 md:flex">
            <div className="flex items-center justify-between">
              <Logo />
              {icons}
            </div>
            <HeaderLinks admin={admin} />
          </div>
        )}
        <div className="flex h-14 items-center justify-between md:hidden">
          <Logo className="text-xl" />
          <div className="flex items-center gap-1">
            <Link to={paths.search} className={iconClass} aria-label="Search">
              <Search className="size-5" aria-hidden />
            </Link>
            <Link
              to={isAuthenticated ? paths.myAccount : paths.auth}
              className={iconClass}
              aria-label={isAuthenticated ? 'My account' : 'Login or sign up'}
            >
              <User className="size-5" aria-hidden />
            </Link>
          </div>
        </div>
      </nav>
    </header>
  );
}
