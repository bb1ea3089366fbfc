import type { Page } from '@shop/shared/admin/paging';
import type { AdminProductSummary } from '@shop/shared/admin/products';
import { categoryName } from '@shop/shared/catalogue/categories';
import { formatRupees } from '@shop/shared/format/money';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Notice } from '~/components/ui/notice';
import { SearchForm } from './search-form';
import { Badge, cellClass, PageTitle, Pager, Table } from './ui';

/**
 * /admin/products: every product, hidden ones included, searchable by name, brand or id; the
 * loader reads the page the address asks for (`?q=&page=`).
 */
export function ProductList({
  list: d,
  deleted,
}: {
  list: Page<AdminProductSummary>;
  deleted: number | undefined;
}) {
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle
        title="Products"
        actions={
          <Link to="/admin/products/new" className={buttonClass('primary', 'md')}>
            New product
          </Link>
        }
      />
      {deleted !== undefined && (
        <Notice kind="success" className="mb-4">
          Product {deleted} deleted.
        </Notice>
      )}
      <SearchForm label="Search products" defaultValue={params.get('q') ?? ''} />
      {d.items.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-4 py-8 text-center text-slate-600">
          No products found.
        </p>
      ) : (
        <>
          <Table label="Products" head={['ID', 'Image', 'Name', 'Category', 'Price', 'Stock', '']}>
            {d.items.map((p) => (
              <tr key={p.id}>
                <td className={`${cellClass} text-slate-500`}>{p.id}</td>
                <td className={cellClass}>
                  {p.image ? (
                    <img
                      src={p.image}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                      decoding="async"
                      className="h-10 w-10 rounded object-contain"
                    />
                  ) : null}
                </td>
                <td className={`${cellClass} min-w-[14rem]`}>
                  <Link
                    to={`/admin/products/${p.id}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {p.name}
                  </Link>{' '}
                  {p.hidden ? <Badge tone="red">Hidden</Badge> : null}
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>{categoryName(p.category)}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatRupees(p.price)}</td>
                <td className={`${cellClass} ${p.stock === 0 ? 'font-semibold text-red-700' : ''}`}>
                  {p.stock}
                </td>
                <td className={cellClass}>
                  <Link
                    to={`/admin/products/${p.id}`}
                    className={buttonClass('outline', 'sm')}
                    aria-label={`Edit ${p.name}`}
                  >
                    Edit
                  </Link>
                </td>
              </tr>
            ))}
          </Table>
          <Pager page={d.page} pageCount={d.pageCount} total={d.total} params={params} />
        </>
      )}
    </>
  );
}
