import type {
  OrderDetail,
  OrderEvent,
  OrderLine,
  OrderSummary,
  OrderTracking,
  Shipment,
} from '@shop/shared/orders/order';
import { awaitsPayment, payByTime } from '@shop/shared/orders/payment-window';
import type { BankTransferDetails } from '@shop/shared/payments/bank-transfer';
import { roundOffOfOrder } from './order-record';
import type { OrderEventRow, OrderLineRow, OrderRow } from './repository';

/**
 * Download Invoice is offered for delivered orders (spec §4) and, since the tax invoice is issued
 * when the goods leave the seller, for shipped ones too (ADR 044).
 */
export const invoiceAvailable = (status: string) => status === 'Shipped' || status === 'Delivered';

export function toSummary(row: OrderRow): OrderSummary {
  return {
    orderId: row.order_id,
    placedAt: row.created_at,
    timestamp: row.timestamp,
    items: row.items,
    totalItems: row.total_items,
    totalPaise: row.total_amount,
    status: row.order_status,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    invoiceAvailable: invoiceAvailable(row.order_status),
    payBy: awaitsPayment({
      status: row.order_status,
      paymentStatus: row.payment_status,
      paymentMethod: row.payment_method,
    })
      ? (row.pay_by ?? payByTime(row.created_at))
      : null,
  };
}

function toLine(row: OrderLineRow): OrderLine {
  return {
    productId: row.product_id,
    name: row.name,
    hsn: row.hsn,
    quantity: row.quantity,
    unitPricePaise: row.unit_price,
    taxableValuePaise: row.taxable_value,
    taxRatePercent: row.tax_rate,
    taxPaise: row.tax_amount,
    totalPaise: row.taxable_value + row.tax_amount,
  };
}

function toEvent(row: OrderEventRow): OrderEvent {
  return {
    status: row.status,
    at: row.at,
    note: row.note,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
  };
}

/** The courier of the latest shipment in the timeline, if the order has shipped. */
function shipmentOf(events: readonly OrderEventRow[]): Shipment | null {
  const shipped = events.findLast((e) => e.carrier && e.tracking_number);
  return shipped ? { carrier: shipped.carrier!, trackingNumber: shipped.tracking_number! } : null;
}

export function toDetail(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  events: readonly OrderEventRow[],
  bankTransfer: BankTransferDetails | null = null,
): OrderDetail {
  return {
    ...toSummary(row),
    customer: { name: row.customer_name, email: row.customer_email, phone: row.customer_phone },
    deliveryAddress: row.delivery_address,
    shippingAddress: {
      address: row.address,
      city: row.city,
      state: row.state,
      pincode: row.pincode,
    },
    subtotalPaise: row.subtotal,
    shippingPaise: row.shipping,
    codFeePaise: row.cod_fee,
    delivery: { option: row.delivery_option, deliverBy: row.deliver_by },
    taxPaise: row.tax,
    chargesGst:
      row.charges_tax_rate === null
        ? null
        : {
            ratePercent: row.charges_tax_rate,
            shippingTaxPaise: row.shipping_tax,
            codFeeTaxPaise: row.cod_fee_tax,
          },
    roundOffPaise: roundOffOfOrder(row),
    business:
      row.business_name && row.business_gstin
        ? { name: row.business_name, gstin: row.business_gstin }
        : null,
    poNumber: row.po_number,
    lines: lines.map(toLine),
    timeline: events.map(toEvent),
    shipment: shipmentOf(events),
    invoiceNumber: row.invoice_number,
    payment: {
      reference: row.payment_reference,
      paidAt: row.paid_at,
      demo: row.payment_demo === 1,
    },
    bankTransfer,
  };
}

export function toTracking(row: OrderRow, events: readonly OrderEventRow[]): OrderTracking {
  return {
    orderId: row.order_id,
    placedAt: row.created_at,
    timestamp: row.timestamp,
    status: row.order_status,
    totalItems: row.total_items,
    timeline: events.map(toEvent),
    shipment: shipmentOf(events),
  };
}
