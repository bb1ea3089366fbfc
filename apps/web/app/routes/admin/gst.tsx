import { gstMonthQuerySchema, indiaMonth, previousMonth } from '@shop/shared/gst-returns/month';
import { data } from 'react-router';
import { adminMeta } from '~/features/admin/admin-meta';
import { GstView } from '~/features/admin/gst-view';
import type { Route } from './+types/gst';
import { pageContext } from '@shop/shared/ssr/page-context-key';

export const meta: Route.MetaFunction = () => adminMeta('GST returns');

/**
 * /admin/gst?month=YYYY-MM: a return month's figures and its two downloads (GSTR-1, sales
 * register). Without a month, last month (the one a seller files by the 11th).
 */
export async function loader({ context: routerContext, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  // Not staff: the layout answers 403 and renders no page.
  if (!context.staff) return null;
  const asked = url.searchParams.get('month');
  const month = asked ?? previousMonth(indiaMonth(new Date()));
  const query = gstMonthQuerySchema.safeParse({ month });
  if (!query.success) {
    const error = query.error.issues[0]?.message ?? 'Choose a month';
    return data({ month, error, summary: null }, { status: 400 });
  }
  return { month, error: null, summary: await context.staff.gstSummary(query.data.month) };
}

export default function AdminGstPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <GstView {...loaderData} />;
}
