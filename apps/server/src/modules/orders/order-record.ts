import { whatsappNumberOf } from '@shop/shared/whatsapp/events';
import { stateByName } from '@shop/shared/india/states';
import { gstOnRupees } from '@shop/shared/orders/gst';
import { orderTimestamp } from '@shop/shared/format/india-time';
import { ONLINE_PAYMENT_METHODS, type PlaceOrderInput } from '@shop/shared/orders/place-order';
import { SHOP } from '@shop/shared/shop/identity';
import { cartTotals, GST_RATE_PERCENT, roundOffOf } from '@shop/shared/pricing/cart-totals';
import { principalSupply } from '@shop/shared/pricing/charges-gst';
import { unitPriceAt } from '@shop/shared/pricing/price-bands';
import type { NewOrder, OrderRow } from './repository';
import type { TakenProduct } from './stock-repository';

export interface SoldLine {
  product: TakenProduct;
  quantity: number;
}

export interface OrderRecord {
  order: NewOrder;
  lines: {
    line_no: number;
    product_id: number;
    name: string;
    hsn: string;
    unit_price: number;
    quantity: number;
    taxable_value: number;
    tax_rate: number;
    tax_amount: number;
  }[];
}

/** For orders that never pay cash on delivery: a quotation's, the demo reviews'. */
export const NO_COD_FEE = 0;

/**
 * The order record of spec §3 priced from the catalogue rows just sold: subtotal, GST 18%, the
 * chosen delivery option's charge and any Cash on Delivery fee from cartTotals (ADR 055, 056),
 * those charges with GST at the principal goods' rate under their HSN (ADR 096),
 * with the delivery date promised, every amount in integer paise. Line taxes add up to the order's tax
 * exactly (18% of whole rupees is a whole number of paise); the payable total is rounded to the
 * rupee and the difference is the invoice's "Round off" (ADR 043). `codFeePaise` is the shop's
 * COD fee (COD_FEE), charged only when the order pays cash on delivery.
 */
export function buildOrderRecord(
  input: PlaceOrderInput,
  sold: readonly SoldLine[],
  userId: number,
  now: Date,
  deliverBy: string,
  codFeePaise: number,
): OrderRecord {
  // Each line at the quantity price it reaches (ADR 104), from the rows just locked.
  const unit = sold.map((l) => unitPriceAt(l.product.price, l.product.priceBands, l.quantity));
  const totals = cartTotals(
    sold.map((l, i) => ({
      price: unit[i]!,
      quantity: l.quantity,
      ratePercent: GST_RATE_PERCENT,
    })),
    {
      delivery: input.deliveryOption,
      codFeePaise: input.paymentMethod === 'cod' ? codFeePaise : undefined,
    },
  );
  // The charges' class is the principal supply's (ADR 096), the same rule cartTotals taxed them by.
  const principal = principalSupply(
    sold.map((l, i) => ({
      hsn: l.product.hsn,
      ratePercent: GST_RATE_PERCENT,
      taxablePaise: unit[i]! * l.quantity * 100,
    })),
  );
  const s = input.shipping;
  const state = stateByName(s.state);
  if (!state) throw new Error(`unknown state ${s.state}`); // the schema only lets known ones in
  const order: NewOrder = {
    user_id: userId,
    customer_name: s.name,
    customer_email: s.email,
    customer_phone: s.phone,
    delivery_address: `${s.address}, ${s.city}, ${state.name} ${s.pincode}`,
    address: s.address,
    city: s.city,
    state: state.name,
    state_code: state.code,
    pincode: s.pincode,
    items: sold.map((l) => `${l.product.name} × ${l.quantity}`).join(', '),
    total_items: totals.count,
    subtotal: totals.subtotal * 100,
    shipping: totals.shipping * 100,
    cod_fee: totals.codFeePaise,
    charges_tax_rate: principal?.ratePercent ?? GST_RATE_PERCENT,
    charges_hsn: principal?.hsn ?? null,
    shipping_tax: totals.shippingTaxPaise,
    cod_fee_tax: totals.codFeeTaxPaise,
    tax: totals.taxPaise,
    total_amount: totals.totalPaise,
    payment_method: input.paymentMethod.toUpperCase(),
    payment_option: ONLINE_PAYMENT_METHODS.some((m) => m === input.paymentMethod)
      ? (input.paymentOption ?? null)
      : null,
    delivery_option: input.deliveryOption,
    deliver_by: deliverBy,
    payment_status: 'Pending',
    order_status: 'Placed',
    business_name: input.business?.name ?? null,
    business_gstin: input.business?.gstin ?? null,
    po_number: input.poNumber ?? null,
    ...sellerColumns(),
    timestamp: orderTimestamp(now),
    invoice_number: null,
    invoice_date: null,
    // Only a number WhatsApp can reach is kept for updates (ADR 103).
    whatsapp_opt_in: input.whatsappUpdates && whatsappNumberOf(s.phone) ? 1 : 0,
    whatsapp_phone: input.whatsappUpdates ? whatsappNumberOf(s.phone) : null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  const lines = sold.map((l, i) => ({
    line_no: i + 1,
    product_id: l.product.id,
    name: l.product.name,
    hsn: l.product.hsn,
    unit_price: unit[i]! * 100,
    quantity: l.quantity,
    taxable_value: unit[i]! * l.quantity * 100,
    tax_rate: GST_RATE_PERCENT,
    tax_amount: gstOnRupees(unit[i]! * l.quantity),
  }));
  return { order, lines };
}

/**
 * The "Round off" of a stored order (ADR 043): payable total less subtotal, shipping, GST and
 * the Cash on Delivery fee.
 */
export function roundOffOfOrder(
  order: Pick<OrderRow, 'subtotal' | 'shipping' | 'tax' | 'total_amount' | 'cod_fee'>,
): number {
  return roundOffOf({
    subtotalPaise: order.subtotal,
    shippingPaise: order.shipping,
    taxPaise: order.tax,
    totalPaise: order.total_amount,
    codFeePaise: order.cod_fee,
  });
}

/**
 * The seller the order's tax invoice names, as the shop's identity says now: kept on the order so
 * an invoice drawn later shows the address, state and GSTIN in force at placement (ADR 044).
 */
function sellerColumns() {
  const a = SHOP.address;
  return {
    seller_name: SHOP.name,
    seller_address: `${a.street}, ${a.locality}\n${a.city}, ${a.state} ${a.pincode}`,
    seller_state: a.state,
    seller_state_code: a.stateCode,
    seller_gstin: SHOP.gstin,
    seller_contact: `${SHOP.phone} · ${SHOP.email}`,
  };
}
