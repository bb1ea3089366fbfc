import { HYDRATE_ON_INTERACTION } from '~/lib/hydration/on-interaction';
import { useCallback, useState } from 'react';
import { redirect } from 'react-router';
import { Container } from '~/components/ui/container';
import { ActiveFilters } from '~/features/catalogue/active-filters';
import { EmptyResults } from '~/features/catalogue/empty-results';
import { FilterPanel, FilterToggle } from '~/features/catalogue/filter-panel';
import { Filters } from '~/features/catalogue/filters';
import {
  activeFilters,
  categoryLabel,
  listHeading,
  listHref,
  resultSummary,
} from '~/features/catalogue/list-params';
import { readListParams } from '~/features/catalogue/list-params.server';
import { Pagination } from '~/features/catalogue/pagination';
import { toCardProduct } from '~/features/catalogue/product-views';
import { ProductResults } from '~/features/catalogue/product-results';
import { SortSelect } from '~/features/catalogue/sort-select';
import { useListLoading, useListState } from '~/features/catalogue/use-list-state';
import { ViewToggle } from '~/features/catalogue/view-toggle';
import { CLAIMS } from '@shop/shared/shop/claims';
import { FREE_SHIPPING_ABOVE } from '@shop/shared/pricing/cart-totals';
import { formatRupees } from '@shop/shared/format/money';
import { metaT, useT } from '~/lib/i18n/i18n';
import { requestLanguage } from '~/lib/i18n/messages.server';
import { pageMeta, publicUrlFrom, languageFrom } from '~/lib/seo';
import type { Route } from './+types/products';
import { pageContext } from '@shop/shared/ssr/page-context-key';

export async function loader({ context: routerContext, request, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  const { query, view, cleanSearch, dropped } = readListParams(url.searchParams);
  // A bad or empty parameter (a typo, a no-JS form) is dropped by moving to the tidy address.
  if (dropped) throw redirect(`/products${cleanSearch}`);
  const [page, categories, brands] = await Promise.all([
    context.catalogue.list(query, requestLanguage(request)),
    context.catalogue.categories(),
    context.catalogue.brands(),
  ]);
  if (page.page > page.pageCount)
    throw redirect(listHref({ query, view }, { page: page.pageCount }));
  const items = page.items.map((p) => toCardProduct(p, { withSummary: view === 'list' }));
  return {
    page: { ...page, items },
    categories,
    brands,
    query,
    view,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  if (!loaderData) return [{ title: t('products.heading') }];
  const { query } = loaderData;
  const promise = { amount: formatRupees(FREE_SHIPPING_ABOVE), days: CLAIMS.returnDays };
  const category = query.category ? categoryLabel(query.category, t) : undefined;
  const canonical = new URLSearchParams();
  if (query.category) canonical.set('category', query.category);
  if (query.page > 1) canonical.set('page', String(query.page));
  return [
    ...pageMeta({
      title: query.search
        ? t('products.searchTitle', { search: query.search })
        : category
          ? t('products.categoryTitle', { category })
          : t('products.title'),
      description: category
        ? t('products.categoryDescription', { category, ...promise })
        : t('products.description', promise),
      path: `/products${canonical.size ? `?${canonical}` : ''}`,
      publicUrl: publicUrlFrom(matches),
      lang: languageFrom(matches),
    }),
    ...(query.search ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { page, categories, brands } = loaderData;
  const t = useT();
  const state = useListState();
  const loading = useListLoading();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  const heading = listHeading(loaderData.query, t);

  return (
    <Container className="py-6 sm:py-8">
      <div className="mb-5 flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
        <p aria-live="polite" className="text-sm text-slate-600">
          {resultSummary(page, t)}
        </p>
      </div>
      <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8 xl:grid-cols-[16rem_1fr]">
        <FilterPanel open={filtersOpen} onClose={closeFilters} resultCount={page.total}>
          <Filters categories={categories} brands={brands} />
        </FilterPanel>
        <div className="flex min-w-0 flex-col gap-4">
          {/* Phones: Filters and the view switch on one row, sorting full width below. */}
          <div className="flex flex-wrap items-center gap-3">
            <FilterToggle
              open={filtersOpen}
              onToggle={() => setFiltersOpen((o) => !o)}
              activeCount={activeFilters(state.query, t).length}
            />
            <div className="order-3 w-full sm:order-2 sm:ml-auto sm:w-auto">
              <SortSelect />
            </div>
            <div className="order-2 ml-auto sm:order-3 sm:ml-0">
              <ViewToggle />
            </div>
          </div>
          <ActiveFilters state={state} />
          {page.items.length === 0 ? (
            <EmptyResults state={state} />
          ) : (
            <ProductResults products={page.items} view={loaderData.view} loading={loading} />
          )}
          <Pagination state={loaderData} page={page.page} pageCount={page.pageCount} />
        </div>
      </div>
    </Container>
  );
}

// Its script arrives with the shopper's first touch (ADR 112).
export const handle = HYDRATE_ON_INTERACTION;
