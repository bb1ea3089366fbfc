import { Suspense } from 'react';
import { Link } from '~/lib/i18n/links';
import { Icon } from '~/components/ui/icon';
import { useUser } from '~/lib/use-user';
import { UserMenuButton } from '~/features/layout/user-menu-button';
import { useCart } from '~/features/cart';
import { useWishlist } from '~/features/wishlist';
import { lazyIsland } from '~/lib/lazy-island';
import { useT } from '~/lib/i18n/i18n';

// The menu's behaviour and its list load after the page; the button is in the HTML (ADR 029).
const UserMenu = lazyIsland(() => import('~/features/layout/user-menu').then((m) => m.UserMenu));

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="count-badge"
      className="absolute -right-0.5 -top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-700 px-1 text-[0.7rem] font-bold leading-none text-white ring-2 ring-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** Cart link with the number of units in the cart (the server's, with changes on their way). */
export function CartLink() {
  const count = useCart().totals.count;
  const t = useT();
  const label = count === 0 ? t('layout.cart') : t('layout.cartWithItems', { count });
  return (
    <Link to="/cart" className="icon-link" aria-label={label}>
      <Icon name="shopping-cart" />
      <CountBadge count={count} />
    </Link>
  );
}

export function WishlistLink() {
  const count = useWishlist().ids.length;
  const t = useT();
  const label = count === 0 ? t('layout.wishlist') : t('layout.wishlistWithItems', { count });
  return (
    <Link to="/wishlist" className="icon-link" aria-label={label}>
      <Icon name="heart" />
      <CountBadge count={count} />
    </Link>
  );
}

/** Guests sign in here; a signed-in shopper gets the user menu with their name instead. */
export function LoginLink({ className = '' }: { className?: string }) {
  const user = useUser();
  const t = useT();
  if (user) {
    return (
      <Suspense
        fallback={
          <div className="relative">
            <UserMenuButton user={user} open={false} />
          </div>
        }
      >
        <UserMenu user={user} />
      </Suspense>
    );
  }
  return (
    <Link
      to="/login"
      className={`inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-brand-700 ${className}`}
    >
      <Icon name="user-round" className="h-5 w-5" />
      {t('layout.login')}
    </Link>
  );
}
