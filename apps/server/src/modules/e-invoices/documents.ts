import type { EInvoiceParty, EInvoiceSource } from '@shop/shared/e-invoices/inv01';
import type { InvoiceData } from '../invoices/invoice-model';
import type { OrderRow } from '../orders/repository';

/**
 * The seller's frozen address (ADR 044) is two lines, "street, locality" and "City, State PIN"
 * (migration 010); INV-01 wants the location and PIN code apart.
 */
function sellerParty(order: OrderRow): EInvoiceParty {
  const [street = '', place = ''] = order.seller_address.split('\n');
  const m = /^(.+?),\s*.*?(\d{6})\s*$/.exec(place);
  const contact = order.seller_contact.split('·').map((part) => part.trim());
  return {
    gstin: order.seller_gstin,
    legalName: order.seller_name,
    address: street,
    location: m?.[1] ?? place,
    pincode: m?.[2] ?? '',
    stateCode: order.seller_state_code,
    phone: contact.find((part) => !part.includes('@')),
    email: contact.find((part) => part.includes('@')),
  };
}

/**
 * The INV-01 source of a B2B tax invoice or credit note: its figures exactly as the document
 * (InvoiceData, the same the PDF prints), its parties from the order they were frozen on.
 */
export function eInvoiceSource(order: OrderRow, data: InvoiceData): EInvoiceSource {
  if (!order.business_gstin || !order.business_name) {
    throw new Error(`${data.number} is not a B2B document`);
  }
  return {
    type: data.document.kind === 'credit-note' ? 'CRN' : 'INV',
    number: data.number,
    date: data.date,
    ...(data.document.kind === 'credit-note'
      ? {
          precedingInvoice: {
            number: data.document.invoiceNumber,
            date: data.document.invoiceDate,
          },
        }
      : {}),
    seller: sellerParty(order),
    buyer: {
      gstin: order.business_gstin,
      legalName: order.business_name,
      address: order.address,
      location: order.city,
      pincode: order.pincode,
      stateCode: order.state_code,
      placeOfSupply: order.state_code,
      phone: order.customer_phone,
      email: order.customer_email,
    },
    lines: data.lines,
    totals: data.totals,
  };
}
