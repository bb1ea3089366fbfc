import { ADDED_PARAM } from '@shop/shared/cart/form-fields';
import { useSearchParams } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { Container } from '~/components/ui/container';
import { useCart } from './cart-context';
import { useT } from '~/lib/i18n/i18n';

/**
 * After Add to Cart was posted without JavaScript, the page comes back with `?added=<id>`
 * (post-redirect-get, ADR 042) and says so here; with JavaScript the button itself says it.
 */
export function AddedNotice() {
  const t = useT();
  const [params] = useSearchParams();
  const { items } = useCart();
  const added = params.get(ADDED_PARAM);
  if (!added) return null;
  const item = items.find((i) => String(i.id) === added);
  return (
    <Container className="pt-4">
      <p
        role="status"
        className="flex flex-wrap items-center gap-x-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900"
      >
        <span>
          {item ? t('notice.addedNamedToCart', { name: item.name }) : t('notice.addedToCart')}
        </span>
        <Link to="/cart" className="font-semibold underline">
          {t('notice.viewCart')}
        </Link>
      </p>
    </Container>
  );
}
