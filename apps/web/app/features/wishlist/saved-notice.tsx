import { WISHLIST_PARAMS } from '@shop/shared/wishlist/form-fields';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { Container } from '~/components/ui/container';
import { useWishlist } from './wishlist-context';
import { pathWithoutLanguage } from '@shop/shared/i18n/language';
import { useT } from '~/lib/i18n/i18n';

/**
 * After a heart was posted without JavaScript, the page comes back with `?saved=<id>` or
 * `?unsaved=<id>` (post-redirect-get, ADR 047) and says so here; with JavaScript the heart itself
 * shows it.
 */
export function SavedNotice() {
  const t = useT();
  const [params] = useSearchParams();
  const onWishlist = pathWithoutLanguage(useLocation().pathname) === '/wishlist';
  const { has } = useWishlist();
  const saved = params.get(WISHLIST_PARAMS.saved);
  const unsaved = params.get(WISHLIST_PARAMS.unsaved);
  // Said only while still true: a heart clicked since (with the script) takes the note away.
  const text =
    saved && has(Number(saved))
      ? t('notice.addedToWishlist')
      : unsaved && !has(Number(unsaved))
        ? t('notice.removedFromWishlist')
        : null;
  if (!text) return null;
  return (
    <Container className="pt-4">
      <p
        role="status"
        className="flex flex-wrap items-center gap-x-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900"
      >
        <span>{text}</span>
        {!onWishlist && (
          <Link to="/wishlist" className="font-semibold underline">
            {t('notice.viewWishlist')}
          </Link>
        )}
      </p>
    </Container>
  );
}
