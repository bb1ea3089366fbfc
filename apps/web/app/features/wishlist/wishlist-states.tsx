import { Link } from '~/lib/i18n/links';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';

export function WishlistEmpty() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-rose-50 text-rose-500">
        <Icon name="heart" className="h-7 w-7" />
      </span>
      <p className="text-lg font-semibold text-slate-900">Your wishlist is empty</p>
      <p className="max-w-sm text-sm text-slate-600">
        Tap the heart on any product to save it here for later.
      </p>
      <Link to="/products" className={buttonClass('primary', 'md')}>
        Browse products
      </Link>
    </div>
  );
}
