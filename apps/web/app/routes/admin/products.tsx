import { adminProductListQuerySchema } from '@shop/shared/admin/product-list';
import { productIdSchema } from '@shop/shared/catalogue/query';
import { redirect } from 'react-router';
import { adminMeta } from '~/features/admin/admin-meta';
import { listQuery } from '~/features/admin/list-query';
import { ProductList } from '~/features/admin/product-list';
import type { Route } from './+types/products';
import { pageContext } from '@shop/shared/ssr/page-context-key';

export const meta: Route.MetaFunction = () => adminMeta('Products');

/**
 * The page of products the address asks for (`?q=&category=&visibility=&stock=&sort=&page=`);
 * a refused value is said next to its filter and the whole list shown.
 */
export async function loader({ context: routerContext, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  if (!context.staff) throw redirect('/admin');
  const { query, errors } = listQuery(adminProductListQuerySchema, url, ['deleted']);
  const deleted = productIdSchema.safeParse(url.searchParams.get('deleted'));
  return {
    list: await context.staff.products.list(query),
    errors,
    deleted: deleted.success ? deleted.data : undefined,
  };
}

export default function AdminProductsPage({ loaderData }: Route.ComponentProps) {
  return <ProductList {...loaderData} />;
}
