import type { SubmissionResult } from '@conform-to/react';
import { cancelOrderFormSchema, type AdminOrderDetail } from '@shop/shared/admin/orders';
import type { OrderStatus } from '@shop/shared/orders/lifecycle';
import { statusChangeSchema } from '@shop/shared/orders/status-change';
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { SelectField, TextField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Notice } from '~/components/ui/notice';
import { useCan } from './use-can';

type Answer = SubmissionResult<string[]> | undefined;

const movedText = (status: OrderStatus) =>
  status === 'Cancelled' ? 'Order cancelled.' : `Order moved to ${status}.`;

/**
 * Moves an order on to one of its next statuses, posted to the page's action; Shipped needs the
 * courier and tracking number. Cancelling is a link to its second step (`?confirm=cancel`), which
 * asks before anything changes. `moved` says the last change's outcome after the redirect.
 */
export interface OrderFormsProps {
  order: AdminOrderDetail;
  moved: OrderStatus | undefined;
  confirmCancel: boolean;
  statusAnswer: Answer;
  cancelAnswer: Answer;
}

export function OrderStatusForm({
  order,
  moved,
  confirmCancel,
  statusAnswer,
  cancelAnswer,
}: OrderFormsProps) {
  const may = useCan();
  const done = moved && <Notice kind="success">{movedText(moved)}</Notice>;
  if (order.nextStatuses.length === 0) {
    // The outcome of the last change (e.g. 'Order cancelled.') stays said above the final state.
    return (
      <div className="space-y-4">
        {done}
        <p className="text-sm text-slate-600">
          This order is {order.status}; its status cannot change any more.
        </p>
      </div>
    );
  }
  // Cancelling a paid order refunds it: an owner's (ADR 070).
  const cancellable =
    order.nextStatuses.includes('Cancelled') && (order.paymentStatus !== 'Paid' || may('refunds'));
  if (confirmCancel && cancellable) return <ConfirmCancel order={order} answer={cancelAnswer} />;
  // After a change the choices move on: a new form, its fields empty again.
  return (
    <StatusForm key={order.status} order={order} done={done} answer={statusAnswer}>
      {cancellable && (
        <Link
          to="?confirm=cancel#cancel-order"
          className={buttonClass('outline', 'md', 'text-red-700')}
        >
          Cancel order
        </Link>
      )}
    </StatusForm>
  );
}

function StatusForm({
  order,
  done,
  answer,
  children,
}: {
  order: AdminOrderDetail;
  done: ReactNode;
  answer: Answer;
  children: ReactNode;
}) {
  const { formProps, error, field } = useShopForm(statusChangeSchema, answer);
  const busy = useSubmitting({ intent: 'status' });
  const moves = order.nextStatuses.filter((s) => s !== 'Cancelled');
  const status = field('status');
  // Without JavaScript nothing can show them on choosing Shipped: they are there whenever it is
  // a choice, and the action records them only for a shipment.
  const shipping = moves.includes('Shipped');
  return (
    <Form method="post" {...formProps} className="space-y-4" aria-label="Change status">
      <SelectField
        label="New status"
        name={status.name}
        defaultValue={status.defaultValue ?? moves[0]}
        error={status.error}
      >
        {moves.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </SelectField>
      {shipping && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Courier" {...field('carrier')} maxLength={100} />
          <TextField label="Tracking number" {...field('trackingNumber')} maxLength={100} />
        </div>
      )}
      <TextField label="Note for the customer (optional)" {...field('note')} maxLength={500} />
      {done}
      {error && <Notice kind="error">{error}</Notice>}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          name="intent"
          value="status"
          disabled={busy}
          className={buttonClass('primary', 'md')}
        >
          Update status
        </button>
        {children}
      </div>
    </Form>
  );
}

/** Cancelling's second step: what it does, an optional note, and a way back that keeps the order. */
function ConfirmCancel({ order, answer }: { order: AdminOrderDetail; answer: Answer }) {
  const { formProps, error, field } = useShopForm(cancelOrderFormSchema, answer);
  const busy = useSubmitting({ intent: 'cancel' });
  const heading = useRef<HTMLHeadingElement>(null);
  // Reached by a link in the page: the question takes the focus, as a dialog's would.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="cancel-order" className="space-y-4">
      <h3
        id="cancel-order"
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-red-800 focus:outline-none"
      >
        Cancel this order?
      </h3>
      <p className="text-sm text-slate-700">
        Cancel order {order.orderId}? Its items go back into stock.
      </p>
      <Form method="post" {...formProps} className="space-y-4" aria-label="Cancel this order">
        <TextField label="Note for the customer (optional)" {...field('note')} maxLength={500} />
        {error && <Notice kind="error">{error}</Notice>}
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="intent"
            value="cancel"
            disabled={busy}
            className={buttonClass('primary', 'md', 'bg-red-700 hover:bg-red-800')}
          >
            Cancel order
          </button>
          <Link to="." className={buttonClass('outline', 'md')}>
            Keep order
          </Link>
        </div>
      </Form>
    </section>
  );
}
