import { Heart, ShoppingCart, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useUser } from '~/features/account/use-user';
import { UserMenu } from '~/features/account/user-menu';
import { useCart } from '~/features/cart/cart-context';
import { useWishlist } from '~/features/wishlist/wishlist-context';

const iconLink =
  'relative inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-brand-700';

function itemsLabel(what: string, count: number): string {
  if (count === 0) return what;
  return `${what}, ${count} ${count === 1 ? 'item' : 'items'}`;
}

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

/** Cart link with the number of units; the count shows only once the stored cart is read. */
export function CartLink() {
  const { totals, ready } = useCart();
  const count = ready ? totals.count : 0;
  return (
    <Link to="/cart" className={iconLink} aria-label={itemsLabel('Cart', count)}>
      <ShoppingCart aria-hidden="true" className="h-5 w-5" />
      <CountBadge count={count} />
    </Link>
  );
}

export function WishlistLink() {
  const { ids, ready } = useWishlist();
  const count = ready ? ids.length : 0;
  return (
    <Link to="/wishlist" className={iconLink} aria-label={itemsLabel('Wishlist', count)}>
      <Heart aria-hidden="true" className="h-5 w-5" />
      <CountBadge count={count} />
    </Link>
  );
}

/** Guests sign in here; a signed-in shopper gets the user menu with their name instead. */
export function LoginLink({ className = '' }: { className?: string }) {
  const user = useUser();
  if (user) return <UserMenu user={user} />;
  return (
    <Link
      to="/login"
      className={`inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-brand-700 ${className}`}
    >
      <UserRound aria-hidden="true" className="h-5 w-5" />
      Login
    </Link>
  );
}
