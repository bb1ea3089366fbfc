import { productIdSchema } from '@shop/shared/catalogue/query';
import { redirect } from 'react-router';
import type { Route } from './+types/product';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = productIdSchema.safeParse(params.id);
  const detail = id.success ? await context.catalogue.detail(id.data) : undefined;
  if (!detail) throw redirect('/products');
  return detail;
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return <h1>{loaderData.product.name}</h1>;
}
