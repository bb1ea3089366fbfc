import { z } from '../validation/z';

/**
 * A product's stock-keeping unit (ADR 104): the seller's own code for it, printed in the catalogue
 * a business buyer orders from and typed on the quick-order page. Letters, digits and hyphens,
 * 3 to 32 characters, kept in capitals so "sb-bm-100" and "SB-BM-100" are one code.
 */
export const SKU_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]{1,30})[A-Z0-9]$/;

export const SKU_ERROR = 'SKU must be 3 to 32 letters, digits or hyphens (e.g. SB-BM-100)';

/** A code as typed, made comparable: spaces around it removed, letters in capitals. */
export const normalSku = (typed: string): string => typed.trim().toUpperCase();

/** A product's SKU in a form, the API or the catalogue file: blank or left out is none. */
export const skuSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : normalSku(v)) : v),
  z.string({ error: SKU_ERROR }).regex(SKU_PATTERN, SKU_ERROR).nullable(),
);

/** The refusal of a code another product already has. */
export const SKU_TAKEN = (sku: string, productId: number): string =>
  `SKU ${sku} is already used by product ${productId}; each product needs its own code`;
