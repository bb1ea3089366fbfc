import type { AdminOrderDetail } from '@shop/shared/admin/orders';
import { COD_METHOD } from '@shop/shared/orders/place-order';
import { COD_MESSAGES } from '@shop/shared/payments/cod';
import { formatPaiseExact } from '@shop/shared/format/money';
import { Form } from 'react-router';
import { useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';

/**
 * A Cash on Delivery order waits, Placed and unpaid, until staff have called the customer and
 * confirm it (ADR 056): the ordinary status form's move to Processing, with the confirmation
 * noted on the timeline. It is marked Paid when it is moved to Delivered.
 */
export function CodConfirmForm({ order }: { order: AdminOrderDetail }) {
  const busy = useSubmitting({ intent: 'status' });
  if (order.paymentMethod !== COD_METHOD || order.status !== 'Placed') return null;
  return (
    <Form
      method="post"
      aria-label="Confirm Cash on Delivery order"
      className="mb-6 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p>
        Cash on Delivery: call {order.customer.name} on {order.customer.phone} to confirm before
        dispatch. The courier collects {formatPaiseExact(order.totalPaise)}; the order is marked
        Paid when you move it to Delivered.
      </p>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="status" value="Processing" />
      <input type="hidden" name="note" value={COD_MESSAGES.confirmedNote} />
      <button
        type="submit"
        aria-busy={busy || undefined}
        className={buttonClass('primary', 'md', 'mt-3')}
      >
        Confirm Cash on Delivery order
      </button>
    </Form>
  );
}
