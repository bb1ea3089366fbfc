import type { ReactNode } from 'react';
import { Link } from '~/lib/i18n/links';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/lib/i18n/i18n';
import { listHref, type ListState } from './list-params';
import { pageRange } from './page-range';

const cell =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold transition-colors';

/** Previous, numbered and next page links; plain links, so they work without JavaScript. */
export function Pagination({
  state,
  page,
  pageCount,
}: {
  state: ListState;
  page: number;
  pageCount: number;
}) {
  const t = useT();
  if (pageCount <= 1) return null;
  const edge = (to: number, label: string, icon: ReactNode, rel: string) =>
    to < 1 || to > pageCount ? (
      <span aria-hidden="true" className={`${cell} border-slate-200 text-slate-300`}>
        {icon}
      </span>
    ) : (
      <Link
        to={listHref(state, { page: to })}
        rel={rel}
        aria-label={label}
        className={`${cell} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
      >
        {icon}
      </Link>
    );
  return (
    <nav aria-label={t('products.pagination')} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          {edge(
            page - 1,
            t('products.previousPage'),
            <Icon name="chevron-left" className="h-4 w-4" />,
            'prev',
          )}
        </li>
        {pageRange(page, pageCount).map((p, i) => (
          <li key={p === 'gap' ? `gap-${i}` : p}>
            {p === 'gap' ? (
              <span className="px-1 text-slate-400">…</span>
            ) : (
              <Link
                to={listHref(state, { page: p })}
                aria-label={t('products.page', { page: p })}
                aria-current={p === page ? 'page' : undefined}
                className={`${cell} ${
                  p === page
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
                }`}
              >
                {p}
              </Link>
            )}
          </li>
        ))}
        <li>
          {edge(
            page + 1,
            t('products.nextPage'),
            <Icon name="chevron-right" className="h-4 w-4" />,
            'next',
          )}
        </li>
      </ul>
    </nav>
  );
}
