import { z } from '../validation/z';
import { E_INVOICING_MODES } from './setting';

/** The IRP's registration of a document, as staff imported it. */
export const irnRecordSchema = z.object({
  irn: z.string(),
  ackNo: z.string(),
  /** As the portal writes it: India time, 'yyyy-MM-dd HH:mm:ss'. */
  ackDate: z.string(),
  signedQrCode: z.string(),
  importedAt: z.string(),
  importedBy: z.string(),
});
export type IrnRecord = z.infer<typeof irnRecordSchema>;

/** One B2B tax invoice or credit note and where it stands with the IRP. */
export const eInvoiceDocumentSchema = z.object({
  type: z.enum(['INV', 'CRN']),
  number: z.string(),
  /** India date of issue, YYYY-MM-DD. */
  date: z.string(),
  orderId: z.string(),
  refundId: z.number().int().nullable(),
  buyer: z.string(),
  buyerGstin: z.string(),
  totalPaise: z.number().int(),
  registration: irnRecordSchema.nullable(),
  deadline: z.object({
    lastDay: z.string().nullable(),
    status: z.enum(['no-limit', 'in-time', 'due-soon', 'past-limit']),
    daysLeft: z.number().int().nullable(),
  }),
});
export type EInvoiceDocument = z.infer<typeof eInvoiceDocumentSchema>;

export const E_INVOICE_STATES = ['awaiting', 'registered'] as const;

/** GET /api/admin/e-invoices: the shop's setting and the documents in one state. */
export const eInvoiceListQuerySchema = z.object({
  state: z.enum(E_INVOICE_STATES).default('awaiting'),
});
export type EInvoiceListQuery = z.infer<typeof eInvoiceListQuerySchema>;

export const eInvoiceListSchema = z.object({
  setting: z.object({
    mode: z.enum(E_INVOICING_MODES),
    reportingLimitDays: z.number().int().nullable(),
  }),
  documents: z.array(eInvoiceDocumentSchema),
});
export type EInvoiceList = z.infer<typeof eInvoiceListSchema>;

/**
 * GET /api/admin/e-invoices/export: the documents to put in one INV-01 file (`document` once
 * per number, as a form's checkboxes send them); none: every document still awaiting its IRN.
 */
export const eInvoiceExportQuerySchema = z.object({
  document: z
    .union([z.string().trim().min(1).max(16), z.array(z.string().trim().min(1).max(16)).max(500)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
});
export type EInvoiceExportQuery = z.infer<typeof eInvoiceExportQuerySchema>;
