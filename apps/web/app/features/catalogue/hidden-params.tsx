import { DEFAULT_PAGE_SIZE } from '@shop/shared/catalogue/filters';
import type { ListState } from './list-params';

type Param = 'search' | 'category' | 'price' | 'brand' | 'sort' | 'view' | 'page' | 'pageSize';

/**
 * The current list state as hidden inputs, so a form that sets one parameter keeps the others
 * when submitted without JavaScript. Defaults are left out.
 */
export function HiddenParams({ state, omit }: { state: ListState; omit: Param[] }) {
  const { query, view } = state;
  const values: Record<Param, string | undefined> = {
    search: query.search,
    category: query.category,
    price: query.price,
    brand: query.brand,
    sort: query.sort === 'featured' ? undefined : query.sort,
    view: view === 'grid' ? undefined : view,
    page: query.page > 1 ? String(query.page) : undefined,
    pageSize: query.pageSize === DEFAULT_PAGE_SIZE ? undefined : String(query.pageSize),
  };
  return (
    <>
      {(Object.keys(values) as Param[])
        .filter((key) => !omit.includes(key) && values[key] !== undefined)
        .map((key) => (
          <input key={key} type="hidden" name={key} value={values[key]} />
        ))}
    </>
  );
}
