import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import { DISPATCH_MESSAGES, shipQueueQuerySchema } from '@shop/shared/admin/dispatch';
import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { isOrderId } from '@shop/shared/orders/order-id';
import { asRefusal } from '@shop/shared/ssr/refusal';
import type { StaffPages } from '@shop/shared/ssr/page-context';
import { data, redirect, useSearchParams } from 'react-router';
import { sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { adminMeta } from '~/features/admin/admin-meta';
import { listQuery } from '~/features/admin/list-query';
import {
  awbField,
  carrierField,
  ShipQueueView,
  type DispatchAnswer,
} from '~/features/admin/ship-queue';
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

/** A refusal's problems by order: `orders.<i>.<field>` of the i-th ticked order. */
function problemsByOrder(picked: string[], fields: Record<string, string> | undefined) {
  const rows: Record<string, Record<string, string>> = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const [, index, field] = /^orders\.(\d+)\.(\w+)$/.exec(key) ?? [];
    const orderId = index === undefined ? undefined : picked[Number(index)];
    if (orderId && field) (rows[orderId] ??= {})[field] = message;
  }
  return rows;
}

/** The ticked orders shipped in one go, all or none; then back to the queue, saying how many. */
async function dispatch(staff: StaffPages, form: FormData) {
  const picked = form.getAll('ids').map(String);
  const typed: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string' && /^(carrier|awb)-/.test(name)) typed[name] = value;
  }
  const orders = picked.map((orderId) => ({
    orderId,
    carrier: typed[carrierField(orderId)] ?? '',
    trackingNumber: typed[awbField(orderId)] ?? '',
  }));
  try {
    const done = await staff.dispatch.dispatch({ orders });
    return redirect(`/admin/ship?dispatched=${done.map(encodeURIComponent).join(',')}`);
  } catch (err) {
    const refusal = asRefusal(err);
    if (!refusal) throw err;
    const none = picked.length === 0;
    const answer: DispatchAnswer = {
      intent: 'dispatch',
      error: none
        ? DISPATCH_MESSAGES.noneChosen
        : refusal.code === 'already_dispatched'
          ? refusal.message
          : DISPATCH_MESSAGES.nothingDone,
      rows: problemsByOrder(picked, refusal.fields),
      typed,
      picked,
    };
    return answer;
  }
}

/** `intent=dispatch`: ship the ticked orders; `intent=deliver`: mark one order Delivered. */
export async function action({ context: routerContext, request }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  const staff = context.staff;
  if (!staff) throw data(ADMIN_ERRORS.staffOnly, { status: 403 });
  const form = await request.formData();
  if (form.get('intent') !== 'deliver') return dispatch(staff, form);
  const orderId = String(form.get('orderId') ?? '')
    .trim()
    .toUpperCase();
  const refused = (error: string) => {
    const answer: DispatchAnswer = { intent: 'deliver', error, rows: {}, typed: {}, picked: [] };
    return answer;
  };
  if (!isOrderId(orderId)) return refused(ADMIN_ERRORS.orderNotFound);
  try {
    await staff.dispatch.deliver(orderId);
  } catch (err) {
    const refusal = asRefusal(err);
    if (!refusal) throw err;
    return refused(refusal.message);
  }
  return redirect(`/admin/ship?delivered=${encodeURIComponent(orderId)}`);
}

export const clientAction = (args: Route.ClientActionArgs) =>
  sendToServer(args, AUTH_ERRORS.unexpected);

export const shouldRevalidate = skipAfterUnsent;

export default function AdminShipPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const dispatched = (params.get('dispatched') ?? '').split(',').filter(isOrderId);
  const delivered = params.get('delivered');
  // The action answers only DispatchAnswers; an unsent post (sendToServer) has no `intent`.
  const answer = actionData && 'intent' in actionData ? (actionData as DispatchAnswer) : undefined;
  return (
    <ShipQueueView
      queue={loaderData.queue}
      errors={loaderData.errors}
      dispatched={dispatched}
      delivered={delivered && isOrderId(delivered) ? delivered : null}
      answer={answer}
    />
  );
}
