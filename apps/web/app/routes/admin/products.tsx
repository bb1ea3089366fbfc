import { adminMeta } from '~/features/admin/admin-meta';
import { ProductList } from '~/features/admin/product-list';
import type { Route } from './+types/products';

export const meta: Route.MetaFunction = () => adminMeta('Products');

export default function AdminProductsPage() {
  return <ProductList />;
}
