import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import { DISPATCH_MESSAGES, pickedOrders, shipQueueQuerySchema } from '@shop/shared/admin/dispatch';
import {
  pickedForCourier,
  shipPageCourierFormSchema,
} from '@shop/shared/shipping/courier-dispatch';
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
  const { dispatch } = context.staff;
  const queue = await dispatch.queue(query);
  // Rates and delivery estimates from the courier provider, when dispatch books through it.
  const rates = dispatch.books ? await dispatch.rates(queue.toShip.map((o) => o.orderId)) : null;
  return { queue, errors, rates };
}

/**
 * `intent=dispatch`: ship the ticked orders in one go, all or none, then back to the queue saying
 * how many; `intent=book`: the same, booked with the courier provider, which gives each its
 * courier and AWB (ADR 101); `intent=deliver`: mark one order Delivered. The service names a dispatch's problems
 * `orders.<i>.<field>` of the i-th ticked order; the form names them by order id.
 */
export async function action({ context: routerContext, request }: Route.ActionArgs) {
  const staff = routerContext.get(pageContext).staff;
  if (!staff) throw data(ADMIN_ERRORS.staffOnly, { status: 403 });
  return handleForm(
    await request.formData(),
    shipPageCourierFormSchema,
    async (form) => {
      if (form.intent === 'deliver') {
        await staff.dispatch.deliver(form.orderId);
        return redirect(`/admin/ship?delivered=${encodeURIComponent(form.orderId)}`);
      }
      const done =
        form.intent === 'book'
          ? await staff.dispatch.dispatchWithCourier({ orders: pickedForCourier(form.rows) })
          : await staff.dispatch.dispatch({ orders: pickedOrders(form.rows) });
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
        if (form.intent === 'deliver' || index === undefined || field === undefined) return name;
        const picked =
          form.intent === 'book' ? pickedForCourier(form.rows) : pickedOrders(form.rows);
        const orderId = picked[Number(index)]?.orderId;
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
      rates={loaderData.rates}
      errors={loaderData.errors}
      dispatched={dispatched}
      delivered={delivered && isOrderId(delivered) ? delivered : null}
      lastResult={actionData}
    />
  );
}
