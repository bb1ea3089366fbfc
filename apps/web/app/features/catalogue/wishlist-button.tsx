import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
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
        withLabel ? buttonClass('outline', 'lg', className) : `btn-round ${className}`.trimEnd()
      }
    >
      {/* The round button sizes and colours its icon (btn-round); a saved heart is filled. */}
      <Icon
        name="heart"
        className={
          saved
            ? `fill-rose-500 text-rose-500 ${withLabel ? 'h-5 w-5' : ''}`.trimEnd()
            : withLabel
              ? 'h-5 w-5 text-slate-600'
              : undefined
        }
      />
      {withLabel && <span>Wishlist</span>}
    </button>
  );
}
