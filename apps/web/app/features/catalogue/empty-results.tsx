import { Link } from '~/lib/i18n/links';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/lib/i18n/i18n';
import { clearAllHref, type ListState } from './list-params';

/** Spec §2's empty state, with a way back to every product. */
export function EmptyResults({ state }: { state: ListState }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon name="search-x" className="h-7 w-7" />
      </span>
      <p className="text-lg font-semibold text-slate-900">{t('products.empty')}</p>
      <p className="max-w-sm text-sm text-slate-600">{t('products.emptyAdvice')}</p>
      <Link to={clearAllHref(state)} className={buttonClass('primary', 'md')}>
        {t('products.clearFilters')}
      </Link>
    </div>
  );
}
