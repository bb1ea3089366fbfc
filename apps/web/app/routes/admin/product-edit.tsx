import { adminMeta } from '~/features/admin/admin-meta';
import { EditProduct } from '~/features/admin/product-editor';
import type { Route } from './+types/product-edit';

export const meta: Route.MetaFunction = () => adminMeta('Edit product');

export default function AdminEditProductPage({ params }: Route.ComponentProps) {
  return <EditProduct key={params.id} id={Number(params.id)} />;
}
