import type { CourierEvent } from '../shipping/tracking';
import type { DeliveryOption } from '../delivery/options';
import type { BankTransferDetails } from '../payments/bank-transfer';
import type { OrderStatus, PaymentStatus } from './lifecycle';

/*
 * What the orders API answers with. Amounts are integer paise (format with formatPaise or
 * formatPaiseExact from format/money); times are UTC ISO strings, plus the order's India-time
 * timestamp text as stored (spec §3).
 */

/** One line of the order history (account Orders tab, /orders). */
export interface OrderSummary {
  orderId: string;
  /** UTC ISO time the order was placed. */
  placedAt: string;
  /** India time as on the order record: '21/11/2026, 4:35:12 pm'. */
  timestamp: string;
  /** 'Name × 2, Other name × 1' (spec §3 items). */
  items: string;
  totalItems: number;
  totalPaise: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** UPI, CARD, NETBANKING, WALLET or COD (spec §3: upper-case). */
  paymentMethod: string;
  /** True when Download Invoice may be offered (the order is Delivered). */
  invoiceAvailable: boolean;
  /** While the order waits for its payment: the UTC ISO time it is cancelled if still unpaid. */
  payBy: string | null;
}

export interface OrderLine {
  productId: number;
  name: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  /** unit price × quantity, before GST. */
  taxableValuePaise: number;
  taxRatePercent: number;
  taxPaise: number;
  /** Taxable value plus GST. */
  totalPaise: number;
}

/** How the order travels (ADR 055). */
export interface OrderDelivery {
  option: DeliveryOption;
  /** 'YYYY-MM-DD' in India, or null for orders placed before delivery dates were promised. */
  deliverBy: string | null;
}

/** One step of the status timeline. */
export interface OrderEvent {
  status: OrderStatus;
  /** UTC ISO time of the change. */
  at: string;
  /** Shown to the customer (also in the status email). */
  note: string | null;
  carrier: string | null;
  trackingNumber: string | null;
}

/** Where the parcel is, when it has shipped. */
export interface Shipment {
  carrier: string;
  trackingNumber: string;
  /** The courier's tracking events, newest first, when the provider tracks (ADR 101). */
  events?: CourierEvent[];
}

/** How an order was paid, once it is (ADR 016). */
export interface OrderPayment {
  /** Razorpay's payment id (pay_…), or DEMO-… for a demo payment; null until Paid. */
  reference: string | null;
  /** UTC ISO time the order became Paid, or null. */
  paidAt: string | null;
  /** True when it was marked Paid in demo mode: nothing was charged, and screens say so. */
  demo: boolean;
}

/** GET /api/orders/:orderId and the answer to POST /api/orders. */
export interface OrderDetail extends OrderSummary {
  customer: { name: string; email: string; phone: string };
  /** 'address, city, state pincode' (spec §3 delivery_address). */
  deliveryAddress: string;
  shippingAddress: { address: string; city: string; state: string; pincode: string };
  subtotalPaise: number;
  /** The charge of the delivery option (standard shipping, express or same-day). */
  shippingPaise: number;
  /** The Cash on Delivery fee (ADR 056); 0 for other methods. */
  codFeePaise: number;
  /** The option chosen at checkout and the India date promised then (null on older orders). */
  delivery: OrderDelivery;
  /** All of the order's GST: on the goods and on the delivery charge and COD fee. */
  taxPaise: number;
  /**
   * The GST on the delivery charge and COD fee, at the principal goods' rate (ADR 096), part of
   * taxPaise; null for an order issued before, whose charges were billed without GST.
   */
  chargesGst: { ratePercent: number; shippingTaxPaise: number; codFeeTaxPaise: number } | null;
  /** What rounding the payable total to the rupee added (ADR 043); 0 on older orders. */
  roundOffPaise: number;
  business: { name: string; gstin: string } | null;
  /** The buyer's purchase order number, when given (ADR 105). */
  poNumber: string | null;
  lines: OrderLine[];
  timeline: OrderEvent[];
  shipment: Shipment | null;
  /** INV/26-27/000123 once issued (when the order ships), else null. */
  invoiceNumber: string | null;
  payment: OrderPayment;
  /** The account, reference and transfers of an order paid by bank transfer (ADR 106). */
  bankTransfer: BankTransferDetails | null;
}

/** POST /api/orders/track: what a guest may see with the order id and its email or phone. */
export interface OrderTracking {
  orderId: string;
  placedAt: string;
  timestamp: string;
  status: OrderStatus;
  totalItems: number;
  timeline: OrderEvent[];
  shipment: Shipment | null;
}
