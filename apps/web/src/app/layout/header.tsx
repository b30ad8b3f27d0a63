import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Heart, Search, ShoppingBag, User } from 'lucide-react';
import { STORE, type ShopTexts } from '@shop/shared';
import { HEADER_COMPACT_SCROLL_PX } from '../../config/settings';
import { paths } from '../../config/paths';
import { isAdmin, useAuthStore } from '../../lib/auth-store';
import { useLocalisedPath, useTexts } from '../../lib/i18n';
import { Later } from '../../lib/take-over';
import { useCartStore } from '../../features/cart';
import { LanguageSwitch } from '../language';
import { MoreMenu } from './more-menu';
import { useWishlistCount } from '../../features/wishlist';

/** The header's text links (search, wishlist and cart are its icon links). */
export const navLinks = (texts: ShopTexts['storefront']) =>
  [
    { to: paths.home, label: texts.navHome },
    { to: paths.products, label: texts.navProducts },
    { to: paths.about, label: texts.navAbout },
    { to: paths.contact, label: texts.navContact },
  ] as const;

type AdminLink = { to: string; label: string; short?: string; menu?: string };

/**
 * Shown to admins only. `short` is what the header's row has room for on a wide screen; on a
 * narrower one those links sit in its "More" menu under `menu`. The phone's menu shows `label`.
 */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { to: paths.adminDashboard, label: 'ADMIN DASHBOARD' },
  { to: paths.adminProducts, label: 'PRODUCT MANAGEMENT' },
  { to: paths.adminDelivery, label: 'DELIVERY RULES', short: 'DELIVERY', menu: 'Delivery rules' },
  { to: paths.adminGst, label: 'GST SUMMARY', short: 'GST', menu: 'GST summary' },
  { to: paths.adminCod, label: 'COD RULES', short: 'COD', menu: 'COD rules' },
  { to: paths.adminJobs, label: 'JOBS', short: 'JOBS', menu: 'Jobs' },
  { to: paths.adminPromotions, label: 'PROMOTIONS', short: 'OFFERS', menu: 'Offers and coupons' },
  { to: paths.adminReturns, label: 'RETURNS', short: 'RETURNS', menu: 'Returns' },
  { to: paths.adminReviews, label: 'REVIEWS', short: 'REVIEWS', menu: 'Reviews' },
];

/** True once the page is scrolled more than `px` pixels. */
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
  const texts = useTexts().storefront;
  const localised = useLocalisedPath();
  return (
    <Link
      to={localised(paths.home)}
      className={`shrink-0 rounded-md font-display text-2xl font-bold tracking-tight ${className}`}
      aria-label={texts.logoLabel(STORE.name)}
    >
      Story<span className="text-brand">Fit</span>
    </Link>
  );
}

/**
 * An admin's thirteen links keep the narrower spacing at every width, so that from 1280 px they fit
 * the row (the shop's four spread out from xl).
 */
const navLinkClass =
  (tight: boolean) =>
  ({ isActive }: { isActive: boolean }) =>
    `block whitespace-nowrap rounded-full px-2.5 py-2 text-xs font-semibold tracking-[0.1em] transition-colors ${
      tight ? '' : 'xl:px-3 xl:tracking-[0.14em]'
    } ${isActive ? 'bg-ink text-white' : 'text-ink-soft hover:bg-ink/5 hover:text-ink'}`;

/**
 * The text links. An admin's links with a short label do not all fit beside the shop's four: in
 * the compact row beside the logo they show from 2xl, in the tall header's own row from xl, and
 * below that they sit in a "More" menu at the row's end, so every link stays one click away.
 */
function HeaderLinks({ admin, compact = false }: { admin: boolean; compact?: boolean }) {
  const localised = useLocalisedPath();
  const shop = navLinks(useTexts().storefront).map((link) => ({ ...link, to: localised(link.to) }));
  const links: readonly AdminLink[] = admin ? [...shop, ...ADMIN_LINKS] : shop;
  const folded = links.filter((link) => link.short);
  const hiddenBelow = compact ? 'hidden 2xl:block' : 'hidden xl:block';
  return (
    <ul className="flex items-center gap-1">
      {links.map((link) => (
        <li key={link.to} className={link.short ? hiddenBelow : undefined}>
          <NavLink to={link.to} end={link.to === localised(paths.home)} className={navLinkClass(admin)}>
            {link.short ?? link.label}
          </NavLink>
        </li>
      ))}
      {folded.length > 0 ? (
        <li className={compact ? '2xl:hidden' : 'xl:hidden'}>
          <MoreMenu links={folded.map((link) => ({ to: link.to, label: link.menu ?? link.label }))} />
        </li>
      ) : null}
    </ul>
  );
}

/** A small count on an icon (cart lines, saved items); nothing at zero. */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid={testId}
      aria-hidden
      className="absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full bg-brand px-1 text-[11px] leading-none font-bold text-white ring-2 ring-paper"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

