import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import {
  Heart,
  Home,
  LayoutDashboard,
  ListRestart,
  LogIn,
  Mail,
  Menu,
  PackageSearch,
  Search,
  Shirt,
  ShoppingBag,
  Truck,
  ReceiptIndianRupee,
  User,
  X,
  type LucideIcon,
  Undo2,
} from 'lucide-react';
import type { ShopTexts } from '@shop/shared';
import { paths } from '../../config/paths';
import { isAdmin, useAuthStore } from '../../lib/auth-store';
import { useLocalisedPath, useTexts } from '../../lib/i18n';
import { useCartStore } from '../../features/cart';
import { useWishlistCount } from '../../features/wishlist';
import { ADMIN_LINKS, CartBadge, cartLabel, WishlistBadge } from './header';

type MenuLink = { to: string; label: string; icon: LucideIcon; count?: number };

/** Search, Wishlist, Contact, My Account or 'Login / Sign Up', and the admin links for admins. */
function menuLinks(texts: ShopTexts['storefront'], signedIn: boolean, admin: boolean, saved: number): MenuLink[] {
  const adminIcons = [LayoutDashboard, PackageSearch, Truck, ReceiptIndianRupee, ListRestart, Undo2];
  return [
    { to: paths.search, label: texts.search, icon: Search },
    { to: paths.wishlist, label: texts.wishlist, icon: Heart, count: saved },
    { to: paths.contact, label: texts.menuContact, icon: Mail },
    signedIn
      ? { to: paths.myAccount, label: texts.menuMyAccount, icon: User }
      : { to: paths.auth, label: texts.menuLogin, icon: LogIn },
    ...(admin ? ADMIN_LINKS.map((link, i) => ({ ...link, icon: adminIcons[i] ?? LayoutDashboard })) : []),
  ];
}

const barItem = ({ isActive }: { isActive: boolean }) =>
  `relative flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-semibold transition-colors ${
    isActive ? 'text-brand' : 'text-ink-soft hover:text-ink'
  }`;

/**
 * Phone and tablet navigation (below lg): a bottom bar (products, home, cart, menu) and the menu it
 * opens, a bottom sheet on the native <dialog> so focus stays inside, Escape closes it and focus
 * returns to the Menu button.
 */
export function MobileBar() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: going to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const sheet = useRef<HTMLDialogElement>(null);
  const { user, isAuthenticated } = useAuthStore();
  const itemCount = useCartStore((s) => s.itemCount);
  const saved = useWishlistCount();
  const close = () => setOpenOn(null);
  const texts = useTexts().storefront;
  const localised = useLocalisedPath();

  useEffect(() => {
    const dialog = sheet.current;
    if (!dialog) return;
    if (menuOpen && !dialog.open) dialog.showModal();
    if (!menuOpen && dialog.open) dialog.close();
  }, [menuOpen]);

  return (
    <div className="lg:hidden">
      <div aria-hidden className="h-[calc(3.5rem+env(safe-area-inset-bottom))]" />
      <dialog
        ref={sheet}
        id="mobile-menu"
        aria-label={texts.menu}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onClose={close}
        onClick={(event) => {
          if (event.target === sheet.current) close();
        }}
        className="mx-0 mt-auto mb-0 w-full max-w-none rounded-t-2xl bg-card p-0 text-ink shadow-[var(--shadow-raised)] open:animate-slide-up"
      >
        {menuOpen ? (
          <nav aria-label={texts.menu} className="px-4 pt-3 pb-[calc(1rem+env(safe-area-inset-bottom))]">
            <div className="mb-2 flex items-center justify-between">
              <p className="font-display text-lg font-bold">{texts.menu}</p>
              <button
                type="button"
                onClick={close}
                aria-label={texts.closeMenu}
                className="grid size-11 place-items-center rounded-full hover:bg-ink/5"
              >
                <X className="size-5" aria-hidden />
              </button>
            </div>
            <ul className="flex flex-col divide-y divide-line">
              {menuLinks(texts, isAuthenticated, isAdmin(user), saved).map(({ to, label, icon: Icon, count }) => (
                <li key={to}>
                  <Link
                    to={localised(to)}
                    onClick={close}
                    className="flex min-h-12 items-center gap-3 rounded-lg px-2 py-3 text-base font-medium hover:bg-paper"
                  >
                    <span className="relative">
                      <Icon className="size-5 text-ink-soft" aria-hidden />
                      {count ? <WishlistBadge count={count} /> : null}
                    </span>
                    {label}
                    {count ? <span className="sr-only">{texts.savedCount(count)}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </dialog>
      <nav
        aria-label={texts.bottomNav}
        className="fixed inset-x-0 bottom-0 z-40 flex border-t border-line bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
      >
        <NavLink to={localised(paths.products)} className={barItem}>
          <Shirt className="size-5" aria-hidden />
          {texts.barProducts}
        </NavLink>
        <NavLink to={localised(paths.home)} end className={barItem}>
          <Home className="size-5" aria-hidden />
          {texts.barHome}
        </NavLink>
        <NavLink to={paths.cart} className={barItem} aria-label={cartLabel(texts, itemCount)}>
          <span className="relative">
            <ShoppingBag className="size-5" aria-hidden />
            <CartBadge count={itemCount} />
          </span>
          {texts.cart}
        </NavLink>
        <button
          type="button"
          className={barItem({ isActive: menuOpen })}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setOpenOn(pathname)}
        >
          <Menu className="size-5" aria-hidden />
          {texts.menu}
        </button>
      </nav>
    </div>
  );
}
