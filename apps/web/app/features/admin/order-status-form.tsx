import { useConfirm } from '~/components/ui/confirm-dialog';
import type { AdminOrderDetail } from '@shop/shared/admin/orders';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '~/components/ui/button';
import { ApiError } from '~/lib/api-client';
import { adminApi } from './admin-api';
import { Field } from './field';
import { inputClass } from './ui';
import { Notice } from '~/components/ui/notice';

type Order = AdminOrderDetail;

/** Moves an order on to one of its next statuses; Shipped needs the courier and tracking number. */
export function OrderStatusForm({
  order,
  onChange,
}: {
  order: Order;
  onChange: (o: Order) => void;
}) {
  const moves = order.nextStatuses.filter((s) => s !== 'Cancelled');
  const [chosen, setStatus] = useState<string>(moves[0] ?? '');
  // After a change the choices move on; the first new one is offered.
  // includes() takes only OrderStatus; any string may be asked about (false when it is none).
  const status = moves.includes(chosen as never) ? chosen : (moves[0] ?? '');
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { ask, dialog } = useConfirm();
  const shipping = status === 'Shipped';

  const run = async (work: () => Promise<{ order: Order }>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      const res = await work();
      setErrors({});
      setNote('');
      onChange(res.order);
      setMessage({ kind: 'success', text: done });
    } catch (err) {
      setErrors(err instanceof ApiError ? (err.fields ?? {}) : {});
      setMessage({ kind: 'error', text: err instanceof Error ? err.message : 'That failed.' });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () =>
        adminApi.changeOrderStatus(order.orderId, {
          status,
          ...(shipping ? { carrier, trackingNumber } : {}),
          ...(note.trim() ? { note } : {}),
        }),
      `Order moved to ${status}.`,
    );
  };

  const cancel = async () => {
    const sure = await ask({
      title: 'Cancel this order?',
      message: `Cancel order ${order.orderId}? Its items go back into stock.`,
      confirmLabel: 'Cancel order',
      cancelLabel: 'Keep order',
      destructive: true,
    });
    if (!sure) return;
    void run(
      () => adminApi.cancelOrder(order.orderId, note.trim() || undefined),
      'Order cancelled.',
    );
  };

  if (order.nextStatuses.length === 0) {
    // The outcome of the last change (e.g. 'Order cancelled.') stays said above the final state.
    return (
      <div className="space-y-4">
        {message && <Notice kind={message.kind}>{message.text}</Notice>}
        <p className="text-sm text-slate-600">
          This order is {order.status}; its status cannot change any more.
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Change status">
      {dialog}
      {moves.length > 0 && (
        <Field id="order-status" label="New status" error={errors.status}>
          {(p) => (
            <select
              {...p}
              value={status}
              onChange={(e) => setStatus(e.target.value)}
              className={inputClass}
            >
              {moves.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {shipping && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="order-carrier" label="Courier" error={errors.carrier}>
            {(p) => (
              <input
                {...p}
                required
                value={carrier}
                onChange={(e) => setCarrier(e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <Field id="order-tracking" label="Tracking number" error={errors.trackingNumber}>
            {(p) => (
              <input
                {...p}
                required
                value={trackingNumber}
                onChange={(e) => setTrackingNumber(e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
        </div>
      )}
      <Field id="order-note" label="Note for the customer (optional)" error={errors.note}>
        {(p) => (
          <input
            {...p}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      {message && <Notice kind={message.kind}>{message.text}</Notice>}
      <div className="flex flex-wrap gap-2">
        {moves.length > 0 && (
          <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
            Update status
          </button>
        )}
        {order.nextStatuses.includes('Cancelled') && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void cancel()}
            className={buttonClass('outline', 'md', 'text-red-700')}
          >
            Cancel order
          </button>
        )}
      </div>
    </form>
  );
}
