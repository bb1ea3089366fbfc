import { SORTS, type SortOrder } from '@shop/shared/catalogue/filters';
import type { MessageKey } from '@shop/shared/i18n/catalogue';
import { Form } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { useLocalPath, useT } from '~/lib/i18n/i18n';
import { HiddenParams } from './hidden-params';
import { useListChange, useListState } from './use-list-state';

const SORT_LABELS: Record<SortOrder, MessageKey> = {
  featured: 'products.sort.featured',
  'price-low': 'products.sort.priceLow',
  'price-high': 'products.sort.priceHigh',
  name: 'products.sort.name',
  rating: 'products.sort.rating',
};

/** The five sort orders of spec §9; without JavaScript a 'Sort' button submits the choice. */
export function SortSelect() {
  const t = useT();
  const localPath = useLocalPath();
  const state = useListState();
  const change = useListChange();
  return (
    <Form method="get" action={localPath('/products')} className="flex items-center gap-2">
      <HiddenParams state={state} omit={['sort', 'page']} />
      <label htmlFor="sort" className="whitespace-nowrap text-sm font-medium text-slate-700">
        {t('products.sortBy')}
      </label>
      <select
        id="sort"
        name="sort"
        value={state.query.sort}
        // The select offers only SORTS' slugs.
        onChange={(e) => change({ sort: e.target.value as SortOrder })}
        className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white pl-3 pr-8 text-sm font-medium text-slate-800 shadow-sm"
      >
        {SORTS.map((s) => (
          <option key={s.slug} value={s.slug}>
            {t(SORT_LABELS[s.slug])}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={buttonClass('outline', 'sm')}>
          {t('products.sort')}
        </button>
      </noscript>
    </Form>
  );
}
