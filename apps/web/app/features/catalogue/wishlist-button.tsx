import { WISHLIST_INTENTS } from '@shop/shared/wishlist/form-fields';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { useWishlist, WishlistForm } from '~/features/wishlist';

/**
 * Heart that saves the product to, or removes it from, the wishlist on the server (ADR 047): a
 * form posted to /wishlist, so it works without JavaScript; with it, the heart fills on the click.
 */
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
  const saved = useWishlist().has(id);
  return (
    <WishlistForm
      intent={saved ? WISHLIST_INTENTS.remove : WISHLIST_INTENTS.add}
      productId={id}
      className={withLabel ? `grid ${className}`.trimEnd() : 'contents'}
    >
      <button
        type="submit"
        aria-pressed={saved}
        aria-label={saved ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`}
        title={saved ? 'Remove from wishlist' : 'Add to wishlist'}
        className={withLabel ? buttonClass('outline', 'lg') : `btn-round ${className}`.trimEnd()}
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
    </WishlistForm>
  );
}
