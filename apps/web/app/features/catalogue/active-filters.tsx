import { Link } from '~/lib/i18n/links';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/lib/i18n/i18n';
import { activeFilters, clearAllHref, listHref, type ListState } from './list-params';

/** Chips for the filters in force, each removable, and Clear All. Plain links. */
export function ActiveFilters({ state }: { state: ListState }) {
  const t = useT();
  const chips = activeFilters(state.query, t);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-600">{t('products.filteredBy')}</span>
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={listHref(state, { [chip.key]: undefined })}
              preventScrollReset
              aria-label={t('products.removeFilter', { label: chip.label })}
              className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pl-3 pr-2 text-sm font-medium text-brand-800 hover:bg-brand-100"
            >
              {chip.label}
              <Icon name="x" className="h-3.5 w-3.5" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={clearAllHref(state)}
        preventScrollReset
        className="ml-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {t('products.clearAll')}
      </Link>
    </div>
  );
}
