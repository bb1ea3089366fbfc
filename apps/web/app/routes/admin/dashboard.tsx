import { adminMeta } from '~/features/admin/admin-meta';
import { DashboardView } from '~/features/admin/dashboard-view';
import { EInvoicesDue } from '~/features/admin/e-invoices-due';
import { WebVitalsCard } from '~/features/vitals/web-vitals-card';
import type { Route } from './+types/dashboard';
import { pageContext } from '@shop/shared/ssr/page-context-key';

export const meta: Route.MetaFunction = () => adminMeta('Dashboard');

/** The back office's figures, read on the server. */
export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  // Not staff: the layout answers 403 and renders no page (no redirect: this is where others send).
  if (!context.staff) return null;
  const [dashboard, eInvoicesDue, webVitals] = await Promise.all([
    context.staff.dashboard(),
    context.staff.eInvoices.dueSoon(),
    context.staff.webVitals(),
  ]);
  return { dashboard, eInvoicesDue, webVitals };
}

export default function AdminDashboardPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return (
    <>
      <DashboardView dashboard={loaderData.dashboard} />
      <EInvoicesDue documents={loaderData.eInvoicesDue} />
      <WebVitalsCard vitals={loaderData.webVitals} />
    </>
  );
}
