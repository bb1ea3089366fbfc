import { formatIndiaNumericDate } from '@shop/shared/format/india-time';
import { rupeesInWords } from '@shop/shared/india/amount-in-words';
import { stateByGstCode } from '@shop/shared/india/states';
import { gstSplit, type GstSplit } from '@shop/shared/orders/gst';
import { roundOffOfOrder } from '../orders/order-record';
import type { OrderLineRow, OrderRow } from '../orders/repository';

/** SAC of courier services: how the delivery charge is classified on the invoice. */
export const SHIPPING_SAC = '996812';

export interface InvoiceLine {
  no: number;
  description: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  taxableValuePaise: number;
  taxRatePercent: number;
  split: GstSplit;
  totalPaise: number;
}

export interface InvoiceParty {
  name: string;
  lines: string[];
  gstin: string | null;
  state: string;
  stateCode: string;
}

/**
 * Which GST document this is: the tax invoice, or a credit note (CGST Act s. 34, Rule 53) that
 * reverses part of the invoice named, for the reason given (ADR 059).
 */
export type GstDocument =
  | { kind: 'invoice' }
  | { kind: 'credit-note'; invoiceNumber: string; invoiceDate: string; reason: string };

/** Everything a GST tax invoice (or credit note) shows (CGST Rules 46 and 53), amounts in paise. */
export interface InvoiceData {
  document: GstDocument;
  number: string;
  /** India date of issue, dd/mm/yyyy. */
  date: string;
  orderId: string;
  orderDate: string;
  supplier: InvoiceParty & { contact: string };
  billTo: InvoiceParty;
  shipTo: InvoiceParty;
  placeOfSupply: string;
  kind: GstSplit['kind'];
  /** The GST rate of every line, or null when lines differ (each line then shows its own). */
  taxRatePercent: number | null;
  lines: InvoiceLine[];
  shippingPaise: number;
  /** The Cash on Delivery fee (ADR 056), not taxed, like shipping; 0 for other methods. */
  codFeePaise: number;
  totals: {
    taxablePaise: number;
    split: GstSplit;
    taxPaise: number;
    /** What rounding the payable total to the rupee added (ADR 043); 0 on older orders. */
    roundOffPaise: number;
    totalPaise: number;
  };
  amountInWords: string;
  reverseCharge: 'No';
  /** The consignment's e-way bill (ADR 097), printed when one was recorded. */
  ewayBill?: string | null;
}

/** The tax invoice of a delivered order, from its stored record (never re-priced). */
export function invoiceData(order: OrderRow, lines: readonly OrderLineRow[]): InvoiceData {
  if (!order.invoice_number || !order.invoice_date) throw new Error('order has no invoice number');
  // Drawn only from the order: the seller, rates and amounts in force when it was placed (ADR 044).
  const shopState = order.seller_state_code;
  const buyerState = stateByGstCode(order.state_code)?.name ?? order.state;
  const deliveryLines = [
    order.address,
    `${order.city}, ${buyerState} ${order.pincode}`,
    `Phone ${order.customer_phone} · ${order.customer_email}`,
  ];
  const shipTo: InvoiceParty = {
    name: order.customer_name,
    lines: deliveryLines,
    gstin: null,
    state: buyerState,
    stateCode: order.state_code,
  };
  return {
    document: { kind: 'invoice' },
    number: order.invoice_number,
    date: formatIndiaNumericDate(order.invoice_date),
    orderId: order.order_id,
    orderDate: formatIndiaNumericDate(order.created_at),
    supplier: {
      name: order.seller_name,
      lines: order.seller_address.split('\n'),
      gstin: order.seller_gstin,
      state: order.seller_state,
      stateCode: shopState,
      contact: order.seller_contact,
    },
    billTo: order.business_name
      ? { ...shipTo, name: order.business_name, gstin: order.business_gstin }
      : shipTo,
    shipTo,
    placeOfSupply: `${buyerState} (${order.state_code})`,
    kind: gstSplit(0, shopState, order.state_code).kind,
    taxRatePercent: singleRate(lines),
    lines: lines.map((l) => ({
      no: l.line_no,
      description: l.name,
      hsn: l.hsn,
      quantity: l.quantity,
      unitPricePaise: l.unit_price,
      taxableValuePaise: l.taxable_value,
      taxRatePercent: l.tax_rate,
      split: gstSplit(l.tax_amount, shopState, order.state_code),
      totalPaise: l.taxable_value + l.tax_amount,
    })),
    shippingPaise: order.shipping,
    codFeePaise: order.cod_fee,
    totals: {
      taxablePaise: order.subtotal,
      split: gstSplit(order.tax, shopState, order.state_code),
      taxPaise: order.tax,
      roundOffPaise: roundOffOfOrder(order),
      totalPaise: order.total_amount,
    },
    amountInWords: rupeesInWords(order.total_amount),
    reverseCharge: 'No',
  };
}

function singleRate(lines: readonly OrderLineRow[]): number | null {
  const rates = new Set(lines.map((l) => l.tax_rate));
  return rates.size === 1 ? [...rates][0]! : null;
}
