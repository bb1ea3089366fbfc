import { productListQuerySchema } from '@shop/shared/catalogue/query';
import { data, Link } from 'react-router';
import type { Route } from './+types/products';

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = productListQuerySchema.safeParse(params);
  if (!parsed.success) throw data('Bad filters', { status: 400 });
  return { page: await context.catalogue.list(parsed.data) };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <ul>
      {loaderData.page.items.map((p) => (
        <li key={p.id}>
          <Link to={`/product/${p.id}`}>{p.name}</Link>
        </li>
      ))}
    </ul>
  );
}
