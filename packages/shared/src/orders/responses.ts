import { courierEventSchema } from '../shipping/tracking';
import { describes } from '../validation/describes';
import { z } from '../validation/z';
import { DELIVERY_OPTIONS } from '../delivery/options';
import { TRANSFER_SCHEMES, type BankTransferDetails } from '../payments/bank-transfer';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './lifecycle';
import type {
  OrderDetail,
  OrderEvent,
  OrderLine,
  OrderSummary,
  OrderTracking,
  Shipment,
} from './order';

/* What the orders API answers with (server-only, ADR 033). Amounts in paise, times UTC ISO. */

const paise = z.number().int();

export const orderSummaryShape = {
  orderId: z.string(),
  placedAt: z.string().meta({ description: 'UTC ISO time the order was placed' }),
  timestamp: z.string().meta({ description: 'India time as on the order record' }),
  items: z.string().meta({ description: "'Name × 2, Other name × 1'" }),
  totalItems: z.number().int(),
  totalPaise: paise,
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.string(),
  invoiceAvailable: z.boolean(),
  payBy: z.string().nullable().meta({ description: 'While unpaid: when it is cancelled' }),
};

export const orderSummarySchema = describes<OrderSummary>()(
  z.object(orderSummaryShape).meta({ id: 'OrderSummary' }),
);

export const orderLineSchema = describes<OrderLine>()(
  z.object({
    productId: z.number().int(),
    name: z.string(),
    hsn: z.string(),
    quantity: z.number().int(),
    unitPricePaise: paise,
    taxableValuePaise: paise,
    taxRatePercent: z.number(),
    taxPaise: paise,
    totalPaise: paise,
  }),
);

export const orderEventSchema = describes<OrderEvent>()(
  z.object({
    status: z.enum(ORDER_STATUSES),
    at: z.string(),
    note: z.string().nullable(),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
  }),
);

export const shipmentSchema = describes<Shipment>()(
  z.object({
    carrier: z.string(),
    trackingNumber: z.string(),
    events: z.array(courierEventSchema).optional(),
  }),
);

/** An order paid by bank transfer: where to pay, the reference and what arrived (ADR 106). */
export const bankTransferDetailsSchema = describes<BankTransferDetails>()(
  z.object({
    account: z.object({
      accountName: z.string(),
      accountNumber: z.string(),
      ifsc: z.string(),
      bank: z.string(),
      branch: z.string(),
      demo: z.boolean().meta({ description: 'The demo account: not to be paid into' }),
    }),
    reference: z.string().meta({ description: "To type into the transfer's remarks" }),
    payBy: z.string().meta({ description: 'UTC ISO time the order is cancelled if unpaid' }),
    transfers: z.array(
      z.object({
        scheme: z.enum(TRANSFER_SCHEMES),
        utr: z.string(),
        amountPaise: paise,
        receivedOn: z.string().meta({ description: "India date 'YYYY-MM-DD'" }),
        recordedAt: z.string(),
      }),
    ),
    receivedPaise: paise,
    differencePaise: paise.meta({ description: 'received − total: negative short, positive over' }),
  }),
);

/** OrderDetail's own fields beyond the summary, payment left to each view. */
export const orderDetailShape = {
  ...orderSummaryShape,
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  deliveryAddress: z.string(),
  shippingAddress: z.object({
    address: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
  }),
  subtotalPaise: paise,
  shippingPaise: paise,
  codFeePaise: paise,
  delivery: z.object({
    option: z.enum(DELIVERY_OPTIONS),
    deliverBy: z.string().nullable().meta({ description: "India date 'YYYY-MM-DD'" }),
  }),
  taxPaise: paise,
  chargesGst: z
    .object({ ratePercent: z.number(), shippingTaxPaise: paise, codFeeTaxPaise: paise })
    .nullable()
    .meta({
      description:
        'GST on the delivery charge and COD fee at the goods rate (part of taxPaise); null when they were billed without GST',
    }),
  roundOffPaise: paise,
  business: z.object({ name: z.string(), gstin: z.string() }).nullable(),
  poNumber: z.string().nullable(),
  lines: z.array(orderLineSchema),
  timeline: z.array(orderEventSchema),
  shipment: shipmentSchema.nullable(),
  invoiceNumber: z.string().nullable(),
  bankTransfer: bankTransferDetailsSchema.nullable(),
};

export const orderDetailSchema = describes<OrderDetail>()(
  z
    .object({
      ...orderDetailShape,
      payment: z.object({
        reference: z.string().nullable(),
        paidAt: z.string().nullable(),
        demo: z.boolean(),
      }),
    })
    .meta({ id: 'OrderDetail' }),
);

export const orderTrackingSchema = describes<OrderTracking>()(
  z
    .object({
      orderId: z.string(),
      placedAt: z.string(),
      timestamp: z.string(),
      status: z.enum(ORDER_STATUSES),
      totalItems: z.number().int(),
      timeline: z.array(orderEventSchema),
      shipment: shipmentSchema.nullable(),
    })
    .meta({ id: 'OrderTracking' }),
);
