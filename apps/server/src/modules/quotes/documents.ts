import { formatIndiaNumericDate } from '@shop/shared/format/india-time';
import { stateByName } from '@shop/shared/india/states';
import { GST_RATE_PERCENT } from '@shop/shared/pricing/cart-totals';
import { proformaReference } from '@shop/shared/quotes/quote';
import { SHOP } from '@shop/shared/shop/identity';
import { invoiceData, type InvoiceData } from '../invoices/invoice-model';
import type { OrderLineRow, OrderRow } from '../orders/repository';
import type { QuoteLineRow, QuoteRow } from './repository';
import { totalsOf } from './views';

/**
 * The proforma invoice of an unpaid order: the tax invoice's own drawing from the stored order,
 * so its lines, GST split and total are the ones the tax invoice will carry, under a reference of
 * its own (PF-<order id>) and never a number of the tax series (CGST Rule 46 keeps that series
 * for tax invoices).
 */
export function proformaData(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  now: Date,
): InvoiceData {
  const data = invoiceData(
    {
      ...order,
      invoice_number: proformaReference(order.order_id),
      invoice_date: now.toISOString(),
    },
    lines,
  );
  return { ...data, document: { kind: 'proforma' } };
}

/**
 * A priced quotation as a document: drawn as the tax invoice of the order it would become,
 * from the same amounts (quoteTotals), so the quote page, PDF, email, order and invoice agree.
 */
export function quotationData(quote: QuoteRow, lines: readonly QuoteLineRow[]): InvoiceData {
  const totals = totalsOf(quote, lines);
  if (!totals || !quote.quote_number || !quote.valid_until) throw new Error('quote not priced');
  const a = SHOP.address;
  const stateCode = stateByName(quote.state)?.code ?? a.stateCode;
  // The order the quote becomes, as far as its tax invoice reads it.
  const asOrder = {
    order_id: quote.quote_number,
    invoice_number: quote.quote_number,
    invoice_date: quote.sent_at ?? quote.updated_at,
    created_at: quote.created_at,
    seller_name: SHOP.name,
    seller_address: `${a.street}, ${a.locality}\n${a.city}, ${a.state} ${a.pincode}`,
    seller_state: a.state,
    seller_state_code: a.stateCode,
    seller_gstin: SHOP.gstin,
    seller_contact: `${SHOP.phone} · ${SHOP.email}`,
    customer_name: quote.customer_name,
    customer_email: quote.customer_email,
    customer_phone: quote.customer_phone,
    address: quote.address,
    city: quote.city,
    state: quote.state,
    state_code: stateCode,
    pincode: quote.pincode,
    business_name: quote.business_name,
    business_gstin: quote.business_gstin,
    po_number: quote.po_number,
    delivery_option: 'standard',
    charges_tax_rate: totals.chargesRatePercent,
    charges_hsn: totals.chargesHsn,
    subtotal: totals.subtotalPaise,
    shipping: totals.shippingPaise,
    shipping_tax: totals.shippingTaxPaise,
    cod_fee: 0,
    cod_fee_tax: 0,
    tax: totals.taxPaise,
    total_amount: totals.totalPaise,
  } satisfies Partial<OrderRow>;
  const asLines = lines.map((l, i) => ({
    line_no: l.line_no,
    name: l.name,
    hsn: l.hsn,
    quantity: l.quantity,
    unit_price: l.unit_price! * 100,
    taxable_value: totals.lines[i]!.taxableValuePaise,
    tax_rate: GST_RATE_PERCENT,
    tax_amount: totals.lines[i]!.taxPaise,
  })) satisfies Partial<OrderLineRow>[];
  // invoiceData reads only the fields above; the rest of an order row has no part in a quote.
  const data = invoiceData(asOrder as OrderRow, asLines as OrderLineRow[]);
  return {
    ...data,
    document: {
      kind: 'quotation',
      validUntil: formatIndiaNumericDate(quote.valid_until),
      terms: quote.terms,
    },
  };
}
