import { formatRupees } from '@shop/shared/format/money';
import { FREE_SHIPPING_ABOVE } from '@shop/shared/pricing/cart-totals';
import { SHOP } from '@shop/shared/shop/identity';
import { Menu, Phone, Truck, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Container } from '~/components/ui/container';
import { CartLink, LoginLink, WishlistLink } from './header-actions';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { MAIN_NAV } from './nav-links';
import { SearchBox } from './search-box';

const MENU_ID = 'mobile-menu';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold ${
    isActive
      ? 'bg-brand-50 text-brand-800'
      : 'text-slate-700 hover:bg-slate-100 hover:text-brand-700'
  }`;

/** Sticky site header: logo, search, wishlist, cart, login and the main navigation. */
export function Header() {
  const location = useLocation();
  // The menu remembers the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setOpenOn(null), []);

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
      <Container className="flex h-16 items-center gap-4 lg:gap-8">
        <Logo />
        <div className="hidden max-w-xl flex-1 md:block">
          <SearchBox />
        </div>
        <div className="ml-auto flex items-center gap-1">
          <div className="hidden md:block">
            <LoginLink />
          </div>
          <WishlistLink />
          <CartLink />
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label="Menu"
            onClick={() => setOpenOn(menuOpen ? null : location.key)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="h-6 w-6" />
            ) : (
              <Menu aria-hidden="true" className="h-6 w-6" />
            )}
          </button>
        </div>
      </Container>
      <div className="hidden border-t border-slate-100 md:block">
        <Container className="flex h-11 items-center justify-between gap-4">
          <nav aria-label="Main">
            <ul className="-ml-3 flex items-center gap-1">
              {MAIN_NAV.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'} className={navLinkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-5 text-sm text-slate-600">
            <span className="hidden items-center gap-1.5 lg:inline-flex">
              <Truck aria-hidden="true" className="h-4 w-4 text-brand-700" />
              Free shipping above {formatRupees(FREE_SHIPPING_ABOVE)}
            </span>
            <a
              href={`tel:+${SHOP.phoneDigits}`}
              className="inline-flex items-center gap-1.5 rounded font-semibold text-slate-800 hover:text-brand-700"
            >
              <Phone aria-hidden="true" className="h-4 w-4 text-brand-700" />
              {SHOP.phone}
            </a>
          </div>
        </Container>
      </div>
      <MobileMenu id={MENU_ID} open={menuOpen} onClose={closeMenu} />
    </header>
  );
}
