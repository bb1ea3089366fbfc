import { adminOrderListQuerySchema } from '@shop/shared/admin/orders';
import { addDays, indiaDate } from '@shop/shared/format/india-time';
import { adminMeta } from '~/features/admin/admin-meta';
import { listQuery } from '~/features/admin/list-query';
import { OrderList } from '~/features/admin/order-list';
import type { Route } from './+types/orders';
import { pageContext } from '@shop/shared/ssr/page-context-key';

export const meta: Route.MetaFunction = () => adminMeta('Orders');

/**
 * The order list, its filters and page from the address (`?q=&status=&paymentStatus=&from=&to=
 * &sort=&page=`), read on the server; filters the API's schema refuses are said next to their fields.
 */
export async function loader({ context: routerContext, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  // Not staff: the layout answers 403 and renders no page.
  if (!context.staff) return null;
  const { query, errors } = listQuery(adminOrderListQuerySchema, url);
  // The CSV form offers the last 30 India days.
  const today = indiaDate(new Date());
  const csv = { from: addDays(today, -29), to: today };
  return { orders: await context.staff.orders.list(query), errors, csv };
}

export default function AdminOrdersPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <OrderList {...loaderData} />;
}
