import { RETURN_REASONS } from '@shop/shared/returns/returns';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../lib/domain-errors';
import { irnPrintOf } from '../e-invoices/irn-block';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import type { InvoiceFile } from '../invoices/service';
import * as orders from '../orders/repository';
import { creditNoteData } from './credit-notes';
import * as repo from './repository';

/**
 * The credit note PDF of one of the order's refunds (CGST Act section 34), drawn as the invoice
 * is; NotFound for a refund of another order, another customer's (when `userId` is given) or one
 * without a credit note.
 */
export async function creditNoteFile(
  db: Database,
  which: { orderId: string; refundId: number; userId?: number | undefined },
): Promise<InvoiceFile> {
  const { orderId, refundId, userId } = which;
  const order = await orders.findOrder(db, orderId);
  const refund = await repo.findRefund(db, refundId);
  if (
    !order ||
    (userId !== undefined && order.user_id !== userId) ||
    !refund ||
    refund.order_id !== orderId ||
    !refund.credit_note_number
  ) {
    throw new NotFoundError('Credit note not found');
  }
  const r = refund.return_id === null ? undefined : await repo.findReturn(db, refund.return_id);
  const reason = r ? `Goods returned: ${RETURN_REASONS[r.reason]}` : 'Order cancelled';
  const data = creditNoteData(
    order,
    await orders.findLines(db, orderId),
    refund,
    await repo.refundLines(db, refundId),
    reason,
  );
  return {
    invoiceNumber: data.number,
    filename: `${data.number.replaceAll('/', '-')}.pdf`,
    pdf: await renderInvoicePdf({ ...data, eInvoice: await irnPrintOf(db, data.number) }),
  };
}
