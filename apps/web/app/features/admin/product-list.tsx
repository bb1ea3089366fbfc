import { categoryName } from '@shop/shared/catalogue/categories';
import { formatRupees } from '@shop/shared/format/money';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { adminApi } from './admin-api';
import { SearchForm } from './search-form';
import { Badge, cellClass, PageTitle, Pager, QueryView, Table } from './ui';
import { useAdminQuery } from './use-admin-query';

/** /admin/products: every product, hidden ones included, searchable by name, brand or id. */
export function ProductList() {
  const [params] = useSearchParams();
  const query = useAdminQuery(`products?${params}`, () => adminApi.products(params));
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
      <SearchForm label="Search products" defaultValue={params.get('q') ?? ''} />
      <QueryView query={query} isEmpty={(d) => d.items.length === 0} empty="No products found.">
        {(d) => (
          <>
            <Table
              label="Products"
              head={['ID', 'Image', 'Name', 'Category', 'Price', 'Stock', '']}
            >
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
                  <td
                    className={`${cellClass} ${p.stock === 0 ? 'font-semibold text-red-700' : ''}`}
                  >
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
      </QueryView>
    </>
  );
}
