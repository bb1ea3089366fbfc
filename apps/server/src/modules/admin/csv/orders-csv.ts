import { indiaDateTime } from '@shop/shared/format/india-time';
import { DELIVERY_OPTION_LABELS } from '@shop/shared/delivery/options';
import { stringify } from 'csv-stringify/sync';
import { roundOffOfOrder } from '../../orders/order-record';
import type { OrderRow } from '../../orders/repository';

export const ORDER_CSV_COLUMNS = [
  'Order ID',
  'Date (IST)',
  'Customer',
  'Email',
  'Phone',
  'Items',
  'Total Items',
  'Subtotal (₹)',
  'Shipping (₹)',
  'GST (₹)',
  'Round off (₹)',
  'Total (₹)',
  'Payment Method',
  'Payment Status',
  'Order Status',
  'Invoice No',
  'Delivery',
  'Deliver By',
  'COD Fee (₹)',
] as const;

/** Paise as a plain rupee number with two decimals ('1416.00'), which spreadsheets can sum. */
export function rupeeCell(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The orders as CSV for a spreadsheet: a UTF-8 byte order mark (so Excel reads ₹ and names in
 * any script correctly), CRLF line ends, quotes only where a value needs them, and cells that
 * would start a formula (=, +, -, @) defused with a leading apostrophe.
 */
export function ordersCsv(rows: readonly OrderRow[]): string {
  return stringify(
    rows.map((o) => [
      o.order_id,
      indiaDateTime(new Date(o.created_at)),
      o.customer_name,
      o.customer_email,
      o.customer_phone,
      o.items,
      o.total_items,
      rupeeCell(o.subtotal),
      rupeeCell(o.shipping),
      rupeeCell(o.tax),
      // A number, not text: a negative round off must not be taken for a formula and defused.
      roundOffOfOrder(o) / 100,
      rupeeCell(o.total_amount),
      o.payment_method,
      o.payment_status,
      o.order_status,
      o.invoice_number ?? '',
      DELIVERY_OPTION_LABELS[o.delivery_option],
      o.deliver_by ?? '',
      rupeeCell(o.cod_fee),
    ]),
    {
      bom: true,
      header: true,
      columns: [...ORDER_CSV_COLUMNS],
      record_delimiter: 'windows',
      escape_formulas: true,
    },
  );
}
