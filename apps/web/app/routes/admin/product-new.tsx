import { redirect } from 'react-router';
import { sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { adminMeta } from '~/features/admin/admin-meta';
import { productFormAction } from '~/features/admin/product-action';
import { NewProduct } from '~/features/admin/product-editor';
import type { Route } from './+types/product-new';
import { pageContext } from '@shop/shared/ssr/page-context-key';

export const meta: Route.MetaFunction = () => adminMeta('New product');

/** The form's posts: add or remove a row or an image, upload one, or create the product. */
export async function action({ context: routerContext, request }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  if (!context.staff) throw redirect('/admin');
  return productFormAction(context.staff, await request.formData());
}

export const clientAction = (args: Route.ClientActionArgs) => sendToServer(args);

export const shouldRevalidate = skipAfterUnsent;

export default function AdminNewProductPage({ actionData }: Route.ComponentProps) {
  return <NewProduct lastResult={actionData} />;
}
