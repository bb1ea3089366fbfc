import type { Language } from '@shop/shared/i18n/language';
import { DELIVERY_OPTION_LABELS } from '@shop/shared/delivery/options';
import { formatIndiaNumericDate } from '@shop/shared/format/india-time';
import { rupeesInWords } from '@shop/shared/india/amount-in-words';
import { stateByGstCode } from '@shop/shared/india/states';
import { gstSplit, type GstSplit, type InvoiceLine } from '@shop/shared/orders/gst';
import { roundOffOfOrder } from '../orders/order-record';
import type { IrnPrint } from '../e-invoices/irn-block';
import type { OrderLineRow, OrderRow } from '../orders/repository';
import { languageOf } from '../email/language';

/**
 * SAC of courier services: how invoices issued before ADR 096 classified the delivery charge,
 * billed then without GST. Later invoices put the charge under the goods' HSN with their GST.
 */
export const SHIPPING_SAC = '996812';

export type { InvoiceLine };

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
  /** Not a tax invoice: what the tax invoice would say, to pay against (ADR 105). */
  | { kind: 'proforma' }
  /** An offer at these prices until the day given (ADR 105). */
  | { kind: 'quotation'; validUntil: string; terms: string | null }
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
  /** The goods, then the delivery charge and Cash on Delivery fee with their GST (ADR 096). */
  lines: InvoiceLine[];
  /**
   * The delivery charge and Cash on Delivery fee of an invoice issued before ADR 096, billed
   * without GST outside the lines; null when they are lines with GST.
   */
  untaxedCharges: { shippingPaise: number; codFeePaise: number } | null;
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
  /** The IRP's registration, printed on a B2B document that has one (ADR 098). */
  eInvoice?: IrnPrint | null;
  /** The consignment's e-way bill (ADR 097), printed when one was recorded. */
  ewayBill?: string | null;
  /** The buyer's purchase order number, printed among the particulars when given. */
  poNumber?: string | null;
  /** The language of the labels (ADR 110): the order's, or the quote's buyer's; English if none. */
  language?: Language;
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
      ? {
          ...shipTo,
          name: order.business_name,
          gstin: order.business_gstin,
          // The business profile's billing address, frozen at placement (ADR 104).
          ...(order.billing_address && { lines: order.billing_address.split('\n') }),
        }
      : shipTo,
    shipTo,
    placeOfSupply: `${buyerState} (${order.state_code})`,
    kind: gstSplit(0, shopState, order.state_code).kind,
    taxRatePercent: singleRate(lines),
    lines: [
      ...lines.map((l) => ({
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
      ...chargeLines(order, lines.length).map((c) => chargeLine(c, shopState, order.state_code)),
    ],
    untaxedCharges:
      order.charges_tax_rate === null
        ? { shippingPaise: order.shipping, codFeePaise: order.cod_fee }
        : null,
    totals: {
      taxablePaise:
        order.charges_tax_rate === null
          ? order.subtotal
          : order.subtotal + order.shipping + order.cod_fee,
      split: gstSplit(order.tax, shopState, order.state_code),
      taxPaise: order.tax,
      roundOffPaise: roundOffOfOrder(order),
      totalPaise: order.total_amount,
    },
    amountInWords: rupeesInWords(order.total_amount),
    reverseCharge: 'No',
    poNumber: order.po_number,
    language: languageOf(order.language),
  };
}

function singleRate(lines: readonly OrderLineRow[]): number | null {
  const rates = new Set(lines.map((l) => l.tax_rate));
  return rates.size === 1 ? [...rates][0]! : null;
}

/** A charge billed as a line of the invoice (ADR 096), amounts in paise. */
export interface ChargeLine {
  kind: 'delivery' | 'cod-fee';
  no: number;
  description: string;
  hsn: string;
  ratePercent: number;
  taxablePaise: number;
  taxPaise: number;
}

/**
 * The delivery charge and Cash on Delivery fee of an order issued under ADR 096, each a line of
 * one unit under the goods' HSN at their rate (the principal supply, CGST Act s. 8(a)), numbered
 * after the goods; none for older orders or a charge of nothing.
 */
export function chargeLines(
  order: Pick<
    OrderRow,
    | 'charges_tax_rate'
    | 'charges_hsn'
    | 'delivery_option'
    | 'shipping'
    | 'shipping_tax'
    | 'cod_fee'
    | 'cod_fee_tax'
  >,
  goodsLines: number,
): ChargeLine[] {
  if (order.charges_tax_rate === null) return [];
  const charges = [
    {
      kind: 'delivery' as const,
      description: `${DELIVERY_OPTION_LABELS[order.delivery_option]} charge`,
      taxablePaise: order.shipping,
      taxPaise: order.shipping_tax,
    },
    {
      kind: 'cod-fee' as const,
      description: 'Cash on Delivery fee',
      taxablePaise: order.cod_fee,
      taxPaise: order.cod_fee_tax,
    },
  ].filter((c) => c.taxablePaise > 0);
  return charges.map((c, i) => ({
    ...c,
    no: goodsLines + i + 1,
    hsn: order.charges_hsn ?? '',
    ratePercent: order.charges_tax_rate ?? 0,
  }));
}

/** A charge as an invoice line: one unit at its taxable value. */
export function chargeLine(c: ChargeLine, shopState: string, buyerState: string): InvoiceLine {
  return {
    no: c.no,
    description: c.description,
    hsn: c.hsn,
    quantity: 1,
    unitPricePaise: c.taxablePaise,
    taxableValuePaise: c.taxablePaise,
    taxRatePercent: c.ratePercent,
    split: gstSplit(c.taxPaise, shopState, buyerState),
    totalPaise: c.taxablePaise + c.taxPaise,
  };
}
