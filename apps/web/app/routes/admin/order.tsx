import type { SubmissionResult } from '@conform-to/react';
import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import { cancelOrderFormSchema } from '@shop/shared/admin/orders';
import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { ORDER_STATUSES } from '@shop/shared/orders/lifecycle';
import { statusChangeSchema } from '@shop/shared/orders/status-change';
import { ewayRecordFormSchema } from '@shop/shared/eway-bills/record';
import { transferReceivedFormSchema } from '@shop/shared/payments/bank-transfer';
import { data, redirect, useSearchParams } from 'react-router';
import {
  handleForm,
  postedIntent,
  sendToServer,
  skipAfterUnsent,
} from '~/components/form/shop-form';
import { adminMeta } from '~/features/admin/admin-meta';
import { BankTransferForm } from '~/features/admin/bank-transfer-form';
import { EwayBillPanel } from '~/features/admin/eway-bill';
import { OrderDetailView, OrderNotFound } from '~/features/admin/order-detail';
import { OrderReturnsPanel } from '~/features/admin/order-returns';
import { refundMethodFor, returnFormSchema } from '@shop/shared/returns/returns';
import type { StaffPages } from '@shop/shared/ssr/page-context';
import type { Route } from './+types/order';
import { pageContext } from '@shop/shared/ssr/page-context-key';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(`Order ${params.orderId}`);

/** The order with its lines, payment and history, read on the server (the layout lets staff in). */
export async function loader({ context: routerContext, params }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  // Not staff: the layout answers 403 and renders no page.
  if (!context.staff) return null;
  const [order, returns, ewayBill] = await Promise.all([
    context.staff.orders.detail(params.orderId),
    context.staff.returns.forOrder(params.orderId),
    context.staff.ewayBills.forOrder(params.orderId),
  ]);
  if (!order || !returns || !ewayBill) {
    return data({ order: null, returns: null, ewayBill: null }, { status: 404 });
  }
  return { order, returns, ewayBill };
}

const RETURN_INTENTS = ['approve', 'reject', 'receive', 'refund', 'send-refund', 'complete-refund'];

/** A return's next step or a refund's (ADR 058); then back to the order's returns. */
function returnStep(staff: StaffPages, orderId: string, formData: FormData) {
  return handleForm(
    formData,
    returnFormSchema,
    async (form) => {
      const r = staff.returns;
      if (form.intent === 'approve') await r.approve(form.id, form.note);
      if (form.intent === 'reject') await r.reject(form.id, form.note);
      if (form.intent === 'receive') await r.receive(form.id);
      if (form.intent === 'refund') await r.refund(form.id, form.bankReference);
      if (form.intent === 'send-refund') await r.resendRefund(form.id);
      if (form.intent === 'complete-refund') await r.completeRefund(form.id, form.bankReference);
      return redirect(
        `/admin/orders/${encodeURIComponent(orderId)}?returned=${form.intent}#returns`,
      );
    },
    AUTH_ERRORS.unexpected,
  );
}

/**
 * Moves the order on (intent 'status') or cancels it (intent 'cancel', the second step of
 * `?confirm=cancel`); then back to the order, the move named in the address (post-redirect-get).
 */
export async function action({ context: routerContext, params, request }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  const staff = context.staff;
  if (!staff) throw data(ADMIN_ERRORS.staffOnly, { status: 403 });
  const formData = await request.formData();
  if (RETURN_INTENTS.includes(postedIntent(formData) ?? '')) {
    return returnStep(staff, params.orderId, formData);
  }
  if (postedIntent(formData) === 'bank-transfer') {
    return handleForm(
      formData,
      transferReceivedFormSchema,
      async (transfer) => {
        await staff.bankTransfers.record(params.orderId, transfer);
        const path = `/admin/orders/${encodeURIComponent(params.orderId)}`;
        return redirect(`${path}?transfer=recorded#bank-transfer`);
      },
      AUTH_ERRORS.unexpected,
    );
  }
  if (postedIntent(formData) === 'eway-bill') {
    return handleForm(
      formData,
      ewayRecordFormSchema,
      async (form) => {
        await staff.ewayBills.record(params.orderId, form);
        return redirect(`/admin/orders/${encodeURIComponent(params.orderId)}?eway=saved#eway-bill`);
      },
      AUTH_ERRORS.unexpected,
    );
  }
  const done = (status: string) =>
    redirect(`/admin/orders/${encodeURIComponent(params.orderId)}?moved=${status}`);
  if (postedIntent(formData) === 'cancel') {
    return handleForm(
      formData,
      cancelOrderFormSchema,
      async ({ note }) => {
        await staff.orders.cancel(params.orderId, note);
        return done('Cancelled');
      },
      AUTH_ERRORS.unexpected,
    );
  }
  return handleForm(
    formData,
    statusChangeSchema,
    async ({ status, carrier, trackingNumber, note }) => {
      // Only a shipment has a courier: fields left typed for another move are not recorded.
      const shipped = status === 'Shipped';
      await staff.orders.changeStatus(params.orderId, {
        status,
        note,
        carrier: shipped ? carrier : undefined,
        trackingNumber: shipped ? trackingNumber : undefined,
      });
      return done(status);
    },
    AUTH_ERRORS.unexpected,
  );
}

export const clientAction = (args: Route.ClientActionArgs) =>
  sendToServer(args, AUTH_ERRORS.unexpected);

export const shouldRevalidate = skipAfterUnsent;

/** The action's answer when it was about the form of `intent`. */
function answerFor(result: SubmissionResult<string[]> | undefined, intent: string) {
  return result?.initialValue?.intent === intent ? result : undefined;
}

export default function AdminOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  if (!loaderData) return null;
  if (!loaderData.order) return <OrderNotFound />;
  const moved = ORDER_STATUSES.find((s) => s === params.get('moved'));
  const { order, returns, ewayBill } = loaderData;
  const intent = actionData?.initialValue?.intent;
  return (
    <>
      <OrderDetailView
        key={order.orderId}
        order={order}
        moved={moved}
        confirmCancel={params.get('confirm') === 'cancel'}
        statusAnswer={answerFor(actionData, 'status')}
        cancelAnswer={answerFor(actionData, 'cancel')}
      />
      <BankTransferForm
        order={order}
        answer={answerFor(actionData, 'bank-transfer')}
        recorded={params.get('transfer') === 'recorded'}
      />
      {ewayBill && (
        <EwayBillPanel
          view={ewayBill}
          answer={answerFor(actionData, 'eway-bill')}
          saved={params.get('eway') === 'saved'}
          refused={params.has('ewayRefused')}
        />
      )}
      <OrderReturnsPanel
        returns={returns}
        method={refundMethodFor(order.payment)}
        answer={
          typeof intent === 'string' && RETURN_INTENTS.includes(intent) ? actionData : undefined
        }
      />
    </>
  );
}
