import { z } from '../validation/z';

const amounts = {
  taxablePaise: z.number().int(),
  igstPaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
};
const documents = z.object({ count: z.number().int(), valuePaise: z.number().int(), ...amounts });

/** GET /api/admin/gst/summary and the /admin/gst page: a month's figures, amounts in paise. */
export const gstMonthSummarySchema = z.object({
  month: z.string(),
  /** 'November 2026'. */
  label: z.string(),
  gstin: z.string(),
  totals: z.object({
    invoices: documents,
    creditNotes: documents,
    net: z.object(amounts),
    sections: z.object({
      b2b: z.number().int(),
      b2cl: z.number().int(),
      b2cs: z.number().int(),
      cdnr: z.number().int(),
      cdnur: z.number().int(),
      cdnB2cs: z.number().int(),
    }),
  }),
  documents: z.array(
    z.object({
      docNum: z.union([z.literal(1), z.literal(5)]),
      docType: z.enum(['Invoices for outward supply', 'Credit Note']),
      from: z.string(),
      to: z.string(),
      total: z.number().int(),
      cancelled: z.number().int(),
    }),
  ),
});
export type GstMonthSummary = z.infer<typeof gstMonthSummarySchema>;
