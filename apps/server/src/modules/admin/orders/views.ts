import type { AdminOrderSummary } from '@shop/shared/admin/orders';
import type { OrderRow } from '../../orders/repository';
import { toSummary } from '../../orders/views';

/** An order as a row of the back office list: the shopper's summary plus who placed it. */
export function toAdminSummary(row: OrderRow): AdminOrderSummary {
  return {
    ...toSummary(row),
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    customerPhone: row.customer_phone,
    paymentMethod: row.payment_method,
    invoiceNumber: row.invoice_number,
  };
}
