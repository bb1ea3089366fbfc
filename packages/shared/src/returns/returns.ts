import { z } from '../validation/z';

/*
 * Returns and refunds (ADR 058): within the return window a customer asks to
 * return some or all of a delivered order's lines with a reason; staff approve or reject, mark the
 * parcel received (its units go back on the shelf) and refund. Amounts are integer paise.
 */

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  refunded: 'Refunded',
};

/** Why a customer returns something: the fixed list the form offers. */
export const RETURN_REASONS = {
  faulty: 'Faulty or not working',
  damaged: 'Arrived damaged',
  wrong_item: 'Wrong product received',
  not_as_described: 'Not as described',
  changed_mind: 'No longer needed (change of mind)',
} as const;
export type ReturnReason = keyof typeof RETURN_REASONS;
const REASON_KEYS = Object.keys(RETURN_REASONS) as [ReturnReason, ...ReturnReason[]]; // keys of a literal

/**
 * The refund policy's words: the original shipping charge comes back for a faulty, damaged or
 * wrong product (and for a cancelled order), never for a change of mind.
 */
export const SHIPPING_REFUNDED_FOR: readonly ReturnReason[] = ['faulty', 'damaged', 'wrong_item'];

export const REFUND_METHODS = ['razorpay', 'demo', 'bank_transfer'] as const;
/** Razorpay's Refunds API to the original payment; a demo simulation; or a bank transfer staff record. */
export type RefundMethod = (typeof REFUND_METHODS)[number];

/**
 * How an order's money goes back (ADR 058): to its Razorpay payment (pay_…) through the Refunds
 * API; as a simulation when it was paid in demo mode; otherwise (cash on delivery, any payment
 * without a Razorpay payment) by a bank transfer whose reference staff record.
 */
export function refundMethodFor(payment: {
  demo: boolean;
  reference: string | null;
}): RefundMethod {
  if (payment.demo) return 'demo';
  if (payment.reference?.startsWith('pay_')) return 'razorpay';
  return 'bank_transfer';
}

export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const RETURN_NOTE_MAX = 500;
export const BANK_REFERENCE_MAX = 60;

export const RETURN_ERRORS = {
  notDelivered: 'Only a delivered order can be returned.',
  windowClosed: 'The return window for this order has closed.',
  notReturnable: 'is not returnable',
  tooMany: 'More than you can still return',
  nothingChosen: 'Choose at least one item to return',
  reason: 'Choose a reason for the return',
  noteLong: `At most ${RETURN_NOTE_MAX} characters`,
  notFound: 'Return not found',
  notRequested: 'This return has already been decided.',
  notApproved: 'Only an approved return can be marked received.',
  notReceived: 'Only a received return can be refunded.',
  bankReferenceRequired: 'Enter the bank transfer reference (UTR) of the refund',
  bankReferenceLong: `At most ${BANK_REFERENCE_MAX} characters`,
  refundNotPending: 'This refund is not waiting for a bank transfer reference.',
} as const;

const optionalNote = z
  .string()
  .max(RETURN_NOTE_MAX, RETURN_ERRORS.noteLong)
  .optional()
  .transform((s) => s?.trim().replace(/\s+/g, ' ') || undefined);

const count = z.coerce.number().int().min(0).max(1000);

/** The customer's return form: a quantity per order line (0: keep it), a reason and a note. */
export const returnRequestSchema = z.object({
  lines: z
    .array(z.object({ lineNo: z.coerce.number().int().min(1), quantity: count.default(0) }))
    .min(1, RETURN_ERRORS.nothingChosen)
    .max(100)
    .transform((lines) => lines.filter((l) => l.quantity > 0))
    .refine((lines) => lines.length > 0, RETURN_ERRORS.nothingChosen),
  reason: z.enum(REASON_KEYS, { error: RETURN_ERRORS.reason }),
  note: optionalNote,
});
export type ReturnRequestInput = z.input<typeof returnRequestSchema>;
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

const bankReference = z
  .string()
  .max(BANK_REFERENCE_MAX, RETURN_ERRORS.bankReferenceLong)
  .optional()
  .transform((s) => s?.trim() || undefined);

/** Staff's decisions on a return (API bodies and the back office's forms). */
export const returnDecisionSchema = z.object({ note: optionalNote });
export const refundInputSchema = z.object({ bankReference });
export type RefundInput = z.infer<typeof refundInputSchema>;

const returnId = z.coerce.number().int().min(1);
export const returnFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('approve'), id: returnId, note: optionalNote }),
  z.object({ intent: z.literal('reject'), id: returnId, note: optionalNote }),
  z.object({ intent: z.literal('receive'), id: returnId }),
  z.object({ intent: z.literal('refund'), id: returnId, bankReference }),
  z.object({ intent: z.literal('send-refund'), id: returnId }),
  z.object({
    intent: z.literal('complete-refund'),
    id: returnId,
    bankReference: z
      .string({ error: RETURN_ERRORS.bankReferenceRequired })
      .trim()
      .min(1, RETURN_ERRORS.bankReferenceRequired)
      .max(BANK_REFERENCE_MAX, RETURN_ERRORS.bankReferenceLong),
  }),
]);
export type ReturnForm = z.infer<typeof returnFormSchema>;

export interface ReturnLineView {
  lineNo: number;
  productId: number;
  name: string;
  quantity: number;
}

export interface RefundView {
  id: number;
  returnId: number | null;
  amountPaise: number;
  /** The shipping charge included in amountPaise, before its GST. */
  shippingPaise: number;
  /** The GST on that shipping charge, also included in amountPaise (ADR 096). */
  shippingTaxPaise: number;
  method: RefundMethod;
  status: RefundStatus;
  /** rfnd_… of Razorpay, DEMO-RFND-…, or the bank transfer reference. */
  reference: string | null;
  /** CN/26-27/000001: the GST credit note, when the order had a tax invoice. */
  creditNoteNumber: string | null;
  /** UTC ISO times. */
  createdAt: string;
  processedAt: string | null;
  error: string | null;
}

export interface ReturnView {
  id: number;
  orderId: string;
  status: ReturnStatus;
  reason: ReturnReason;
  note: string | null;
  /** What staff told the customer when deciding. */
  staffNote: string | null;
  requestedAt: string;
  decidedAt: string | null;
  receivedAt: string | null;
  lines: ReturnLineView[];
  refund: RefundView | null;
}

/** One order line as the return form offers it. */
export interface ReturnableLine {
  lineNo: number;
  productId: number;
  name: string;
  bought: number;
  /** Bought less what earlier returns (not rejected) already claim. */
  available: number;
  returnable: boolean;
}

/** An order's returns and refunds, and whether (and what) the customer may return now. */
export interface OrderReturns {
  orderId: string;
  /** Null when the customer may request a return now; otherwise why not. */
  refusal: string | null;
  /** India date (YYYY-MM-DD) of the last day to ask, once the order is delivered. */
  lastDay: string | null;
  lines: ReturnableLine[];
  returns: ReturnView[];
  refunds: RefundView[];
  refundedPaise: number;
  /** Paid, Refunded, or 'Partially refunded' while some but not all of it came back. */
  paymentStatusShown: string;
}

/** A return in the back office's list. */
export interface AdminReturnSummary {
  id: number;
  orderId: string;
  customerName: string;
  status: ReturnStatus;
  reason: ReturnReason;
  items: string;
  requestedAt: string;
}
