import { formatRupees } from '@shop/shared/format/money';
import { FREE_SHIPPING_ABOVE } from '@shop/shared/pricing/cart-totals';
import { SHOP } from '@shop/shared/shop/identity';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { NavLink } from '~/lib/i18n/links';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { linkButtonHandlers } from '~/components/ui/link-button';
import { lazyIsland } from '~/lib/lazy-island';
import { FOOTER_LINKS_ID } from './footer-links';
import { CartLink, LoginLink, WishlistLink } from './header-actions';
import { Logo } from './logo';
import { MAIN_NAV } from './nav-links';
import { useT } from '~/lib/i18n/i18n';
import { LanguageSwitcher } from '~/lib/i18n/language-links';
import { SearchBox } from './search-box';

const MENU_ID = 'mobile-menu';
// Loaded when the shopper reaches for the menu button (pointer down or focus), so it is usually
// in by the time the click opens the panel (ADR 029).
const MobileMenu = lazyIsland(() => import('./mobile-menu').then((m) => m.MobileMenu));

/** Sticky site header: logo, search, wishlist, cart, login and the main navigation. */
export function Header() {
  const location = useLocation();
  const t = useT();
  // The menu remembers the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.key;
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const closeMenu = useCallback(() => setOpenOn(null), []);
  const toggleMenu = () => setOpenOn(menuOpen ? null : location.key);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <Container className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2 md:h-16 md:flex-nowrap md:py-0 lg:gap-x-8">
        <Logo />
        {/* On a phone the search box takes its own row under the logo and the icons. */}
        <div className="order-last w-full md:order-none md:w-auto md:max-w-xl md:flex-1">
          <SearchBox />
        </div>
        <div className="ml-auto flex items-center gap-1">
          <div className="hidden md:block">
            <LoginLink />
          </div>
          <WishlistLink />
          <CartLink />
          {/* A link to the footer's links until the script runs (and without it); then a
              button that opens the menu panel (ADR 040). */}
          <a
            ref={toggleRef}
            href={`#${FOOTER_LINKS_ID}`}
            role="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label={t('layout.menu')}
            onPointerDown={() => void MobileMenu.preload()}
            onFocus={() => void MobileMenu.preload()}
            {...linkButtonHandlers(toggleMenu)}
          >
            {menuOpen ? (
              <Icon name="x" className="h-6 w-6" />
            ) : (
              <Icon name="menu" className="h-6 w-6" />
            )}
          </a>
        </div>
      </Container>
      <div className="hidden border-t border-slate-100 md:block">
        <Container className="flex h-11 items-center justify-between gap-4">
          <nav aria-label={t('layout.mainNav')}>
            <ul className="-ml-3 flex items-center gap-1">
              {MAIN_NAV.map((link) => (
                <li key={link.to}>
                  {/* The route manifest is loaded whole (ADR 094): no data-discover to write. */}
                  <NavLink to={link.to} end={link.to === '/'} className="nav-link" discover="none">
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-5 text-sm text-slate-600">
            <LanguageSwitcher className="rounded font-semibold text-brand-700 hover:underline" />
            <span className="hidden items-center gap-1.5 lg:inline-flex">
              <Icon name="truck" className="h-4 w-4 text-brand-700" />
              {t('layout.freeShippingAbove', { amount: formatRupees(FREE_SHIPPING_ABOVE) })}
            </span>
            <a
              href={`tel:+${SHOP.phoneDigits}`}
              className="inline-flex items-center gap-1.5 rounded font-semibold text-slate-800 hover:text-brand-700"
            >
              <Icon name="phone" className="h-4 w-4 text-brand-700" />
              {SHOP.phone}
            </a>
          </div>
        </Container>
      </div>
      <div
        id={MENU_ID}
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-7rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg md:hidden"
      >
        {/* Its contents exist only while open: opening it takes the script anyway, and every
            page's HTML stays free of a second copy of the search box and the navigation. */}
        {menuOpen && (
          <Suspense>
            <MobileMenu onClose={closeMenu} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
