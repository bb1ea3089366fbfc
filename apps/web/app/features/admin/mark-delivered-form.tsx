import { Form } from 'react-router';
import { useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';

/**
 * Delivered in one click (ADR 068): a small form posting the order's move to Delivered to the
 * page's action — the order page's status form (`intent=status`) or the to-ship page's
 * (`intent=deliver`). A Cash on Delivery order is marked Paid in the same step (ADR 056).
 */
export function MarkDeliveredForm({
  orderId,
  intent,
  className = '',
}: {
  orderId: string;
  intent: 'status' | 'deliver';
  className?: string;
}) {
  const busy = useSubmitting({ intent });
  return (
    <Form method="post" aria-label={`Mark ${orderId} delivered`} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {intent === 'status' ? (
        <input type="hidden" name="status" value="Delivered" />
      ) : (
        <input type="hidden" name="orderId" value={orderId} />
      )}
      <button
        type="submit"
        aria-busy={busy || undefined}
        aria-label={`Mark ${orderId} delivered`}
        className={buttonClass('outline', 'sm')}
      >
        Mark delivered
      </button>
    </Form>
  );
}

/** Where the print of orders' invoices and labels is (GET, so a plain link or form reaches it). */
export const PRINT_URL = '/api/admin/orders/print';

export const printHref = (orderIds: readonly string[]) =>
  `${PRINT_URL}?ids=${orderIds.map(encodeURIComponent).join(',')}`;
