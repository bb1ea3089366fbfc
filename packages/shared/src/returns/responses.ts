import { blankToUndefined, pagingShape, searchText, sortParam } from '../admin/paging';
import { z } from '../validation/z';
import {
  REFUND_METHODS,
  REFUND_STATUSES,
  RETURN_REASONS,
  RETURN_STATUSES,
  type ReturnReason,
} from './returns';

/** The answers of the return routes (ADR 058), as the API document describes them. */
const reason = z.enum(Object.keys(RETURN_REASONS) as [ReturnReason, ...ReturnReason[]]); // keys of a literal
const id = z.number().int();

export const refundViewSchema = z.object({
  id,
  returnId: id.nullable(),
  amountPaise: id,
  shippingPaise: id,
  shippingTaxPaise: id,
  method: z.enum(REFUND_METHODS),
  status: z.enum(REFUND_STATUSES),
  reference: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  error: z.string().nullable(),
});

export const returnViewSchema = z.object({
  id,
  orderId: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason,
  note: z.string().nullable(),
  staffNote: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  lines: z.array(z.object({ lineNo: id, productId: id, name: z.string(), quantity: id })),
  refund: refundViewSchema.nullable(),
});

export const orderReturnsSchema = z.object({
  orderId: z.string(),
  refusal: z.string().nullable(),
  lastDay: z.string().nullable(),
  lines: z.array(
    z.object({
      lineNo: id,
      productId: id,
      name: z.string(),
      bought: id,
      available: id,
      returnable: z.boolean(),
    }),
  ),
  returns: z.array(returnViewSchema),
  refunds: z.array(refundViewSchema),
  refundedPaise: id,
  paymentStatusShown: z.string(),
});

export const adminReturnPageSchema = z.object({
  items: z.array(
    z.object({
      id,
      orderId: z.string(),
      customerName: z.string(),
      status: z.enum(RETURN_STATUSES),
      reason,
      items: z.string(),
      requestedAt: z.string(),
    }),
  ),
  total: id,
  page: id,
  pageSize: id,
  pageCount: id,
});

/** The returns list's orders: requested first (oldest of them first), newest or oldest first. */
export const RETURN_SORTS = ['needs-action', 'newest', 'oldest'] as const;

/**
 * GET /api/admin/returns: `q` matches the order id or the customer's name, one status (or all),
 * sorted as RETURN_SORTS, paged.
 */
export const returnListQuerySchema = z
  .object({
    q: searchText,
    status: z.preprocess(blankToUndefined, z.enum(RETURN_STATUSES).optional()),
    sort: sortParam(RETURN_SORTS),
    ...pagingShape,
  })
  .strict();
export type ReturnListQuery = z.infer<typeof returnListQuerySchema>;
