import { adminQuoteListQuerySchema } from '@shop/shared/quotes/admin-list';
import { pageContext } from '@shop/shared/ssr/page-context-key';
import { useSearchParams } from 'react-router';
import { adminMeta } from '~/features/admin/admin-meta';
import { listQuery } from '~/features/admin/list-query';
import { QuotesView } from '~/features/admin/quotes-view';
import type { Route } from './+types/quotes';

export const meta: Route.MetaFunction = () => adminMeta('Quotations');

/** Quotations by status and search, newest first (`?status=&q=&page=`). */
export async function loader({ context: routerContext, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  // Not staff: the layout answers 403 and renders no page.
  if (!context.staff) return null;
  const { query } = listQuery(adminQuoteListQuerySchema, url);
  return { quotes: await context.staff.quotes.list(query) };
}

export default function AdminQuotesPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  if (!loaderData) return null;
  return <QuotesView quotes={loaderData.quotes} params={params} />;
}
