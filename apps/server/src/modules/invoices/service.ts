import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import type { Database } from '../../db/database';
import { ConflictError, NotFoundError } from '../../lib/domain-errors';
import * as orders from '../orders/repository';
import { invoiceAvailable } from '../orders/views';
import { irnPrintOf } from '../e-invoices/irn-block';
import { ewayBillLineOf } from '../eway-bills';
import { invoiceData } from './invoice-model';
import { renderInvoicePdf } from './invoice-pdf';
import { issueInvoiceNumber } from './repository';

export interface InvoiceFile {
  invoiceNumber: string;
  /** INV-26-27-000123.pdf */
  filename: string;
  pdf: Buffer;
}

/** GST tax invoices of delivered orders, made on request from the stored order. */
export class InvoiceService {
  constructor(private readonly db: Database) {}

  /**
   * The invoice PDF of one of the user's orders. Someone else's or an unknown order is not found
   * (NotFoundError); an order not yet shipped has no download (ConflictError). The number was
   * issued when the order shipped; an order delivered without one gets the next number now, once.
   */
  async forCustomer(userId: number, orderId: string): Promise<InvoiceFile> {
    let order = await orders.findOrder(this.db, orderId);
    if (!order || order.user_id !== userId) throw new NotFoundError(ORDER_ERRORS.orderNotFound);
    if (!invoiceAvailable(order.order_status)) {
      throw new ConflictError('invoice_not_ready', ORDER_ERRORS.invoiceNotReady);
    }
    if (order.invoice_number === null) order = await this.issueLate(orderId);
    const lines = await orders.findLines(this.db, orderId);
    const data = { ...invoiceData(order, lines), ewayBill: await ewayBillLineOf(this.db, orderId) };
    return {
      invoiceNumber: data.number,
      filename: `${data.number.replaceAll('/', '-')}.pdf`,
      pdf: await renderInvoicePdf({ ...data, eInvoice: await irnPrintOf(this.db, data.number) }),
    };
  }

  private async issueLate(orderId: string): Promise<orders.OrderRow> {
    const now = new Date();
    return this.db.transaction().execute(async (trx) => {
      const locked = await orders.lockOrder(trx, orderId, now);
      if (!locked) throw new NotFoundError(ORDER_ERRORS.orderNotFound);
      if (locked.invoice_number === null) await issueInvoiceNumber(trx, orderId, now);
      return (await orders.findOrder(trx, orderId))!;
    });
  }
}
