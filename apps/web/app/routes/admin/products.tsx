import { adminProductListQuerySchema } from '@shop/shared/admin/products';
import { productIdSchema } from '@shop/shared/catalogue/query';
import { redirect } from 'react-router';
import { adminMeta } from '~/features/admin/admin-meta';
import { ProductList } from '~/features/admin/product-list';
import type { Route } from './+types/products';

export const meta: Route.MetaFunction = () => adminMeta('Products');

/** The page of products the address asks for (`?q=&page=`); a bad value shows the first page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (!context.staff) throw redirect('/admin');
  const params = new URL(request.url).searchParams;
  const asked = (name: string) => params.get(name) ?? undefined;
  const query = adminProductListQuerySchema.safeParse({ q: asked('q'), page: asked('page') });
  const deleted = productIdSchema.safeParse(asked('deleted'));
  return {
    list: await context.staff.products.list(
      query.success ? query.data : adminProductListQuerySchema.parse({}),
    ),
    deleted: deleted.success ? deleted.data : undefined,
  };
}

export default function AdminProductsPage({ loaderData }: Route.ComponentProps) {
  return <ProductList list={loaderData.list} deleted={loaderData.deleted} />;
}
