import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import { QUOTE_ERRORS } from '@shop/shared/quotes/quote';
import type { Database } from '../../db/database';
import { ConflictError, NotFoundError } from '../../lib/domain-errors';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import type { InvoiceFile } from '../invoices/service';
import { accountLanguage } from '../email/language';
import * as orders from '../orders/repository';
import { proformaData, quotationData } from './documents';
import * as repo from './repository';

export const PROFORMA_NOT_AVAILABLE =
  'A proforma invoice is made for an unpaid business order (with a GSTIN, a purchase order number or from a quotation)';
export const QUOTE_NOT_PRICED = 'The quotation PDF is ready once the shop has priced and sent it';

/** The quotation and proforma invoice PDFs (ADR 105), drawn by the tax invoice's code. */
export class QuoteDocuments {
  constructor(private readonly db: Database) {}

  /** A priced quote's PDF; `userId` limits it to its buyer (staff pass none). */
  async quotationPdf(id: number, userId?: number): Promise<InvoiceFile> {
    const quote = await repo.findQuote(this.db, id);
    if (!quote || (userId !== undefined && quote.user_id !== userId)) {
      throw new NotFoundError(QUOTE_ERRORS.notFound);
    }
    if (!quote.quote_number || quote.status === 'requested') {
      throw new ConflictError('quote_not_priced', QUOTE_NOT_PRICED);
    }
    const data = {
      ...quotationData(quote, await repo.findQuoteLines(this.db, id)),
      // The buyer reads it in their language, as the quote's emails are (ADR 110).
      language: await accountLanguage(this.db, quote.user_id),
    };
    return {
      invoiceNumber: data.number,
      filename: fileName(data.number),
      pdf: await renderInvoicePdf(data),
    };
  }

  /**
   * The proforma invoice of an unpaid, not cancelled business order: one with a GSTIN, a
   * purchase order number or placed from a quotation. `userId` limits it to its buyer.
   */
  async proformaPdf(orderId: string, userId?: number): Promise<InvoiceFile> {
    const order = await orders.findOrder(this.db, orderId);
    if (!order || (userId !== undefined && order.user_id !== userId)) {
      throw new NotFoundError(ORDER_ERRORS.orderNotFound);
    }
    if (!(await this.proformaAvailable(order))) {
      throw new ConflictError('proforma_not_available', PROFORMA_NOT_AVAILABLE);
    }
    const data = proformaData(order, await orders.findLines(this.db, orderId), new Date());
    return {
      invoiceNumber: data.number,
      filename: fileName(data.number),
      pdf: await renderInvoicePdf(data),
    };
  }

  /** Whether the stored order has a proforma invoice. */
  async proformaAvailableFor(orderId: string): Promise<boolean> {
    const order = await orders.findOrder(this.db, orderId);
    return order !== undefined && (await this.proformaAvailable(order));
  }

  /** Whether the order has a proforma invoice: unpaid, open, and a business's. */
  async proformaAvailable(
    order: Pick<
      orders.OrderRow,
      'order_id' | 'payment_status' | 'order_status' | 'business_gstin' | 'po_number'
    >,
  ): Promise<boolean> {
    if (order.payment_status === 'Paid' || order.payment_status === 'Refunded') return false;
    if (order.order_status === 'Cancelled') return false;
    if (order.business_gstin || order.po_number) return true;
    const quote = await this.db
      .selectFrom('quotes')
      .select('id')
      .where('order_id', '=', order.order_id)
      .executeTakeFirst();
    return quote !== undefined;
  }
}

const fileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;
