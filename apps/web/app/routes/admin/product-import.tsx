import { IMPORT_ERRORS, importIntentSchema } from '@shop/shared/admin/product-import';
import { redirect } from 'react-router';
import { adminMeta } from '~/features/admin/admin-meta';
import { ProductImportView, type ImportOutcome } from '~/features/admin/product-import-view';
import type { Route } from './+types/product-import';
import { pageContext } from '@shop/shared/ssr/page-context-key';

export const meta: Route.MetaFunction = () => adminMeta('Import prices and stock');

export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  if (!context.staff) throw redirect('/admin');
  return null;
}

/** The file's text: the chosen file (Check) or the checked text sent again (Apply). */
async function csvOf(form: FormData): Promise<string | undefined> {
  const file = form.get('file');
  if (file instanceof File && file.size > 0) return file.text();
  const csv = form.get('csv');
  return typeof csv === 'string' && csv !== '' ? csv : undefined;
}

/** Checks the file (dry run) or applies it, and answers with the report shown on the page. */
export async function action({
  context: routerContext,
  request,
}: Route.ActionArgs): Promise<ImportOutcome> {
  const context = routerContext.get(pageContext);
  const staff = context.staff;
  if (!staff) throw redirect('/admin');
  const form = await request.formData();
  const intent = importIntentSchema.safeParse(form.get('intent'));
  const csv = await csvOf(form);
  if (!intent.success || csv === undefined) return { error: IMPORT_ERRORS.file };
  const report = await staff.products.importCsv(csv, intent.data === 'apply');
  return { report, csv: report.applied ? undefined : csv };
}

export default function AdminProductImportPage({ actionData }: Route.ComponentProps) {
  return <ProductImportView outcome={actionData} />;
}
