import { isStaff, type SessionUser } from '@shop/shared/auth/user';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { useT } from '~/lib/i18n/i18n';
import { Icon } from '~/components/ui/icon';
import { ACCOUNT_LINKS, LogoutButton } from '~/features/account';
import { UserMenuButton } from '~/features/layout/user-menu-button';

const ICONS = { '/account': 'user-round', '/orders': 'package', '/quick-order': 'list' } as const;

const itemClass =
  'flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm font-medium text-slate-700 hover:bg-slate-50 hover:text-brand-700 focus:bg-brand-50 focus:text-brand-800 focus:outline-none';

const menuItems = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/** Focuses the item at `index`, wrapping around at both ends (-1 is the last). */
function focusItem(menu: HTMLElement | null, index: number) {
  const list = menuItems(menu);
  list[(index + list.length) % list.length]?.focus();
}

/**
 * The signed-in shopper's menu in the header: their name on a menu button (WAI-ARIA menu button
 * pattern). Enter, Space or ↓ opens it on the first item, ↑ on the last; ↑/↓/Home/End move;
 * Escape closes it and returns to the button; a click outside, Tab or a navigation closes it.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const location = useLocation();
  const t = useT();
  // Remembers the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLAnchorElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    focusItem(menu.current, focusOnOpen.current === 'first' ? 0 : -1);
    const onPointerDown = (event: PointerEvent) => {
      // A pointer event's target is an EventTarget; on a document it is always a Node.
      if (!container.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpenOn(location.key);
  };
  const close = (returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    // The button is a link underneath (see UserMenuButton): Space must open it as a button's does.
    if (event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = menuItems(menu.current);
    // Only compared with the menu's items; null or another element finds -1.
    const current = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (moves[event.key] !== undefined) {
      event.preventDefault();
      focusItem(menu.current, moves[event.key]!);
    }
  };

  return (
    <div ref={container} className="relative">
      <UserMenuButton
        ref={button}
        // Says the menu's code has taken over from the link underneath (tests wait for it).
        data-ready=""
        id={buttonId}
        user={user}
        open={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => {
          event.preventDefault();
          if (open) close(false);
          else openMenu('first');
        }}
        onKeyDown={onButtonKeyDown}
      />
      {open && (
        <div className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white py-2 shadow-lg">
          <p className="border-b border-slate-100 px-4 pb-2 text-xs text-slate-500">
            {t('layout.signedInAs')}
            <span className="block truncate text-sm font-medium text-slate-800">{user.email}</span>
          </p>
          <ul
            ref={menu}
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            onKeyDown={onMenuKeyDown}
            className="pt-1"
          >
            {ACCOUNT_LINKS.map(({ to, label }) => {
              const icon = ICONS[to];
              return (
                <li key={to} role="none">
                  <Link to={to} role="menuitem" tabIndex={-1} className={itemClass}>
                    <Icon name={icon} className="h-4 w-4" />
                    {t(label)}
                  </Link>
                </li>
              );
            })}
            {isStaff(user) && (
              <li role="none">
                <Link to="/admin" role="menuitem" tabIndex={-1} className={itemClass}>
                  <Icon name="layout-dashboard" className="h-4 w-4" />
                  {t('layout.admin')}
                </Link>
              </li>
            )}
            <li role="none" className="mt-1 border-t border-slate-100 pt-1">
              <LogoutButton role="menuitem" tabIndex={-1} className={itemClass}>
                <Icon name="log-out" className="h-4 w-4" />
                {t('layout.logout')}
              </LogoutButton>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
