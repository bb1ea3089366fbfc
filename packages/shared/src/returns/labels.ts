import { formatPaiseExact } from '../format/money';
import type { RefundView } from './returns';

/** How a refund reads for the customer and staff alike. */
export function refundText(r: RefundView): string {
  const amount = formatPaiseExact(r.amountPaise);
  if (r.status === 'processed') return `${amount} refunded`;
  if (r.status === 'failed') return `Refund of ${amount} failed`;
  return r.method === 'bank_transfer'
    ? `Refund of ${amount} awaiting bank transfer`
    : `Refund of ${amount} initiated`;
}

export const creditNoteUrl = (orderId: string, refundId: number, admin = false) =>
  `/api${admin ? '/admin' : ''}/orders/${encodeURIComponent(orderId)}/refunds/${refundId}/credit-note`;
