import { isCalendarDate } from '../format/india-time';
import { z } from '../validation/z';

/*
 * What staff record per consignment that needs an e-way bill: the portal's 12-digit number
 * with its date and the last day it is valid (Rule 138(10) counts validity from generation, a
 * day per 200 km), or that the courier generates it, with the courier's transporter id (a GSTIN
 * or a 15-character TRANSIN, Rule 138(1) second proviso and 138(3)).
 */

export const EWAY_BILL_NUMBER_PATTERN = /^[0-9]{12}$/;
/** A GSTIN or a transporter's TRANSIN: 15 upper-case letters and digits. */
export const TRANSPORTER_ID_PATTERN = /^[0-9]{2}[0-9A-Z]{13}$/;

export const EWAY_RECORD_MODES = ['number', 'courier'] as const;
export type EwayRecordMode = (typeof EWAY_RECORD_MODES)[number];

export const EWAY_MESSAGES = {
  mode: 'Choose: the e-way bill number, or the courier generates it',
  number: 'An e-way bill number is 12 digits',
  generatedOn: 'Enter the date the e-way bill was generated',
  validUntil: 'Enter the last day the e-way bill is valid',
  validBeforeGenerated: 'The e-way bill cannot expire before it was generated',
  transporterId: "The courier's transporter id is 15 letters and digits (a GSTIN or TRANSIN)",
  transporterName: 'At most 100 characters',
  missing: (orderId: string, reason: string) =>
    `Order ${orderId} cannot be dispatched without its e-way bill. ${reason} Record the e-way bill number (or that the courier generates it, with their transporter id) and dispatch again.`,
  notNeeded: (orderId: string, reason: string) => `Order ${orderId}: ${reason}`,
  recorded: (orderId: string) => `E-way bill recorded for order ${orderId}.`,
} as const;

const text = z
  .string()
  .optional()
  .transform((s) => (s ?? '').trim());
const compact = z
  .string()
  .optional()
  .transform((s) => (s ?? '').replace(/\s+/g, '').toUpperCase());

/**
 * POST /api/admin/orders/:orderId/eway-bill and the order page's form. `mode=number` needs the
 * number, its date and validity; `mode=courier` the courier's transporter id (name optional).
 */
const recordShape = {
  mode: z.enum(EWAY_RECORD_MODES, { error: EWAY_MESSAGES.mode }),
  ewayBillNumber: compact,
  generatedOn: text,
  validUntil: text,
  transporterId: compact,
  transporterName: text,
};

function checkRecord(
  v: z.infer<z.ZodObject<typeof recordShape>>,
  ctx: z.core.$RefinementCtx,
): void {
  const problem = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.mode === 'number') {
    if (!EWAY_BILL_NUMBER_PATTERN.test(v.ewayBillNumber)) {
      problem('ewayBillNumber', EWAY_MESSAGES.number);
    }
    if (!isCalendarDate(v.generatedOn)) problem('generatedOn', EWAY_MESSAGES.generatedOn);
    if (!isCalendarDate(v.validUntil)) problem('validUntil', EWAY_MESSAGES.validUntil);
    else if (isCalendarDate(v.generatedOn) && v.validUntil < v.generatedOn) {
      problem('validUntil', EWAY_MESSAGES.validBeforeGenerated);
    }
  } else if (!TRANSPORTER_ID_PATTERN.test(v.transporterId)) {
    problem('transporterId', EWAY_MESSAGES.transporterId);
  }
  if (v.transporterName.length > 100) problem('transporterName', EWAY_MESSAGES.transporterName);
}

export const ewayRecordSchema = z.object(recordShape).superRefine(checkRecord);

/** The staff order page's e-way bill form: the same fields, posted with intent 'eway-bill'. */
export const ewayRecordFormSchema = z
  .object({ ...recordShape, intent: z.literal('eway-bill') })
  .superRefine(checkRecord);

export type EwayRecordInput = z.input<typeof ewayRecordSchema>;
export type EwayRecord = z.infer<typeof ewayRecordSchema>;

/** An order's e-way bill as staff and pages see it. */
export const ewayBillViewSchema = z.object({
  orderId: z.string(),
  needed: z.boolean(),
  /** Why one is needed, or why not (one sentence). */
  reason: z.string(),
  /** The consignment value as Rule 138 counts it, in paise. */
  valuePaise: z.number().int(),
  limitRupees: z.number().int(),
  /** What staff recorded, or null. */
  record: z
    .object({
      mode: z.enum(EWAY_RECORD_MODES),
      ewayBillNumber: z.string().nullable(),
      generatedOn: z.string().nullable(),
      validUntil: z.string().nullable(),
      transporterId: z.string().nullable(),
      transporterName: z.string().nullable(),
      recordedAt: z.string(),
    })
    .nullable(),
  /** The record's validity ends before the order's promised delivery date. */
  expiresBeforeDelivery: z.boolean(),
});
export type EwayBillView = z.infer<typeof ewayBillViewSchema>;

/** How the number reads on the invoice, the label, the order page and the shipped email. */
export function ewayBillLine(record: EwayBillView['record']): string | null {
  if (!record) return null;
  if (record.mode === 'number') {
    const until = (record.validUntil ?? '').split('-').reverse().join('/');
    return `E-way bill ${record.ewayBillNumber}, valid until ${until}`;
  }
  const by = record.transporterName ? `${record.transporterName}, ` : '';
  return `E-way bill generated by the courier (${by}transporter id ${record.transporterId})`;
}
