import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';

/** Grey placeholders shaped like the list cards while the saved products load. */
export function WishlistSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div role="status" aria-label="Loading your wishlist" className="grid gap-4 lg:grid-cols-2">
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          className="flex animate-pulse gap-4 rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
        >
          <div className="aspect-square w-28 shrink-0 rounded-lg bg-slate-200 sm:w-44" />
          <div className="flex flex-1 flex-col gap-3 py-1">
            <div className="h-3 w-16 rounded bg-slate-200" />
            <div className="h-4 w-4/5 rounded bg-slate-200" />
            <div className="h-4 w-1/3 rounded bg-slate-200" />
            <div className="mt-auto h-9 w-40 rounded-lg bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}

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

export function WishlistError({ onRetry }: { onRetry(): void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-800">We could not load your saved products.</p>
      <button type="button" onClick={onRetry} className={buttonClass('outline', 'sm', 'mt-3')}>
        Try again
      </button>
    </div>
  );
}
