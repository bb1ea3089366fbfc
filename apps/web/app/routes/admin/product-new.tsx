import { adminMeta } from '~/features/admin/admin-meta';
import { NewProduct } from '~/features/admin/product-editor';
import type { Route } from './+types/product-new';

export const meta: Route.MetaFunction = () => adminMeta('New product');

export default function AdminNewProductPage() {
  return <NewProduct />;
}
