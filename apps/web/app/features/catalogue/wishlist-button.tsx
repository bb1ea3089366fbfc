import {
  WISHLIST_ACTION,
  WISHLIST_FIELDS,
  WISHLIST_INTENTS,
} from '@shop/shared/wishlist/form-fields';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { useWishlist, useWishlistSend, WishlistForm } from '~/features/wishlist';
import { useLocalPath, useT } from '~/lib/i18n/i18n';

/**
 * Heart that saves the product to, or removes it from, the wishlist on the server (ADR 047): a
 * form posted to /wishlist, so it works without JavaScript; with it, the heart fills on the click.
 * On a card it posts the card's Add to Cart form (`form`) with `formaction`, so the product and
 * return page are written once per card; the wishlist reads the intent and product and leaves
 * the rest.
 */
export function WishlistButton({
  id,
  name,
  form,
  withLabel = false,
  className = '',
}: {
  id: number;
  name: string;
  /** Id of the card's form (product, return page) this heart posts to /wishlist. */
  form?: string;
  /** Show 'Wishlist' next to the heart (product page); icon only on cards. */
  withLabel?: boolean;
  className?: string;
}) {
  const t = useT();
  const localPath = useLocalPath();
  const saved = useWishlist().has(id);
  const send = useWishlistSend();
  const intent = saved ? WISHLIST_INTENTS.remove : WISHLIST_INTENTS.add;
  const button = (
    <button
      type="submit"
      form={form}
      formAction={form ? localPath(WISHLIST_ACTION) : undefined}
      name={form ? WISHLIST_FIELDS.intent : undefined}
      value={form ? intent : undefined}
      onClick={
        form
          ? (event) => {
              // With the script: the same change, sent without a reload.
              event.preventDefault();
              send(intent, id);
            }
          : undefined
      }
      aria-pressed={saved}
      aria-label={
        saved
          ? t('common.removeNamedFromWishlist', { name })
          : t('common.addNamedToWishlist', { name })
      }
      title={saved ? t('common.removeFromWishlist') : t('common.addToWishlist')}
      className={
        withLabel ? buttonClass('outline', 'lg') : `btn-round btn-heart ${className}`.trimEnd()
      }
    >
      {/* A saved heart is filled; the round one is drawn by its class (btn-heart). */}
      {withLabel && (
        <>
          <Icon
            name="heart"
            className={saved ? 'h-5 w-5 fill-rose-500 text-rose-500' : 'h-5 w-5 text-slate-600'}
          />
          <span>{t('common.wishlist')}</span>
        </>
      )}
    </button>
  );
  if (form) return button;
  return (
    <WishlistForm
      intent={intent}
      productId={id}
      className={withLabel ? `grid ${className}`.trimEnd() : 'contents'}
    >
      {button}
    </WishlistForm>
  );
}
