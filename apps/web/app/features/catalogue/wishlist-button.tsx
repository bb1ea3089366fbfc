import { Heart } from 'lucide-react';
import { buttonClass } from '~/components/ui/button';
import { useWishlist } from '~/features/wishlist/wishlist-context';

/** Heart toggle that saves the product to, or removes it from, the wishlist. */
export function WishlistButton({
  id,
  name,
  withLabel = false,
  className = '',
}: {
  id: number;
  name: string;
  /** Show 'Wishlist' next to the heart (product page); icon only on cards. */
  withLabel?: boolean;
  className?: string;
}) {
  const { has, toggle } = useWishlist();
  const saved = has(id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`}
      title={saved ? 'Remove from wishlist' : 'Add to wishlist'}
      onClick={() => toggle(id)}
      className={
        withLabel
          ? buttonClass('outline', 'lg', className)
          : `inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/95 shadow-sm ring-1 ring-slate-200 transition hover:bg-white hover:ring-slate-300 ${className}`
      }
    >
      <Heart
        aria-hidden="true"
        className={`h-5 w-5 ${saved ? 'fill-rose-500 text-rose-500' : 'text-slate-600'}`}
      />
      {withLabel && <span>Wishlist</span>}
    </button>
  );
}
