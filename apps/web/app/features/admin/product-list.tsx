import type { Page } from '@shop/shared/admin/paging';
import {
  PRODUCT_FILTER_LABELS,
  PRODUCT_SORTS,
  PRODUCT_STOCK_FILTERS,
  PRODUCT_VISIBILITIES,
  type AdminProductSummary,
} from '@shop/shared/admin/product-list';
import { isLowStock } from '@shop/shared/admin/stock';
import { CATEGORIES, categoryName } from '@shop/shared/catalogue/categories';
import { formatRupees } from '@shop/shared/format/money';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Notice } from '~/components/ui/notice';
import { ListFilters, optionsOf } from './list-filters';
import { Badge, DataTable, EmptyList, PageTitle, Pager, type Column } from './ui';
import { useCan } from './use-can';

const COLUMNS: Column<AdminProductSummary>[] = [
  {
    header: 'Product',
    cell: (p) => (
      <span className="flex items-center gap-3 max-sm:justify-end">
        {p.image ? (
          <img
            src={p.image}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            decoding="async"
            className="h-10 w-10 shrink-0 rounded object-contain"
          />
        ) : null}
        <span>
          <Link
            to={`/admin/products/${p.id}`}
            className="font-medium text-brand-700 hover:underline"
          >
            {p.name}
          </Link>{' '}
          {p.hidden ? <Badge tone="red">Hidden</Badge> : null}
          <span className="block text-xs text-slate-500">#{p.id}</span>
        </span>
      </span>
    ),
  },
  { header: 'Category', cell: (p) => categoryName(p.category) },
  { header: 'Price', cell: (p) => formatRupees(p.price), className: 'whitespace-nowrap' },
  {
    header: 'Stock',
    cell: (p) => (
      <span className="whitespace-nowrap">
        <span className={p.stock === 0 ? 'font-semibold text-red-700' : ''}>{p.stock}</span>{' '}
        {isLowStock(p) ? <Badge tone="amber">Low</Badge> : null}
        <span className="block text-xs text-slate-500">alert at {p.lowStockThreshold}</span>
      </span>
    ),
  },
  {
    header: '',
    cell: (p) => (
      <Link
        to={`/admin/products/${p.id}`}
        className={buttonClass('outline', 'sm')}
        aria-label={`Edit ${p.name}`}
      >
        Edit
      </Link>
    ),
  },
];

const FILTERS = [
  {
    name: 'category',
    label: 'Category',
    options: CATEGORIES.map((c) => ({ value: c.slug, label: c.name })),
  },
  {
    name: 'visibility',
    label: 'In the shop',
    options: optionsOf(PRODUCT_VISIBILITIES, PRODUCT_FILTER_LABELS),
  },
  {
    name: 'stock',
    label: 'Stock',
    options: optionsOf(PRODUCT_STOCK_FILTERS, PRODUCT_FILTER_LABELS),
  },
];

/**
 * /admin/products: every product, hidden ones included, searched, filtered and sorted as the
 * address says (`?q=&category=&visibility=&stock=&sort=&page=`).
 */
export function ProductList({
  list: d,
  errors,
  deleted,
}: {
  list: Page<AdminProductSummary>;
  errors: Record<string, string>;
  deleted: number | undefined;
}) {
  const [params] = useSearchParams();
  const lowOnly = params.get('stock') === 'low';
  const may = useCan();
  return (
    <>
      <PageTitle
        title="Products"
        actions={
          <>
            <Link to="/admin/products/import" className={buttonClass('outline', 'md')}>
              {may('prices') ? 'Import prices and stock' : 'Import stock'}
            </Link>
            {may('prices') && (
              <Link to="/admin/products/new" className={buttonClass('primary', 'md')}>
                New product
              </Link>
            )}
          </>
        }
      />
      {deleted !== undefined && (
        <Notice kind="success" className="mb-4">
          Product {deleted} deleted.
        </Notice>
      )}
      <ListFilters
        label="Filter products"
        search="Name, brand or id"
        filters={FILTERS}
        sorts={PRODUCT_SORTS}
        errors={errors}
      />
      {d.items.length === 0 ? (
        <EmptyList>
          {lowOnly ? 'No product here is at or under its low-stock alert.' : 'No products found.'}
        </EmptyList>
      ) : (
        <>
          <DataTable label="Products" columns={COLUMNS} rows={d.items} rowKey={(p) => p.id} />
          <Pager page={d.page} pageCount={d.pageCount} total={d.total} params={params} />
        </>
      )}
    </>
  );
}
