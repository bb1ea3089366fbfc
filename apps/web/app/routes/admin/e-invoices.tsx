import { eInvoiceListQuerySchema } from '@shop/shared/e-invoices/documents';
import { E_INVOICE_TEXTS, importIrnSchema } from '@shop/shared/e-invoices/irp-response';
import { pageContext } from '@shop/shared/ssr/page-context-key';
import { redirect, useSearchParams } from 'react-router';
import { handleForm, sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { adminMeta } from '~/features/admin/admin-meta';
import { EInvoicesView } from '~/features/admin/e-invoices-view';
import type { Route } from './+types/e-invoices';

export const meta: Route.MetaFunction = () => adminMeta('E-invoices');

/** /admin/e-invoices?state=awaiting|registered: B2B documents and their IRNs (ADR 098). */
export async function loader({ context: routerContext, url }: Route.LoaderArgs) {
  const staff = routerContext.get(pageContext).staff;
  if (!staff) throw redirect('/admin');
  const query = eInvoiceListQuerySchema.catch({ state: 'awaiting' }).parse({
    state: url.searchParams.get('state') ?? undefined,
  });
  return { state: query.state, ...(await staff.eInvoices.list(query)) };
}

/** Records the portal's response for one document; back to the registered list (PRG). */
export async function action({ context: routerContext, request }: Route.ActionArgs) {
  const staff = routerContext.get(pageContext).staff;
  if (!staff) throw redirect('/admin');
  return handleForm(
    await request.formData(),
    importIrnSchema,
    async (input) => {
      const recorded = await staff.eInvoices.import(input);
      const saved = encodeURIComponent(input.document);
      return redirect(`/admin/e-invoices?state=registered&saved=${saved}&irn=${recorded.irn}`);
    },
    E_INVOICE_TEXTS.unexpected,
  );
}

export const clientAction = (args: Route.ClientActionArgs) =>
  sendToServer(args, E_INVOICE_TEXTS.unexpected);

export const shouldRevalidate = skipAfterUnsent;

export default function AdminEInvoicesPage({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const saved = search.get('saved');
  return (
    <EInvoicesView
      {...loaderData}
      chosen={search.get('document') ?? undefined}
      saved={saved ? E_INVOICE_TEXTS.imported(saved) : undefined}
      lastResult={actionData}
    />
  );
}
