import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Home, Menu, Shirt, ShoppingBag, X } from 'lucide-react';
import { paths } from '../../config/paths';
import { isAdmin, useAuthStore } from '../../lib/auth-store';
import { useCartStore } from '../../features/cart';
import { ADMIN_LINKS, CartBadge } from './header';

/** Phone navigation: a bottom bar (products, home, cart, menu) and the menu it opens. */
export function MobileBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { user, isAuthenticated } = useAuthStore();
  const itemCount = useCartStore((s) => s.itemCount);
  const close = () => setMenuOpen(false);

  const item = ({ isActive }: { isActive: boolean }) =>
    `relative flex flex-1 flex-col items-center gap-0.5 py-2 text-[11px] font-semibold ${isActive ? 'text-brand' : 'text-ink-soft'}`;

  const menuLinks = [
    { to: paths.search, label: 'Search' },
    { to: paths.wishlist, label: 'Wishlist' },
    { to: paths.contact, label: 'Contact' },
    isAuthenticated ? { to: paths.myAccount, label: 'My Account' } : { to: paths.auth, label: 'Login / Sign Up' },
    ...(isAdmin(user) ? ADMIN_LINKS : []),
  ];

  return (
    <div className="md:hidden">
      {menuOpen ? (
        <div
          id="mobile-menu"
          className="fixed inset-x-0 bottom-16 z-40 rounded-t-2xl border-t border-line bg-card p-4 shadow-2xl"
        >
          <nav aria-label="Menu">
            <ul className="flex flex-col">
              {menuLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    onClick={close}
                    className="block rounded-lg px-3 py-3 text-base font-medium hover:bg-paper"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      ) : null}
      <nav
        aria-label="Bottom"
        className="fixed inset-x-0 bottom-0 z-50 flex border-t border-line bg-card pb-[env(safe-area-inset-bottom)]"
      >
        <NavLink to={paths.products} className={item} onClick={close}>
          <Shirt className="size-5" aria-hidden />
          Products
        </NavLink>
        <NavLink to={paths.home} end className={item} onClick={close}>
          <Home className="size-5" aria-hidden />
          Home
        </NavLink>
        <NavLink
          to={paths.cart}
          className={item}
          onClick={close}
          aria-label={itemCount > 0 ? `Cart, ${itemCount} items` : 'Cart'}
        >
          <span className="relative">
            <ShoppingBag className="size-5" aria-hidden />
            <CartBadge count={itemCount} />
          </span>
          Cart
        </NavLink>
        <button
          type="button"
          className="flex flex-1 flex-col items-center gap-0.5 py-2 text-[11px] font-semibold text-ink-soft"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          Menu
        </button>
      </nav>
    </div>
  );
}
