import { z } from '../validation/z';
import { MAX_LINE_QUANTITY } from '../cart/cart';
import {
  MAX_PRICE_BANDS,
  PRICE_BAND_ERRORS,
  priceBandProblems,
  type PriceBand,
} from '../pricing/price-bands';
import { MAX_PRODUCT_PRICE } from './errors';

/** Form fields arrive as text; '12' is the number 12, while '' stays '' and is refused. */
const numberFromText = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

const cell = (min: number, max: number, message: string) =>
  z.preprocess(
    numberFromText,
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/**
 * A product's quantity prices as the back office, the API and the catalogue file give them
 * (ADR 104): rows of "from this many units, this price each". A row left wholly blank in the form
 * is dropped; the order and prices are checked against the product's price by
 * `priceBandsHold`.
 */
export const priceBandRows = z
  .array(
    z.preprocess(
      (row) =>
        typeof row === 'object' && row !== null && 'minQuantity' in row && 'price' in row
          ? blank(row.minQuantity) && blank(row.price)
            ? null
            : row
          : row,
      z
        .object({
          minQuantity: cell(2, MAX_LINE_QUANTITY, PRICE_BAND_ERRORS.minQuantity),
          price: cell(1, MAX_PRODUCT_PRICE, PRICE_BAND_ERRORS.price),
        })
        .nullable(),
    ),
    { error: PRICE_BAND_ERRORS.tooMany },
  )
  .max(MAX_PRICE_BANDS * 2, PRICE_BAND_ERRORS.tooMany)
  .transform((rows): PriceBand[] => rows.filter((r) => r !== null));

/** The bands ascend, do not overlap, and never cost more than fewer units (each under its row). */
export function priceBandsHold(
  p: { price: number; priceBands?: readonly PriceBand[] },
  ctx: z.RefinementCtx,
): void {
  for (const problem of priceBandProblems(p.price, p.priceBands ?? [])) {
    const path = ['priceBands', problem.index, ...(problem.field ? [problem.field] : [])];
    ctx.addIssue({ code: 'custom', message: problem.message, path });
  }
}
