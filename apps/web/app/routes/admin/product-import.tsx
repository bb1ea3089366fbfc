import { importFormSchema } from '@shop/shared/admin/product-import';
import { UNEXPECTED_ERROR } from '@shop/shared/errors/unexpected';
import { redirect } from 'react-router';
import { handleForm, sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { adminMeta } from '~/features/admin/admin-meta';
import { ProductImportView } from '~/features/admin/product-import-view';
import type { Route } from './+types/product-import';
import { pageContext } from '@shop/shared/ssr/page-context-key';

export const meta: Route.MetaFunction = () => adminMeta('Import prices and stock');

export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  if (!context.staff) throw redirect('/admin');
  return null;
}

/** Checks the file (dry run) or applies it, and responds with the report shown on the page. */
export async function action({ context: routerContext, request }: Route.ActionArgs) {
  const staff = routerContext.get(pageContext).staff;
  if (!staff) throw redirect('/admin');
  return handleForm(
    await request.formData(),
    importFormSchema,
    async (form) => {
      const csv = form.intent === 'check' ? await form.file.text() : form.csv;
      const report = await staff.products.importCsv(csv, form.intent === 'apply');
      return { report, csv: report.applied ? undefined : csv };
    },
    UNEXPECTED_ERROR,
  );
}

export const clientAction = (args: Route.ClientActionArgs) => sendToServer(args);

export const shouldRevalidate = skipAfterUnsent;

export default function AdminProductImportPage({ actionData }: Route.ComponentProps) {
  return <ProductImportView response={actionData} />;
}
