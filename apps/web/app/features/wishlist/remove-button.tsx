import { WISHLIST_INTENTS } from '@shop/shared/wishlist/form-fields';
import { Icon } from '~/components/ui/icon';
import { WishlistForm } from './wishlist-form';
import { useT } from '~/lib/i18n/i18n';

/** Takes a product off the wishlist: a form, so it works before (and without) the page's script. */
export function RemoveFromWishlistButton({ id, name }: { id: number; name: string }) {
  const t = useT();
  return (
    <WishlistForm intent={WISHLIST_INTENTS.remove} productId={id}>
      <button
        type="submit"
        aria-label={t('wishlist.removeNamed', { name })}
        className="inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-600 hover:bg-red-50 hover:text-red-700"
      >
        <Icon name="trash" className="h-4 w-4" />
        {t('wishlist.remove')}
      </button>
    </WishlistForm>
  );
}
