import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import { partAFormSchema } from '@shop/shared/eway-bills/part-a-form';
import { asRefusal } from '@shop/shared/ssr/refusal';
import { pageContext } from '@shop/shared/ssr/page-context-key';
import { data, redirect } from 'react-router';
import { readForm } from '~/components/form/shop-form';
import type { Route } from './+types/eway-bill-json';

/**
 * POST from the to-ship queue or an order's page (ADR 097): Part A of the orders' e-way bills as
 * the portal's bulk-upload file, saved by the browser. A refusal (an order that needs no e-way
 * bill, or is not ready to ship) goes back to the page with the orders named in the address,
 * where each one's reason is on the page already.
 */
export async function action({ context: routerContext, request }: Route.ActionArgs) {
  const staff = routerContext.get(pageContext).staff;
  if (!staff) throw data(ADMIN_ERRORS.staffOnly, { status: 403 });
  const form = readForm(await request.formData(), partAFormSchema);
  const ids = form?.ids ?? [];
  const back = (refused: string[]) => {
    const list = encodeURIComponent(refused.join(','));
    return form?.back === 'order' && ids.length === 1
      ? redirect(`/admin/orders/${encodeURIComponent(ids[0]!)}?ewayRefused=${list}#eway-bill`)
      : redirect(`/admin/ship?ewayRefused=${list}`);
  };
  if (!form) return back([]);
  try {
    const { filename, file } = await staff.ewayBills.partA(ids);
    return new Response(`${JSON.stringify(file, null, 2)}\n`, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'no-store',
      },
    });
  } catch (err) {
    const refusal = asRefusal(err);
    if (!refusal || refusal.kind !== 'invalid_input') throw err;
    // The service names each order at fault as `ids.<i>`.
    const refused = Object.keys(refusal.fields ?? {}).map((k) => ids[Number(k.split('.')[1])]!);
    return back(refused.filter(Boolean));
  }
}
