import { Link } from '~/lib/i18n/links';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/lib/i18n/i18n';

/** Home / Products / {name}; the last crumb is the current page. */
export function Breadcrumb({ name, lang }: { name: string; lang?: 'en' }) {
  const t = useT();
  return (
    <nav aria-label={t('common.breadcrumb')} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link to="/" className="hover:text-brand-700 hover:underline">
            {t('layout.nav.home')}
          </Link>
        </li>
        <li aria-hidden="true">
          <Icon name="chevron-right" className="h-4 w-4 text-slate-400" />
        </li>
        <li>
          <Link to="/products" className="hover:text-brand-700 hover:underline">
            {t('layout.nav.products')}
          </Link>
        </li>
        {/* On a phone the heading right below names the page: the last crumb is for screen
            readers only there, so the price stays on the first screen. */}
        <li aria-hidden="true" className="max-sm:hidden">
          <Icon name="chevron-right" className="h-4 w-4 text-slate-400" />
        </li>
        <li
          aria-current="page"
          className="line-clamp-1 font-medium text-slate-900 max-sm:sr-only"
          lang={lang}
        >
          {name}
        </li>
      </ol>
    </nav>
  );
}
