import { z } from '../validation/z';

/** Longest purchase order number kept: ERP systems print up to about 35 (Tally's field is 50). */
export const MAX_PO_NUMBER = 35;
export const PO_NUMBER_ERROR = `Enter the purchase order number as printed: up to ${MAX_PO_NUMBER} letters, digits, spaces or / - _ . #`;

/**
 * The buyer's purchase order number, optional: blank counts as none. Kept to characters that
 * print on an invoice and search well, so it cannot carry markup or control characters.
 */
export const poNumberSchema = z.preprocess(
  (v) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v),
  z
    .string({ error: PO_NUMBER_ERROR })
    .trim()
    .max(MAX_PO_NUMBER, PO_NUMBER_ERROR)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 /_.#-]*$/, PO_NUMBER_ERROR)
    .optional(),
);