export const CartBadge = ({ count }: { count: number }) => <CountBadge count={count} testId="cart-count" />;
export const WishlistBadge = ({ count }: { count: number }) => <CountBadge count={count} testId="wishlist-count" />;

export const cartLabel = (texts: ShopTexts['storefront'], count: number) =>
  count > 0 ? texts.cartWithItems(count) : texts.cart;
export const wishlistLabel = (texts: ShopTexts['storefront'], count: number) =>
  count > 0 ? texts.wishlistWithItems(count) : texts.wishlist;
export const accountLabel = (texts: ShopTexts['storefront'], signedIn: boolean) =>
  signedIn ? texts.myAccount : texts.loginOrSignUp;

const iconClass =
  'relative grid size-11 place-items-center rounded-full text-ink transition-colors hover:bg-ink/5 aria-[current=page]:bg-ink/5';

/** Search, wishlist and cart with their counts, and the account (visitors to /auth, customers to /my-account). */
function HeaderIcons({ signedIn, itemCount }: { signedIn: boolean; itemCount: number }) {
  const saved = useWishlistCount();
  const texts = useTexts().storefront;
  const localised = useLocalisedPath();
  return (
    <ul className="flex items-center gap-0.5">
      <li>
        <LanguageSwitch className="text-ink-soft hover:bg-ink/5 hover:text-ink" />
      </li>
      <li>
        <NavLink to={localised(paths.search)} className={iconClass} aria-label={texts.search}>
          <Search className="size-5" aria-hidden />
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.wishlist} className={iconClass} aria-label={wishlistLabel(texts, saved)}>
          <Heart className="size-5" aria-hidden />
          <WishlistBadge count={saved} />
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.cart} className={iconClass} aria-label={cartLabel(texts, itemCount)}>
          <ShoppingBag className="size-5" aria-hidden />
          <CartBadge count={itemCount} />
        </NavLink>
      </li>
      <li>
        <NavLink
          to={signedIn ? paths.myAccount : paths.auth}
          className={iconClass}
          aria-label={accountLabel(texts, signedIn)}
        >
          <User className="size-5" aria-hidden />
        </NavLink>
      </li>
    </ul>
  );
}

/**
 * The header of every page with the shared layout. It is fixed, with a spacer of its full height
 * below it, so compacting never moves the page. On desktop (lg and up), past 50 px of scroll it
 * compacts to one row and the links move beside the logo; below lg the links live in the mobile
 * bar and its menu.
 */
export function Header() {
  const { user, isAuthenticated } = useAuthStore();
  const itemCount = useCartStore((s) => s.itemCount);
  const saved = useWishlistCount();
  const compact = useScrolledPast(HEADER_COMPACT_SCROLL_PX);
  const admin = isAdmin(user);
  const texts = useTexts().storefront;
  const localised = useLocalisedPath();

  return (
    <>
      <Later>
        <header
          data-compact={compact}
          className={`fixed inset-x-0 top-0 z-40 border-b border-line bg-paper/95 backdrop-blur ${
            compact ? 'shadow-[var(--shadow-card)]' : ''
          }`}
        >
          <nav aria-label={texts.mainNav} className="container-page">
            {compact ? (
              <div className="hidden h-[var(--header-h-compact)] items-center justify-between gap-4 lg:flex">
                <div className="flex min-w-0 items-center gap-4 xl:gap-8">
                  <Logo className="text-xl" />
                  <HeaderLinks admin={admin} compact />
                </div>
                <HeaderIcons signedIn={isAuthenticated} itemCount={itemCount} />
              </div>
            ) : (
              <div className="hidden h-[var(--header-h-desktop)] flex-col justify-center gap-2 lg:flex">
                <div className="flex items-center justify-between">
                  <Logo />
                  <HeaderIcons signedIn={isAuthenticated} itemCount={itemCount} />
                </div>
                <HeaderLinks admin={admin} />
              </div>
            )}
            <div className="flex h-[var(--header-h-mobile)] items-center justify-between lg:hidden">
              <Logo className="text-xl" />
              <div className="flex items-center">
                <LanguageSwitch className="px-2 text-ink-soft hover:bg-ink/5 hover:text-ink" />
                <NavLink to={localised(paths.search)} className={iconClass} aria-label={texts.search}>
                  <Search className="size-5" aria-hidden />
                </NavLink>
                <NavLink to={paths.wishlist} className={iconClass} aria-label={wishlistLabel(texts, saved)}>
                  <Heart className="size-5" aria-hidden />
                  <WishlistBadge count={saved} />
                </NavLink>
                <NavLink
                  to={isAuthenticated ? paths.myAccount : paths.auth}
                  className={iconClass}
                  aria-label={accountLabel(texts, isAuthenticated)}
                >
                  <User className="size-5" aria-hidden />
                </NavLink>
              </div>
            </div>
          </nav>
        </header>
      </Later>
      <div aria-hidden className="h-[var(--header-h-mobile)] shrink-0 lg:h-[var(--header-h-desktop)]" />
    </>
  );
}
