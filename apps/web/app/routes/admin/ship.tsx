import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import {
  DISPATCH_MESSAGES,
  pickedOrders,
  shipPageFormSchema,
  shipQueueQuerySchema,
} from '@shop/shared/admin/dispatch';
import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { isOrderId } from '@shop/shared/orders/order-id';
import { asRefusal } from '@shop/shared/ssr/refusal';
import { data, redirect, useSearchParams } from 'react-router';
import { handleForm, sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { adminMeta } from '~/features/admin/admin-meta';
import { listQuery } from '~/features/admin/list-query';
import { ShipQueueView } from '~/features/admin/ship-queue';
import type { Route } from './+types/ship';
import { pageContext } from '@shop/shared/ssr/page-context-key';

export const meta: Route.MetaFunction = () => adminMeta('To ship');

/** The to-ship queue and the orders on their way (ADR 068); the layout has let only staff in. */
export async function loader({ context: routerContext, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  if (!context.staff) throw redirect('/admin');
  const { query, errors } = listQuery(shipQueueQuerySchema, url, ['dispatched', 'delivered']);
  return { queue: await context.staff.dispatch.queue(query), errors };
}

/**
 * `intent=dispatch`: ship the ticked orders in one go, all or none, then back to the queue saying
 * how many; `intent=deliver`: mark one order Delivered. The service names a dispatch's problems
 * `orders.<i>.<field>` of the i-th ticked order; the form names them by order id.
 */
export async function action({ context: routerContext, request }: Route.ActionArgs) {
  const staff = routerContext.get(pageContext).staff;
  if (!staff) throw data(ADMIN_ERRORS.staffOnly, { status: 403 });
  return handleForm(
    await request.formData(),
    shipPageFormSchema,
    async (form) => {
      if (form.intent === 'deliver') {
        await staff.dispatch.deliver(form.orderId);
        return redirect(`/admin/ship?delivered=${encodeURIComponent(form.orderId)}`);
      }
      const done = await staff.dispatch.dispatch({ orders: pickedOrders(form.rows) });
      return redirect(`/admin/ship?dispatched=${done.map(encodeURIComponent).join(',')}`);
    },
    AUTH_ERRORS.unexpected,
    {
      // Orders a colleague dispatched meanwhile are named in the service's message; any other
      // problem of a dispatch is said by its row, under one line saying nothing was done.
      text: (err) => {
        const refusal = asRefusal(err);
        const byRow = refusal?.fields && refusal.code !== 'already_dispatched';
        return byRow ? DISPATCH_MESSAGES.nothingDone : undefined;
      },
      fieldName: (name, form) => {
        const [, index, field] = /^orders\.(\d+)\.(\w+)$/.exec(name) ?? [];
        if (form.intent !== 'dispatch' || index === undefined || field === undefined) return name;
        const orderId = pickedOrders(form.rows)[Number(index)]?.orderId;
        return orderId ? `rows.${orderId}.${field}` : name;
      },
    },
  );
}

export const clientAction = (args: Route.ClientActionArgs) => sendToServer(args);

export const shouldRevalidate = skipAfterUnsent;

export default function AdminShipPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const dispatched = (params.get('dispatched') ?? '').split(',').filter(isOrderId);
  const delivered = params.get('delivered');
  return (
    <ShipQueueView
      queue={loaderData.queue}
      errors={loaderData.errors}
      dispatched={dispatched}
      delivered={delivered && isOrderId(delivered) ? delivered : null}
      lastResult={actionData}
    />
  );
}
