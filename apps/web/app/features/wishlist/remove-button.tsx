import { Icon } from '~/components/ui/icon';
import { useWishlist } from './wishlist-context';

/** Takes a product off the wishlist. */
export function RemoveFromWishlistButton({ id, name }: { id: number; name: string }) {
  const { remove } = useWishlist();
  return (
    <button
      type="button"
      aria-label={`Remove ${name}`}
      onClick={() => remove(id)}
      className="inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-600 hover:bg-red-50 hover:text-red-700"
    >
      <Icon name="trash" className="h-4 w-4" />
      Remove
    </button>
  );
}
