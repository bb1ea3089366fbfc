import { Link } from '~/lib/i18n/links';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/lib/i18n/i18n';

export function WishlistEmpty() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-rose-50 text-rose-500">
        <Icon name="heart" className="h-7 w-7" />
      </span>
      <p className="text-lg font-semibold text-slate-900">{t('wishlist.empty')}</p>
      <p className="max-w-sm text-sm text-slate-600">{t('wishlist.emptyAdvice')}</p>
      <Link to="/products" className={buttonClass('primary', 'md')}>
        {t('wishlist.browse')}
      </Link>
    </div>
  );
}
